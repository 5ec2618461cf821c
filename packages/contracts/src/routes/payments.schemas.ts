import { IdParamsSchema } from '../common.ts';
import {
  ApprovePaymentBodySchema,
  BookingIdParamsSchema,
  CreatePaymentBodySchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  PromptPayInstructionsSchema,
  RecordPaymentBodySchema,
  RefundPaymentBodySchema,
  RejectPaymentBodySchema,
  SimilarSlipSchema,
} from '../payments.ts';
import { z } from '../thai-zod.ts';
import { defineRouteSchemas } from './define.ts';
import type { paymentsRoutes } from './payments.ts';

const tag = 'payments';

export const paymentsRouteSchemas = defineRouteSchemas<typeof paymentsRoutes>()({
  createPayment: {
    tag,
    summary: 'เปิดรายการชำระเงินของการจอง (ซ้ำได้: มีรายการที่ยังเปิดอยู่จะได้รายการเดิม 200)',
    body: CreatePaymentBodySchema,
    response: PaymentSchema,
    // The route answers 200 as well, with the payment already open (payments.routes.ts documents both).
    status: 201,
  },
  listPayments: {
    tag,
    summary: 'รายการชำระเงิน (ลูกค้า: ของตนเอง ผู้ดูแล: ทั้งหมด) กรองตามสถานะ',
    query: PaymentListQuerySchema,
    response: PaymentPageSchema,
  },
  getPayment: { tag, summary: 'รายการชำระเงินหนึ่งรายการ', params: IdParamsSchema, response: PaymentSchema },
  listBookingPayments: {
    tag,
    summary: 'การชำระเงินทั้งหมดของการจอง (ใหม่สุดก่อน)',
    params: BookingIdParamsSchema,
    response: z.array(PaymentSchema),
  },
  getPromptPayInstructions: {
    tag,
    summary: 'QR พร้อมเพย์ตามยอดที่ต้องชำระ และบัญชีรับเงินของคลินิก',
    params: BookingIdParamsSchema,
    response: PromptPayInstructionsSchema,
  },
  uploadSlip: {
    tag,
    summary:
      'แนบสลิป: multipart ช่อง slipImage หรือ JSON { slipImage: data URL หรือ base64, transferredAt? } — JPG, PNG, WebP ไม่เกิน 10 MB',
    params: IdParamsSchema,
    // Either form is read by the route itself (payments.routes.ts#readSlipUpload).
    body: 'multipart',
    response: PaymentSchema,
  },
  getSlipImage: { tag, summary: 'รูปสลิป (JPEG)', params: IdParamsSchema, file: 'image/jpeg' },
  getSlipThumbnail: { tag, summary: 'รูปย่อของสลิป (JPEG)', params: IdParamsSchema, file: 'image/jpeg' },
  approvePayment: {
    tag,
    summary:
      'อนุมัติสลิป: การชำระเงินเป็น "ชำระแล้ว" การจองได้รับการยืนยันเมื่อเงินที่อนุมัติครบยอด (ไม่ครบ: รอชำระส่วนที่เหลือ) สลิปที่คล้ายรายการอื่นต้องระบุ lookAlikeReason อนุมัติการจองของตนเองไม่ได้',
    params: IdParamsSchema,
    body: ApprovePaymentBodySchema,
    response: PaymentSchema,
  },
  rejectPayment: {
    tag,
    summary: 'ไม่อนุมัติสลิป (ต้องระบุเหตุผล): การจองกลับไปรอชำระเงิน ลูกค้าแนบสลิปใหม่ได้',
    params: IdParamsSchema,
    body: RejectPaymentBodySchema,
    response: PaymentSchema,
  },
  refundPayment: {
    tag,
    summary: 'บันทึกการคืนเงิน: เฉพาะรายการที่ได้รับเงินแล้วของการจองที่ถูกยกเลิกหรือหมดเวลาชำระ',
    params: IdParamsSchema,
    body: RefundPaymentBodySchema,
    response: PaymentSchema,
  },
  recordPayment: {
    tag,
    summary: 'บันทึกการชำระเงินที่รับนอกระบบ (เงินสด โอนเข้าบัญชี) พร้อมสลิปหรือไม่ก็ได้ ยืนยันทันทีหรือรอตรวจสอบ',
    body: RecordPaymentBodySchema,
    response: PaymentSchema,
    status: 201,
  },
  listSimilarSlips: {
    tag,
    summary: 'สลิปของรายการอื่นที่หน้าตาเกือบเหมือนกัน (อาจเป็นสลิปเดียวกันที่บันทึกซ้ำ)',
    params: IdParamsSchema,
    response: z.array(SimilarSlipSchema),
  },
});
