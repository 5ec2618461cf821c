import { BOOKING_STATUSES } from './bookings.labels.ts';
import { CERTIFICATE_TYPES } from './clinics.ts';
import { dateRangeCheck, IsoDateSchema, keyedBy, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

/** The longest range one report covers: a leap year. */
export const REPORT_MAX_DAYS = 366;

/** GET /api/admin/reports/summary and /export: Bangkok calendar days, both included. */
export const ReportQuerySchema = z
  .object({
    from: IsoDateSchema.describe('first day, Bangkok date'),
    to: IsoDateSchema.describe(`last day, included; at most ${REPORT_MAX_DAYS} days from \`from\``),
    clinicId: z.uuid('รหัสคลินิกไม่ถูกต้อง').optional(),
  })
  .superRefine(
    dateRangeCheck('from', 'to', REPORT_MAX_DAYS, `ดูรายงานได้ครั้งละไม่เกิน ${REPORT_MAX_DAYS} วัน กรุณาเลือกช่วงวันที่สั้นลง`),
  );
export type ReportQuery = z.input<typeof ReportQuerySchema>;

const CountSchema = z.number().int().min(0);
/** Satang; a report's totals may pass SatangSchema's bound for one payment. */
const MoneySchema = z.number().int();

export const ReportRevenueSchema = z.object({
  gross: MoneySchema.describe('payments verified in the range (by verifiedAt), refunded since or not'),
  payments: CountSchema.describe('how many payments make up gross'),
  refunds: MoneySchema.describe('payments refunded in the range (by refundedAt)'),
  refundCount: CountSchema,
  net: MoneySchema.describe('gross − refunds'),
});
export type ReportRevenue = z.infer<typeof ReportRevenueSchema>;

export const ReportGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  revenue: MoneySchema.describe('gross, as ReportRevenue.gross'),
  refunds: MoneySchema,
  bookings: CountSchema.describe('bookings created in the range, any status'),
  examinees: CountSchema.describe('places (examineeCount) of appointments in the range that hold capacity'),
});
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

export const ReportDaySchema = z.object({
  date: IsoDateSchema,
  revenue: MoneySchema,
  bookings: CountSchema,
  certificates: CountSchema.describe('issued that day, valid or revoked since'),
});
export type ReportDay = z.infer<typeof ReportDaySchema>;

export const ReportSummarySchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  clinicId: z.uuid().nullable(),
  timeZone: z.string(),
  generatedAt: TimestampSchema,
  revenue: ReportRevenueSchema,
  bookings: z.object({
    total: CountSchema.describe('bookings created in the range'),
    byStatus: keyedBy(BOOKING_STATUSES, CountSchema),
  }),
  examinees: z.object({
    booked: CountSchema.describe(
      'places (examineeCount) of bookings whose appointment is in the range and that hold capacity',
    ),
    registered: CountSchema.describe('of those, examinees whose details are filled in'),
  }),
  certificates: z.object({
    valid: CountSchema.describe('issued in the range and still valid'),
    revoked: CountSchema.describe('issued in the range and revoked since'),
    byType: keyedBy(CERTIFICATE_TYPES, z.object({ valid: CountSchema, revoked: CountSchema })),
  }),
  clinics: z.array(ReportGroupSchema),
  services: z.array(ReportGroupSchema),
  /** Every day of the range, in order, zeros included. */
  daily: z.array(ReportDaySchema),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
