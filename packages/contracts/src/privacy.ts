import { CONSENT_PURPOSES } from './auth.labels.ts';
import { RoleSchema, UserSchema } from './auth.ts';
import { listQuerySchema, optionalText, pageOf, requiredText, TimestampSchema } from './common.ts';
import { CONSENT_STATUSES } from './privacy.labels.ts';
import { z } from './thai-zod.ts';

// ─── consents (PDPA: per purpose, with time and notice version, as easy to withdraw as to give) ─────

export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES, 'กรุณาเลือกวัตถุประสงค์ของความยินยอม');

/** One grant as recorded: its notice version and time, and when it was withdrawn, if it was. */
export const ConsentRecordSchema = z.object({
  id: z.uuid(),
  purpose: ConsentPurposeSchema,
  noticeVersion: z.string(),
  grantedAt: TimestampSchema,
  withdrawnAt: TimestampSchema.nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** Where a purpose stands now, from its latest record. */
export const ConsentStateSchema = z.object({
  purpose: ConsentPurposeSchema,
  label: z.string(),
  required: z.boolean().describe('needed to book an examination'),
  status: z.enum(CONSENT_STATUSES),
  granted: z.boolean(),
  noticeVersion: z.string().nullable().describe('the privacy-notice version of the latest grant'),
  grantedAt: TimestampSchema.nullable(),
  withdrawnAt: TimestampSchema.nullable(),
});
export type ConsentState = z.infer<typeof ConsentStateSchema>;

/** GET /api/auth/consents: every purpose's state, and the history of grants, newest first. */
export const MyConsentsSchema = z.object({
  currentNoticeVersion: z.string(),
  purposes: z.array(ConsentStateSchema),
  history: z.array(ConsentRecordSchema),
});
export type MyConsents = z.infer<typeof MyConsentsSchema>;

/** POST /api/auth/consents: give (a new record, current notice version) or withdraw one purpose. */
export const ConsentChangeBodySchema = z.object({
  purpose: ConsentPurposeSchema,
  granted: z.boolean({ error: 'กรุณาระบุว่าให้หรือถอนความยินยอม' }),
});
export type ConsentChangeBody = z.input<typeof ConsentChangeBodySchema>;

export const ConsentChangeResultSchema = z.object({
  consents: MyConsentsSchema,
  /** What the change means, in Thai (for a withdrawal, its consequences). */
  message: z.string(),
});
export type ConsentChangeResult = z.infer<typeof ConsentChangeResultSchema>;

// ─── data-subject requests ──────────────────────────────────────────────────────────────────────

export const DATA_REQUEST_KINDS = ['access', 'erasure'] as const;
export const DataRequestKindSchema = z.enum(DATA_REQUEST_KINDS, 'ประเภทคำขอต้องเป็น access หรือ erasure');
export type DataRequestKind = z.infer<typeof DataRequestKindSchema>;
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: 'ขอสำเนาข้อมูลส่วนบุคคล',
  erasure: 'ขอลบบัญชีและข้อมูลส่วนบุคคล',
};
/** Legal time limits from the request (docs/thai.md §6): a copy within 30 days, erasure within 90. */
export const DATA_REQUEST_DUE_DAYS: Record<DataRequestKind, number> = { access: 30, erasure: 90 };

export const DATA_REQUEST_STATUSES = ['pending', 'completed', 'rejected'] as const;
export const DataRequestStatusSchema = z.enum(DATA_REQUEST_STATUSES, 'สถานะคำขอไม่ถูกต้อง');
export type DataRequestStatus = z.infer<typeof DataRequestStatusSchema>;
export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  pending: 'รอดำเนินการ',
  completed: 'ดำเนินการแล้ว',
  rejected: 'ปฏิเสธคำขอ',
};

