import { optionalText, requiredText, SatangSchema, TimestampSchema } from './common.ts';
import { isValidThaiId } from './thai-id.ts';
import { z } from './thai-zod.ts';

/** A receipt is in force until a refund or an amendment cancels it. */
export const RECEIPT_STATUSES = ['issued', 'cancelled'] as const;
export const ReceiptStatusSchema = z.enum(RECEIPT_STATUSES);
export type ReceiptStatus = z.infer<typeof ReceiptStatusSchema>;
export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  issued: 'ออกแล้ว',
  cancelled: 'ยกเลิกแล้ว',
};

/** A 13-digit tax id (เลขประจำตัวผู้เสียภาษี) with its check digit; spaces and dashes are ignored. */
export const TaxIdSchema = z
  .string({ error: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี' })
  .trim()
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .min(1, 'กรุณากรอกเลขประจำตัวผู้เสียภาษี')
  .refine(isValidThaiId, 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง');

/** A receipt in a company's name, asked for at booking: all three are printed on the receipt. */
export const ReceiptRequestBodySchema = z.object({
  name: requiredText(200, 'ชื่อบริษัทในใบเสร็จ'),
  taxId: TaxIdSchema,
  address: requiredText(500, 'ที่อยู่ในใบเสร็จ'),
});
export type ReceiptRequestBody = z.input<typeof ReceiptRequestBodySchema>;

/** The company details a booking's receipts are made out to (null: the person who booked). */
export const ReceiptRequestSchema = z.object({ name: z.string(), taxId: z.string(), address: z.string() });
export type ReceiptRequest = z.infer<typeof ReceiptRequestSchema>;

/** A receipt as a payment lists it: enough to show its number and offer the download. */
export const ReceiptRefSchema = z.object({ id: z.uuid(), receiptNo: z.string(), status: ReceiptStatusSchema });
export type ReceiptRef = z.infer<typeof ReceiptRefSchema>;

/** A booking's receipts, one per verified payment (cancelled ones too, so an amendment can be traced). */
export const BookingReceiptSchema = ReceiptRefSchema.extend({ paymentId: z.uuid() });
export type BookingReceipt = z.infer<typeof BookingReceiptSchema>;

/** Staff correct who a receipt is made out to: a new number replaces it (POST /api/admin/receipts/{id}/amend). */
export const AmendReceiptBodySchema = z.object({
  payerName: requiredText(200, 'ชื่อผู้ชำระเงิน'),
  payerTaxId: z
    .string()
    .trim()
    .overwrite((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => value === '' || isValidThaiId(value), 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')
    .nullish()
    .transform((value) => (value ? value : null)),
  payerAddress: optionalText(500, 'ที่อยู่ผู้ชำระเงิน'),
});
export type AmendReceiptBody = z.input<typeof AmendReceiptBodySchema>;

/** A receipt as staff see it: what it was made out for, and where it stands. */
export const ReceiptSchema = ReceiptRefSchema.extend({
  paymentId: z.uuid(),
  bookingId: z.uuid(),
  payerName: z.string(),
  payerTaxId: z.string().nullable(),
  payerAddress: z.string().nullable(),
  amount: SatangSchema,
  paidAt: TimestampSchema,
  issuedAt: TimestampSchema,
  cancelledAt: TimestampSchema.nullable(),
  cancelReason: z.string().nullable(),
  /** The number of the receipt this one amends (that one is cancelled). */
  replacesNo: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
