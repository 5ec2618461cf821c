import { ThaiMobileSchema } from './auth.ts';
import {
  BOOKING_PERIODS,
  BOOKING_STATUSES,
  EXAMINEES_MAX,
  GENDERS,
  HEALTH_HISTORY_ITEMS,
  ID_TYPES,
  TITLES,
} from './bookings.labels.ts';
import { CertificateTypeSchema, OpeningHoursSchema } from './clinics.ts';
import {
  BirthDateSchema,
  IsoDateSchema,
  listDateRangeCheck,
  listQuerySchema,
  optionalText,
  pageOf,
  requiredText,
  SatangSchema,
  SORT_ORDERS,
  TimeOfDaySchema,
  TimestampSchema,
} from './common.ts';
import { BookingReceiptSchema, ReceiptRequestBodySchema, ReceiptRequestSchema } from './receipts.ts';
import { isValidThaiId } from './thai-id.ts';
import { z } from './thai-zod.ts';

export const BookingStatusSchema = z.enum(BOOKING_STATUSES);

const HistoryAnswerSchema = z.object({ has: z.boolean(), detail: optionalText(500, 'รายละเอียด') });
export const HealthHistorySchema = z.partialRecord(z.enum(HEALTH_HISTORY_ITEMS), HistoryAnswerSchema);
export type HealthHistory = z.infer<typeof HealthHistorySchema>;

