import { BOOKING_STATUSES, TITLES } from './bookings.labels.ts';
import { ResultConclusionSchema, ResultItemsSchema } from './certificate-forms.ts';
import { CERTIFICATE_TYPES, CertificateTypeSchema } from './clinics.ts';
import {
  IsoDateSchema,
  keyedBy,
  listDateRangeCheck,
  listQuerySchema,
  optionalText,
  pageOf,
  requiredText,
  TimestampSchema,
} from './common.ts';
import { z } from './thai-zod.ts';

// ─── examination results ─────────────────────────────────────────────────────────────────────────

export const RESULT_SOURCES = ['form', 'excel'] as const;

export const ExaminationResultSchema = z.object({
  id: z.uuid(),
  examineeId: z.uuid(),
  bookingId: z.uuid(),
  examDate: IsoDateSchema,
  doctor: z.object({ id: z.uuid().nullable(), name: z.string(), licenseNo: z.string() }),
  items: ResultItemsSchema,
  conclusion: ResultConclusionSchema,
  doctorOpinion: z.string().nullable(),
  remark: z.string().nullable(),
  source: z.enum(RESULT_SOURCES),
  importId: z.uuid().nullable(),
  recordedBy: z.uuid(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ExaminationResult = z.infer<typeof ExaminationResultSchema>;

/** Recording (or correcting) an examinee's result; the items are checked against the form of the service's type. */
export const ResultBodySchema = z.object({
  /** The visit (check-in) date, which is also what it defaults to: never before the appointment, never later. */
  examDate: IsoDateSchema.optional(),
  doctorId: z.uuid('กรุณาเลือกแพทย์ผู้ตรวจ'),
  items: ResultItemsSchema,
  conclusion: ResultConclusionSchema,
  // What one A4 certificate prints in full on every form (the driving form has the least room).
  doctorOpinion: optionalText(300, 'ความเห็นแพทย์'),
  /** Required when the conclusion passes (ผ่าน) with any abnormal item. */
  remark: optionalText(400, 'หมายเหตุ'),
  /**
   * The doctor has seen the values outside the normal range (outOfRangeItems) and they are right;
   * without it such a result is answered 409 RESULT_NEEDS_CONFIRMATION listing them in `details`.
   */
  confirmOutOfRange: z.boolean().default(false),
});
export type ResultBody = z.input<typeof ResultBodySchema>;

export const ExamineeIdParamsSchema = z.object({ examineeId: z.uuid('รหัสผู้เข้ารับการตรวจไม่ถูกต้อง') });

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export const CertificateStatusSchema = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof CertificateStatusSchema>;
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: 'ถูกต้อง',
  revoked: 'ถูกเพิกถอน',
};

/** One examinee in the results worklist: who, which booking, and how far they are. */
export const ResultWorkItemSchema = z.object({
  examinee: z.object({
    id: z.uuid(),
    title: z.enum(TITLES),
    firstName: z.string(),
    lastName: z.string(),
    idNumber: z.string().describe('masked'),
    gender: z.enum(['male', 'female', 'other']).nullable(),
    /** When the examinee checked in on the day; results can be recorded only after. */
    checkedInAt: TimestampSchema.nullable(),
  }),
  booking: z.object({
    id: z.uuid(),
    bookingNo: z.string(),
    status: z.enum(BOOKING_STATUSES),
    appointmentDate: IsoDateSchema,
    slotTime: z.string(),
    clinicId: z.uuid(),
    clinicName: z.string(),
    serviceName: z.string(),
    certificateType: CertificateTypeSchema,
  }),
  result: z
    .object({ id: z.uuid(), examDate: IsoDateSchema, conclusion: ResultConclusionSchema, doctorName: z.string() })
    .nullable(),
  certificate: z
    .object({ id: z.uuid(), certificateNo: z.string(), status: CertificateStatusSchema })
    .nullable()
    .describe('the valid certificate, when there is one'),
});
export type ResultWorkItem = z.infer<typeof ResultWorkItemSchema>;
export const ResultWorkPageSchema = pageOf(ResultWorkItemSchema);

export const RESULT_WORK_STATES = ['awaiting', 'recorded', 'certified'] as const;
export const RESULT_WORK_STATE_LABELS: Record<(typeof RESULT_WORK_STATES)[number], string> = {
  awaiting: 'รอบันทึกผล',
  recorded: 'บันทึกผลแล้ว รอออกใบรับรอง',
  certified: 'ออกใบรับรองแล้ว',
};
export const ResultWorkQuerySchema = listQuerySchema(
  ['appointmentDate', 'bookingNo', 'name'],
  'appointmentDate',
).extend({
  state: z.enum(RESULT_WORK_STATES).optional(),
  clinicId: z.uuid().optional(),
  bookingId: z.uuid().optional(),
  date: IsoDateSchema.optional().describe('appointment date'),
  q: z.string().trim().max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร').optional().describe('booking no., name or id number'),
});
export type ResultWorkQuery = z.input<typeof ResultWorkQuerySchema>;

/** Everything the result form needs for one examinee (reading it is audited: health data). */
export const ResultFormSchema = z.object({
  work: ResultWorkItemSchema,
  doctors: z.array(z.object({ id: z.uuid(), name: z.string(), licenseNo: z.string() })),
  result: ExaminationResultSchema.nullable(),
});
export type ResultForm = z.infer<typeof ResultFormSchema>;

// ─── certificates ────────────────────────────────────────────────────────────────────────────────

export const CertificateSchema = z.object({
  id: z.uuid(),
  certificateNo: z.string(),
  type: CertificateTypeSchema,
  status: CertificateStatusSchema,
  bookingId: z.uuid(),
  bookingNo: z.string(),
  examineeId: z.uuid(),
  examineeName: z.string(),
  clinicName: z.string(),
  examDate: IsoDateSchema,
  issuedAt: TimestampSchema,
  validUntil: IsoDateSchema,
  doctorName: z.string(),
  doctorLicenseNo: z.string(),
  conclusion: ResultConclusionSchema,
  verifyUrl: z.string().describe('the public verification page printed as a QR code on the PDF'),
  revokedAt: TimestampSchema.nullable(),
  revokedReason: z.string().nullable(),
  replacedById: z.uuid().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;
export const CertificatePageSchema = pageOf(CertificateSchema);

export const CERTIFICATE_SORT_KEYS = ['issuedAt', 'certificateNo', 'validUntil'] as const;
export const CertificateListQuerySchema = listQuerySchema(CERTIFICATE_SORT_KEYS, 'issuedAt')
  .extend({
    q: z.string().trim().max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร').optional().describe('number, name or id number'),
    type: CertificateTypeSchema.optional(),
    status: CertificateStatusSchema.optional(),
    clinicId: z.uuid().optional(),
    bookingId: z.uuid().optional(),
    dateFrom: IsoDateSchema.optional().describe('issued on or after (Bangkok date)'),
    dateTo: IsoDateSchema.optional(),
  })
  .superRefine(listDateRangeCheck);
export type CertificateListQuery = z.input<typeof CertificateListQuerySchema>;

export const IssueCertificatesBodySchema = z
  .object({
    examineeIds: z.array(z.uuid()).max(200, 'ออกใบรับรองได้ครั้งละไม่เกิน 200 คน').optional(),
    bookingId: z.uuid().optional().describe('every examinee of the booking with a result and no valid certificate'),
  })
  .refine((body) => (body.examineeIds?.length ?? 0) > 0 || body.bookingId !== undefined, {
    message: 'กรุณาเลือกผู้เข้ารับการตรวจหรือการจองที่จะออกใบรับรอง',
    path: ['examineeIds'],
  });
export type IssueCertificatesBody = z.input<typeof IssueCertificatesBodySchema>;

export const RevokeCertificateBodySchema = z.object({ reason: requiredText(500, 'เหตุผลการเพิกถอน') });
export type RevokeCertificateBody = z.input<typeof RevokeCertificateBodySchema>;

export const CertificateStatsSchema = z.object({
  total: z.number().int(),
  byStatus: keyedBy(CERTIFICATE_STATUSES, z.number().int()),
  byType: keyedBy(CERTIFICATE_TYPES, z.number().int()),
  issuedThisMonth: z.number().int(),
});
export type CertificateStats = z.infer<typeof CertificateStatsSchema>;

// ─── public verification ─────────────────────────────────────────────────────────────────────────

export const VerifyParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'รหัสตรวจสอบไม่ถูกต้อง'),
});

/** What anyone holding the QR may learn: nothing beyond what the paper itself shows, name partly masked. */
export const VerificationSchema = z.object({
  status: CertificateStatusSchema,
  certificateNo: z.string(),
  type: CertificateTypeSchema,
  clinicName: z.string(),
  examineeName: z.string().describe('first name with the rest masked, e.g. สมชาย ใ***'),
  issuedAt: TimestampSchema,
  validUntil: IsoDateSchema,
  expired: z.boolean().describe('past its validity date (one month from the examination)'),
});
export type Verification = z.infer<typeof VerificationSchema>;
