import { IdParamsSchema } from '../common.ts';
import { AmendReceiptBodySchema, ReceiptSchema } from '../receipts.ts';
import { defineRouteSchemas } from './define.ts';
import type { receiptsRoutes } from './receipts.ts';

const tag = 'receipts';

export const receiptsRouteSchemas = defineRouteSchemas<typeof receiptsRoutes>()({
  downloadPaymentReceipt: {
    tag,
    summary: 'ดาวน์โหลดใบเสร็จรับเงินของรายการชำระเงิน (PDF): ฉบับที่ใช้อยู่ หรือฉบับล่าสุดที่ถูกยกเลิก',
    params: IdParamsSchema,
    file: 'application/pdf',
  },
  getReceipt: { tag, summary: 'รายละเอียดใบเสร็จรับเงิน', params: IdParamsSchema, response: ReceiptSchema },
  amendReceipt: {
    tag,
    summary: 'แก้ไขผู้ชำระเงินในใบเสร็จ: ออกเลขที่ใหม่แทนฉบับเดิม และยกเลิกฉบับเดิม',
    params: IdParamsSchema,
    body: AmendReceiptBodySchema,
    response: ReceiptSchema,
    status: 201,
  },
});
