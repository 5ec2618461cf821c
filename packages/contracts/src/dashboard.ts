import { LastBackupSchema } from './backups.ts';
import { BookingStatusSchema } from './bookings.ts';
import { APPOINTMENT_STATUSES, CalendarClosedReasonSchema } from './calendar.ts';
import { IsoDateSchema, keyedBy, TimeOfDaySchema, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

/** At most this many of today's coming appointments travel with the dashboard. */
export const DASHBOARD_SCHEDULE_LIMIT = 20;
/** The slot usage the dashboard shows: today and the six days after it. */
export const DASHBOARD_WEEK_DAYS = 7;

const CountSchema = z.number().int().min(0);
/** A sum of money in satang: unlike one payment (SatangSchema, at most ฿1,000,000), a month’s takings have no ceiling. */
const SatangTotalSchema = z.number().int().min(0);

export const DashboardAppointmentsSchema = z.object({
  bookings: CountSchema,
  examinees: CountSchema.describe('examineeCount of the bookings (places booked), not the names filled in'),
  byStatus: keyedBy(APPOINTMENT_STATUSES, CountSchema).describe('bookings per status'),
  clinics: z.array(
    z.object({ clinicId: z.uuid(), clinicName: z.string(), bookings: CountSchema, examinees: CountSchema }),
  ),
});
export type DashboardAppointments = z.infer<typeof DashboardAppointmentsSchema>;

export const DashboardReviewQueueSchema = z.object({
  submitted: CountSchema.describe('payments whose slip waits for review'),
  oldestSubmittedAt: TimestampSchema.nullable().describe('when the longest-waiting slip arrived'),
});

export const DashboardRevenueSchema = z.object({
  /** `YYYY-MM` of the Bangkok month "this month" means. */
  month: z.string(),
  previousMonth: z.string(),
  thisMonth: SatangTotalSchema.describe('verified payments by verifiedAt in this Bangkok month'),
  thisMonthPayments: CountSchema,
  lastMonth: SatangTotalSchema.describe('the whole previous Bangkok month'),
  lastMonthPayments: CountSchema,
  lastMonthToDate: SatangTotalSchema.describe(
    'the previous month up to the same day of the month, for a fair comparison',
  ),
  /** Day of the month → satang verified that day, this month and last. Days without money are absent. */
  daily: z.array(
    z.object({ day: z.number().int().min(1).max(31), thisMonth: SatangTotalSchema, lastMonth: SatangTotalSchema }),
  ),
});
export type DashboardRevenue = z.infer<typeof DashboardRevenueSchema>;

export const DashboardCertificatesSchema = z.object({
  month: z.string(),
  issued: CountSchema.describe('issued this Bangkok month, valid or revoked since'),
  revoked: CountSchema.describe('of those, revoked since'),
});

export const DashboardWeekDaySchema = z.object({
  date: IsoDateSchema,
  closedReason: CalendarClosedReasonSchema.nullable(),
  closedNote: z.string().nullable().describe('the reason staff gave for a closed date'),
  capacity: CountSchema.describe('capacityPerSlot × the slots of that day; 0 when closed'),
  used: CountSchema.describe('examinees booked in that day’s slots (slot_usage)'),
});
export const DashboardWeekClinicSchema = z.object({
  clinicId: z.uuid(),
  clinicName: z.string(),
  days: z.array(DashboardWeekDaySchema),
});
export type DashboardWeekClinic = z.infer<typeof DashboardWeekClinicSchema>;

export const DashboardScheduleItemSchema = z.object({
  bookingId: z.uuid(),
  bookingNo: z.string(),
  slotTime: TimeOfDaySchema,
  clinicId: z.uuid(),
  clinicName: z.string(),
  customerName: z.string(),
  examineeCount: z.number().int(),
  status: BookingStatusSchema,
});
export type DashboardScheduleItem = z.infer<typeof DashboardScheduleItemSchema>;

/** GET /api/admin/dashboard: the whole /admin screen in one answer, every number from aggregate SQL. */
export const DashboardSchema = z.object({
  generatedAt: TimestampSchema,
  /** Today in Bangkok, `YYYY-MM-DD`. */
  date: IsoDateSchema,
  timeZone: z.string(),
  appointmentsToday: DashboardAppointmentsSchema,
  reviewQueue: DashboardReviewQueueSchema,
  revenue: DashboardRevenueSchema,
  certificates: DashboardCertificatesSchema,
  week: z.object({ from: IsoDateSchema, to: IsoDateSchema, clinics: z.array(DashboardWeekClinicSchema) }),
  schedule: z.object({
    items: z.array(DashboardScheduleItemSchema).describe(`today’s appointments whose slot has not ended, by time`),
    remaining: CountSchema.describe('how many there are in all (items holds the first of them)'),
  }),
  lastBackup: LastBackupSchema.nullable().describe(
    'the newest finished `npm run backup`; null when none was ever made',
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