export const ExamineeBodySchema = z
  .object({
    title: z.enum(TITLES, 'กรุณาเลือกคำนำหน้า'),
    firstName: requiredText(100, 'ชื่อ'),
    lastName: requiredText(100, 'นามสกุล'),
    idType: z.enum(ID_TYPES).default('thai_id'),
    idNumber: z
      .string({ error: 'กรุณากรอกเลขประจำตัว' })
      .trim()
      .overwrite((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .min(1, 'กรุณากรอกเลขประจำตัว')
      .max(30, 'เลขประจำตัวต้องไม่เกิน 30 ตัวอักษร'),
    nationality: requiredText(60, 'สัญชาติ').default('ไทย'),
    birthDate: BirthDateSchema.nullish().transform((value) => value ?? null),
    gender: z
      .enum(GENDERS)
      .nullish()
      .transform((value) => value ?? null),
    phone: ThaiMobileSchema.nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    healthHistory: HealthHistorySchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((examinee, context) => {
    if (examinee.idType === 'thai_id' && !isValidThaiId(examinee.idNumber)) {
      context.addIssue({
        code: 'custom',
        path: ['idNumber'],
        message: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง',
      });
    }
    if (examinee.idType !== 'thai_id' && !/^[A-Z0-9]{5,30}$/.test(examinee.idNumber)) {
      context.addIssue({
        code: 'custom',
        path: ['idNumber'],
        message: 'เลขหนังสือเดินทางหรือเอกสารต้องเป็นตัวอักษรอังกฤษหรือตัวเลข 5–30 ตัว',
      });
    }
  });
export type ExamineeBody = z.input<typeof ExamineeBodySchema>;

export const ExamineeSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  title: z.enum(TITLES),
  firstName: z.string(),
  lastName: z.string(),
  idType: z.enum(ID_TYPES),
  idNumber: z.string().describe('whole for the owner and admins on the record; masked in lists'),
  nationality: z.string(),
  birthDate: BirthDateSchema.nullable(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  // The answers as stored: no transforms, so a response can be serialised (encoded) through it.
  healthHistory: z
    .partialRecord(z.enum(HEALTH_HISTORY_ITEMS), z.object({ has: z.boolean(), detail: z.string().nullable() }))
    .nullable(),
  /** Arrived at the clinic's front desk on the appointment day. */
  checkedInAt: TimestampSchema.nullable(),
  /** Did not arrive by the clinic's closing time on the appointment day. */
  noShowAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Examinee = z.infer<typeof ExamineeSchema>;

/** The clinic as a booking list shows it; one booking adds its hours and its cancellation policy. */
const BookingClinicSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  province: z.string(),
  phone: z.string(),
  mapUrl: z.string().nullable(),
});

export const BookingSchema = z.object({
  id: z.uuid(),
  bookingNo: z.string(),
  userId: z.uuid(),
  user: z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable().describe('null for a walk-in customer staff opened without an e-mail'),
    phone: z.string(),
  }),
  clinic: BookingClinicSchema.extend({
    openingHours: OpeningHoursSchema,
    cancellationPolicy: z.string().describe("the clinic's own policy, or DEFAULT_CANCELLATION_POLICY"),
  }),
  service: z.object({ id: z.uuid(), name: z.string(), certificateType: CertificateTypeSchema }),
  appointmentDate: IsoDateSchema,
  slotTime: TimeOfDaySchema,
  appointmentAt: TimestampSchema,
  examineeCount: z.number().int(),
  unitPrice: SatangSchema,
  totalAmount: SatangSchema,
  /** The total less the verified payments: what is still owed (decision 014). */
  amountDue: SatangSchema,
  /** Why the clinic refused the latest slip, while the booking waits for a new one; otherwise null. */
  rejectedSlipReason: z.string().nullable(),
  status: BookingStatusSchema,
  contactName: z.string(),
  contactPhone: z.string(),
  note: z.string().nullable(),
  paymentDueAt: TimestampSchema,
  createdByAdminId: z.uuid().nullable(),
  capacityOverride: z.boolean(),
  confirmedAt: TimestampSchema.nullable(),
  confirmedBy: z.uuid().nullable(),
  confirmNote: z.string().nullable(),
  cancelledAt: TimestampSchema.nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.uuid().nullable(),
  completedAt: TimestampSchema.nullable(),
  expiredAt: TimestampSchema.nullable(),
  /** Set once after the appointment day's closing time when someone of this confirmed booking did not arrive. */
  noShowAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  examinees: z.array(ExamineeSchema),
  /** The company the receipts are made out to, asked for at booking (null: the person who booked). */
  receipt: ReceiptRequestSchema.nullable(),
  /** The receipts issued for its verified payments, oldest first (cancelled ones included). */
  receipts: z.array(BookingReceiptSchema),
  /** What the caller may do now, so screens do not repeat the rules of docs/product.md §4. */
  allowedActions: z.object({
    edit: z.boolean(),
    reschedule: z.boolean(),
    cancel: z.boolean(),
    editExaminees: z.boolean(),
    pay: z.boolean(),
    confirm: z.boolean(),
    complete: z.boolean(),
  }),
});
export type Booking = z.infer<typeof BookingSchema>;

/**
 * A booking in a list: what the list screens, search, a user's view and the Excel export show of it.
 * No examinees, no receipts and no history (who confirmed or cancelled it, and when): those are the
 * booking's own page. About half the fields of a booking: a page of 20 is a third fewer bytes for a
 * phone and a third less CPU for the server (bench:lists, decision 030).
 */
export const BookingListItemSchema = BookingSchema.pick({
  id: true,
  bookingNo: true,
  user: true,
  appointmentDate: true,
  slotTime: true,
  examineeCount: true,
  unitPrice: true,
  totalAmount: true,
  amountDue: true,
  rejectedSlipReason: true,
  status: true,
  contactName: true,
  contactPhone: true,
  paymentDueAt: true,
  createdAt: true,
}).extend({
  clinic: BookingClinicSchema.pick({ id: true, name: true }),
  service: z.object({ id: z.uuid(), name: z.string() }),
  examineesFilled: z.number().int(),
});
export type BookingListItem = z.infer<typeof BookingListItemSchema>;
export const BookingPageSchema = pageOf(BookingListItemSchema);

export const BOOKING_SORT_KEYS = ['createdAt', 'appointmentDate', 'bookingNo', 'totalAmount', 'status'] as const;
const BookingFilterSchema = listQuerySchema(BOOKING_SORT_KEYS, 'createdAt').extend({
  status: z
    .union([BookingStatusSchema, z.array(BookingStatusSchema)])
    .optional()
    .transform((value) => (value === undefined ? undefined : [value].flat())),
  /** upcoming, past or closed (BOOKING_PERIODS); "today" is the clinic's, Bangkok. */
  period: z.enum(BOOKING_PERIODS).optional(),
  clinicId: z.uuid().optional(),
  serviceId: z.uuid().optional(),
  dateFrom: IsoDateSchema.optional(),
  dateTo: IsoDateSchema.optional(),
  q: z.string().trim().max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร').optional(),
});
export const BookingListQuerySchema = BookingFilterSchema.superRefine(listDateRangeCheck);
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;
/** The list's filters without paging; the sheet is in appointment order by default. */
export const BookingExportQuerySchema = BookingFilterSchema.omit({ page: true, limit: true })
  .extend({
    sortBy: z.enum(BOOKING_SORT_KEYS).default('appointmentDate'),
    sortOrder: z.enum(SORT_ORDERS).default('asc'),
  })
  .superRefine(listDateRangeCheck);

const ExamineeCountSchema = z
  .number({ error: 'กรุณาระบุจำนวนผู้เข้าตรวจ' })
  .int('จำนวนผู้เข้าตรวจต้องเป็นจำนวนเต็ม')
  .min(1, 'ต้องมีผู้เข้าตรวจอย่างน้อย 1 คน')
  .max(EXAMINEES_MAX, `จองได้ไม่เกิน ${EXAMINEES_MAX} คนต่อการจอง`);

export const CreateBookingBodySchema = z.object({
  clinicId: z.uuid('กรุณาเลือกคลินิก'),
  serviceId: z.uuid('กรุณาเลือกบริการ'),
  appointmentDate: IsoDateSchema,
  slotTime: TimeOfDaySchema,
  examineeCount: ExamineeCountSchema,
  contactName: requiredText(200, 'ชื่อผู้ติดต่อ'),
  contactPhone: ThaiMobileSchema,
  note: optionalText(1000, 'หมายเหตุ'),
  examinees: z.array(ExamineeBodySchema).max(EXAMINEES_MAX).default([]),
  /** Admins only: book on behalf of this user. */
  userId: z.uuid().optional(),
  /** Admins only: book past the slot's capacity; the reason is recorded. */
  capacityOverrideReason: optionalText(500, 'เหตุผลการรับเกินจำนวน'),
  /** A receipt in a company's name; absent or null: receipts name the person who booked. */
  receipt: ReceiptRequestBodySchema.nullish().transform((value) => value ?? null),
});
export type CreateBookingBody = z.input<typeof CreateBookingBodySchema>;

/** Every field optional: a user sends what changes. Date and slot move together. */
export const UpdateBookingBodySchema = z
  .object({
    serviceId: z.uuid().optional(),
    appointmentDate: IsoDateSchema.optional(),
    slotTime: TimeOfDaySchema.optional(),
    examineeCount: ExamineeCountSchema.optional(),
    contactName: requiredText(200, 'ชื่อผู้ติดต่อ').optional(),
    contactPhone: ThaiMobileSchema.optional(),
    note: optionalText(1000, 'หมายเหตุ').optional(),
    capacityOverrideReason: optionalText(500, 'เหตุผลการรับเกินจำนวน'),
  })
  .refine((body) => (body.appointmentDate === undefined) === (body.slotTime === undefined), {
    message: 'กรุณาเลือกทั้งวันที่และเวลานัดหมาย',
    path: ['slotTime'],
  });
export type UpdateBookingBody = z.input<typeof UpdateBookingBodySchema>;

export const CancelBookingBodySchema = z.object({ reason: requiredText(500, 'เหตุผลการยกเลิก') });
export type CancelBookingBody = z.input<typeof CancelBookingBodySchema>;

export const ConfirmBookingBodySchema = z.object({ note: optionalText(500, 'หมายเหตุ') });
export type ConfirmBookingBody = z.input<typeof ConfirmBookingBodySchema>;

export const ExamineeParamsSchema = z.object({ id: z.uuid(), examineeId: z.uuid() });

/** At most this many rows in one export of the booking list; narrow the filters for more. */
export const BOOKING_EXPORT_LIMIT = 10_000;

/** One row of a booking's audit trail (GET /api/admin/bookings/{id}/audit), newest first. */
export const BookingAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: TimestampSchema,
});
export type BookingAuditEntry = z.infer<typeof BookingAuditEntrySchema>;

/**
 * The one masking of id numbers, wherever one is shown in part (lists, exports, masked certificates):
 * a Thai id keeps only its last three digits, `x-xxxx-xxxxx-56-1` (issue 6); passports and other
 * numbers keep their last 3 characters.
 */
export function maskIdNumber(idType: (typeof ID_TYPES)[number], idNumber: string): string {
  if (idType === 'thai_id' && /^\d{13}$/.test(idNumber)) {
    return `x-xxxx-xxxxx-${idNumber.slice(10, 12)}-${idNumber.slice(12)}`;
  }
  return `${'x'.repeat(Math.max(0, idNumber.length - 3))}${idNumber.slice(-3)}`;
}
