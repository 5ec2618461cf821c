import { z } from './thai-zod.ts';

/** A receipt is in force until a refund or an amendment cancels it. */
export const RECEIPT_STATUSES = ['issued', 'cancelled'] as const;
export const ReceiptStatusSchema = z.enum(RECEIPT_STATUSES);
export type ReceiptStatus = z.infer<typeof ReceiptStatusSchema>;
export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  issued: 'ออกแล้ว',
  cancelled: 'ยกเลิกแล้ว',
};