export const DataRequestSchema = z.object({
  id: z.uuid(),
  kind: DataRequestKindSchema,
  status: DataRequestStatusSchema,
  reason: z.string().nullable(),
  createdAt: TimestampSchema,
  dueAt: TimestampSchema,
  overdue: z.boolean().describe('still pending after its due date'),
  decidedAt: TimestampSchema.nullable(),
  decisionNote: z.string().nullable(),
});
export type DataRequest = z.infer<typeof DataRequestSchema>;

export const CreateDataRequestBodySchema = z.object({
  kind: DataRequestKindSchema,
  reason: optionalText(1000, 'เหตุผล'),
});
export type CreateDataRequestBody = z.input<typeof CreateDataRequestBodySchema>;

/** A request as staff see it: with the person (as they are now: anonymised after an erasure) and who decided. */
export const AdminDataRequestSchema = DataRequestSchema.extend({
  user: z.object({
    id: z.uuid(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    role: RoleSchema,
    anonymizedAt: TimestampSchema.nullable(),
  }),
  decidedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type AdminDataRequest = z.infer<typeof AdminDataRequestSchema>;
export const AdminDataRequestPageSchema = pageOf(AdminDataRequestSchema);
export type AdminDataRequestPage = z.infer<typeof AdminDataRequestPageSchema>;

/**
 * What an erasure of this person would do, counted before staff confirm: what is anonymised, what
 * the law keeps, and what stops it (bookings still open).
 */
export const ErasurePreviewSchema = z.object({
  bookings: z.number().int(),
  openBookings: z.array(z.string()).describe('booking numbers still open: cancel or complete them first'),
  examineesKept: z.number().int().describe('with a result or certificate: medical records, kept'),
  examineesAnonymised: z.number().int(),
  certificates: z.number().int(),
  payments: z.number().int(),
  notifications: z.number().int(),
  sessions: z.number().int(),
});
export type ErasurePreview = z.infer<typeof ErasurePreviewSchema>;

export const AdminDataRequestDetailSchema = AdminDataRequestSchema.extend({
  erasure: ErasurePreviewSchema.nullable().describe('for a pending erasure request'),
});
export type AdminDataRequestDetail = z.infer<typeof AdminDataRequestDetailSchema>;

export const DATA_REQUEST_SORT_KEYS = ['createdAt', 'dueAt'] as const;
export const AdminDataRequestListQuerySchema = listQuerySchema(DATA_REQUEST_SORT_KEYS, 'dueAt').extend({
  status: DataRequestStatusSchema.optional(),
  kind: DataRequestKindSchema.optional(),
});
export type AdminDataRequestListQuery = z.input<typeof AdminDataRequestListQuerySchema>;

export const CompleteDataRequestBodySchema = z.object({ note: optionalText(1000, 'บันทึกการดำเนินการ') });
export type CompleteDataRequestBody = z.input<typeof CompleteDataRequestBodySchema>;

/** A refusal is logged with its reason (PDPA), which the person reads. */
export const RejectDataRequestBodySchema = z.object({ note: requiredText(1000, 'เหตุผลที่ปฏิเสธคำขอ') });
export type RejectDataRequestBody = z.input<typeof RejectDataRequestBodySchema>;

/** The names an anonymised account and its records carry instead of the person's. */
export const ANONYMISED_NAME = 'ผู้ใช้ถูกลบ';

// ─── my data (GET /api/auth/export) ────────────────────────────────────────────────────────────

const nullableTimestamp = TimestampSchema.nullable();

export const MyDataExportSchema = z.object({
  format: z.literal('jongdee.personal-data.v1'),
  exportedAt: TimestampSchema,
  currentNoticeVersion: z.string(),
  /** The account as UserSchema has it, less mustChangePassword (which the export has never carried). */
  profile: UserSchema.omit({ mustChangePassword: true }),
  consents: z.array(ConsentRecordSchema),
  sessions: z.array(
    z.object({
      createdAt: TimestampSchema,
      lastSeenAt: TimestampSchema,
      expiresAt: TimestampSchema,
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.uuid(),
      bookingNo: z.string(),
      status: z.string(),
      clinic: z.string(),
      service: z.string(),
      appointmentDate: z.string(),
      slotTime: z.string(),
      examineeCount: z.number().int(),
      unitPrice: z.number().int().describe('satang'),
      totalAmount: z.number().int().describe('satang'),
      contactName: z.string(),
      contactPhone: z.string(),
      note: z.string().nullable(),
      createdAt: TimestampSchema,
      cancelledAt: nullableTimestamp,
      cancelReason: z.string().nullable(),
      completedAt: nullableTimestamp,
      examinees: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          idType: z.string(),
          idNumber: z.string(),
          nationality: z.string(),
          birthDate: z.string().nullable(),
          gender: z.string().nullable(),
          phone: z.string().nullable(),
          healthHistory: z.record(z.string(), z.object({ has: z.boolean(), detail: z.string().nullable() })).nullable(),
        }),
      ),
    }),
  ),
  payments: z.array(
    z.object({
      paymentNo: z.string(),
      bookingNo: z.string(),
      amount: z.number().int().describe('satang'),
      method: z.string(),
      status: z.string(),
      transferredAt: nullableTimestamp,
      verifiedAt: nullableTimestamp,
      rejectReason: z.string().nullable(),
      refundedAt: nullableTimestamp,
      refundNote: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: TimestampSchema,
      slip: z
        .object({
          uploadedAt: TimestampSchema,
          sha256: z.string().nullable(),
          bankCode: z.string().nullable(),
          reference: z.string().nullable(),
          mimeType: z.string().nullable(),
          size: z.number().int().nullable(),
        })
        .nullable()
        .describe('metadata only; the image itself is at /api/payments/{id}/slip'),
    }),
  ),
  results: z.array(
    z.object({
      bookingNo: z.string(),
      examineeId: z.uuid(),
      examineeName: z.string(),
      examDate: z.string(),
      doctorName: z.string(),
      doctorLicenseNo: z.string(),
      items: z.array(
        z.object({
          code: z.string(),
          label: z.string(),
          value: z.string(),
          unit: z.string().nullable(),
          normal: z.boolean(),
        }),
      ),
      conclusion: z.string(),
      doctorOpinion: z.string().nullable(),
      remark: z.string().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      certificateNo: z.string(),
      bookingNo: z.string(),
      examineeName: z.string(),
      type: z.string(),
      status: z.string(),
      examDate: z.string(),
      issuedAt: TimestampSchema,
      validUntil: z.string(),
      doctorName: z.string(),
      conclusion: z.string(),
      verifyUrl: z.string(),
      revokedAt: nullableTimestamp,
    }),
  ),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      body: z.string(),
      link: z.string().nullable(),
      readAt: nullableTimestamp,
      createdAt: TimestampSchema,
    }),
  ),
  /** Every receipt of the person's bookings, cancelled ones and amendments too (newest first). */
  receipts: z.array(
    z.object({
      receiptNo: z.string(),
      bookingNo: z.string(),
      paymentNo: z.string(),
      status: z.string().describe('issued, or cancelled by a refund or an amendment'),
      amount: z.number().int().describe('satang'),
      method: z.string(),
      payerName: z.string(),
      payerTaxId: z.string().nullable(),
      payerAddress: z.string().nullable(),
      paidAt: TimestampSchema,
      issuedAt: TimestampSchema,
      cancelledAt: nullableTimestamp,
      cancelReason: z.string().nullable(),
    }),
  ),
  /** Which messages the person gets by e-mail, as /profile shows them. */
  messagePreferences: z.array(
    z.object({ kind: z.string(), label: z.string(), optional: z.boolean(), email: z.boolean() }),
  ),
  /** The messages written for the person (newest first): what and when, never a link's secret. */
  messages: z.array(
    z.object({
      kind: z.string(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable().describe('known once the message was rendered for sending'),
      status: z.string(),
      createdAt: TimestampSchema,
      sentAt: nullableTimestamp,
    }),
  ),
  dataRequests: z.array(DataRequestSchema),
});
export type MyDataExport = z.infer<typeof MyDataExportSchema>;
