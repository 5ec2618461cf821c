import { BANK_CODES } from './clinics.ts';
import {
  IsoDateSchema,
  listDateRangeCheck,
  listQuerySchema,
  MomentSchema,
  optionalText,
  pageOf,
  requiredText,
  SatangSchema,
  TimestampSchema,
} from './common.ts';
import { ReceiptRefSchema } from './receipts.ts';
import { z } from './thai-zod.ts';

export const PAYMENT_STATUSES = ['pending', 'submitted', 'verified', 'rejected', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'รอแนบสลิป',
  submitted: 'รอตรวจสอบ',
  verified: 'ชำระแล้ว',
  rejected: 'สลิปไม่ผ่านการตรวจสอบ',
  refunded: 'คืนเงินแล้ว',
};

export const PAYMENT_METHODS = ['bank_transfer', 'promptpay', 'cash'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'โอนเงินผ่านธนาคาร',
  promptpay: 'พร้อมเพย์',
  cash: 'เงินสด',
};

export const PaymentSchema = z.object({
  id: z.uuid(),
  paymentNo: z.string(),
  bookingId: z.uuid(),
  bookingNo: z.string(),
  userId: z.uuid(),
  amount: SatangSchema,
  /**
   * What the booking still owes now (its total less its verified payments). A submitted payment
   * below it is short: approving it records the money and leaves the booking waiting for the rest.
   */
  bookingAmountDue: SatangSchema,
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  transferredAt: TimestampSchema.nullable(),
  verifiedAt: TimestampSchema.nullable(),
  rejectReason: z.string().nullable(),
  /** The slip sent for this payment, when there is one; its image at /api/payments/{id}/slip. */
  slip: z
    .object({
      uploadedAt: TimestampSchema,
      qr: z
        .object({ bankCode: z.string(), bankName: z.string().nullable(), reference: z.string() })
        .nullable()
        .describe('read from the QR printed on Thai bank slips; null when the slip has none we could read'),
    })
    .nullable(),
  note: z.string().nullable(),
  lookAlikeReason: z.string().nullable().describe('why staff approved a slip that looked like another payment’s'),
  refundedAt: TimestampSchema.nullable(),
  refundNote: z.string().nullable(),
  /** The receipt in force for this payment (issued when it was verified); null before, or once cancelled. */
  receipt: ReceiptRefSchema.nullable(),
  createdByAdminId: z.uuid().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentPageSchema = pageOf(PaymentSchema);

export const PAYMENT_SORT_KEYS = ['createdAt', 'amount', 'status', 'paymentNo'] as const;
export const PaymentListQuerySchema = listQuerySchema(PAYMENT_SORT_KEYS, 'createdAt')
  .extend({
    status: z
      .union([PaymentStatusSchema, z.array(PaymentStatusSchema)])
      .optional()
      .transform((value) => (value === undefined ? undefined : [value].flat())),
    method: PaymentMethodSchema.optional(),
    bookingId: z.uuid().optional(),
    q: z.string().trim().max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร').optional().describe('payment or booking number'),
    dateFrom: IsoDateSchema.optional().describe('created on or after (Bangkok date)'),
    dateTo: IsoDateSchema.optional(),
  })
  .superRefine(listDateRangeCheck);
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

/** A customer pays by transfer or PromptPay; cash is recorded by staff at the counter. */
export const CreatePaymentBodySchema = z.object({
  bookingId: z.uuid('กรุณาระบุการจอง'),
  method: z.enum(['bank_transfer', 'promptpay'], 'กรุณาเลือกวิธีชำระเงิน'),
});
export type CreatePaymentBody = z.input<typeof CreatePaymentBodySchema>;

export const BookingIdParamsSchema = z.object({ bookingId: z.uuid('รหัสการจองไม่ถูกต้อง') });

/** What the payment screen shows: the exact amount due, the EMVCo PromptPay payload for it, the account. */
export const PromptPayInstructionsSchema = z.object({
  bookingId: z.uuid(),
  bookingNo: z.string(),
  amountDue: SatangSchema,
  payload: z.string().describe('EMVCo merchant-presented QR payload with its CRC; render it as a QR code'),
  paymentDueAt: TimestampSchema,
  receiver: z.object({
    promptPayId: z.string().describe('masked: the payer sees whose account it is without the whole number'),
    bankCode: z.enum(BANK_CODES),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
});
export type PromptPayInstructions = z.infer<typeof PromptPayInstructionsSchema>;

/** A base64 slip of 10 MB is about 13.4 MB of text; a little more is allowed for a data-URL prefix. */
export const SLIP_JSON_MAX_CHARS = 14 * 1024 * 1024;

/** The JSON form of a slip upload (the other is multipart with the field `slipImage`). */
export const UploadSlipBodySchema = z.object({
  slipImage: z
    .string({ error: 'กรุณาแนบรูปสลิป' })
    .min(1, 'กรุณาแนบรูปสลิป')
    .max(SLIP_JSON_MAX_CHARS, 'ไฟล์สลิปต้องมีขนาดไม่เกิน 10 MB')
    .describe('a data URL (data:image/jpeg;base64,…) or bare base64'),
  transferredAt: MomentSchema.nullish()
    .transform((value) => value ?? null)
    .describe('when the payer says they transferred'),
});
export type UploadSlipBody = z.input<typeof UploadSlipBodySchema>;

export const ApprovePaymentBodySchema = z.object({
  note: optionalText(500, 'หมายเหตุ'),
  lookAlikeReason: optionalText(500, 'เหตุผลที่อนุมัติสลิปที่คล้ายรายการอื่น').describe(
    'required when other payments have a look-alike slip (GET …/similar-slips): why this is a different transfer',
  ),
});
export type ApprovePaymentBody = z.input<typeof ApprovePaymentBodySchema>;
export const RejectPaymentBodySchema = z.object({ reason: requiredText(500, 'เหตุผลที่ไม่ผ่าน') });

/** Admin: money returned for a booking that was cancelled or expired after it was paid. */
export const RefundPaymentBodySchema = z.object({
  note: requiredText(500, 'รายละเอียดการคืนเงิน').describe('how and when it was returned, e.g. the transfer reference'),
  refundedAt: MomentSchema.nullish()
    .transform((value) => value ?? null)
    .describe('when the money went back; now when absent'),
});
export type RefundPaymentBody = z.input<typeof RefundPaymentBodySchema>;

/**
 * Admin: a payment taken outside the app (cash at the counter, a transfer seen in the bank's
 * statement), with an optional slip. Verified at once, or left for review when only a slip is given.
 */
export const RecordPaymentBodySchema = z.object({
  bookingId: z.uuid('กรุณาระบุการจอง'),
  method: PaymentMethodSchema,
  amount: SatangSchema.refine((value) => value > 0, 'ยอดเงินต้องมากกว่า 0'),
  paidAt: MomentSchema.describe('when the money was paid or transferred'),
  note: optionalText(500, 'หมายเหตุ'),
  verify: z.boolean().default(true).describe('true: verified now and the booking confirmed; false: waits for review'),
  slipImage: z
    .string()
    .max(SLIP_JSON_MAX_CHARS, 'ไฟล์สลิปต้องมีขนาดไม่เกิน 10 MB')
    .nullish()
    .transform((value) => value || null)
    .describe('optional: a data URL or bare base64 of the slip'),
});
export type RecordPaymentBody = z.input<typeof RecordPaymentBodySchema>;

/** Another payment whose slip looks almost the same: a re-saved or rescaled copy of one transfer. */
export const SimilarSlipSchema = z.object({
  paymentId: z.uuid(),
  paymentNo: z.string(),
  bookingId: z.uuid(),
  bookingNo: z.string(),
  status: PaymentStatusSchema,
  amount: SatangSchema,
  slipUploadedAt: TimestampSchema,
  /** 0–100: the share of the 256 hash bits that agree. */
  similarity: z.number().int().min(0).max(100),
});
export type SimilarSlip = z.infer<typeof SimilarSlipSchema>;
