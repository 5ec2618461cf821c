import { BookingStatusSchema } from './bookings.ts';
import { dateRangeCheck, IsoDateSchema, TimeOfDaySchema } from './common.ts';
import { z } from './thai-zod.ts';

/**
 * The booking statuses that make an appointment: every booking that holds capacity (docs/product.md §4).
 * An unpaid booking still holds its places and its customer may pay at the counter, so staff expect
 * them too; cancelled and expired bookings free their places and nobody comes.
 */
export const APPOINTMENT_STATUSES = ['pending_payment', 'payment_review', 'confirmed', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The longest range one calendar request covers: a month grid is at most six weeks. */
export const CALENDAR_MAX_DAYS = 42;

/**
 * `bookings`: every slot of every day with its bookings (week and day views). `summary`: each day's
 * totals and bookings per status, without slots (month view) — a tenth of the size.
 */
export const CALENDAR_DETAILS = ['bookings', 'summary'] as const;
export type CalendarDetail = (typeof CALENDAR_DETAILS)[number];

/** Why a clinic takes no appointments on a day: its weekly hours, a closed date, or the clinic is off. */
export const CALENDAR_CLOSED_REASONS = ['closed_weekday', 'closed_date', 'inactive'] as const;
export const CalendarClosedReasonSchema = z.enum(CALENDAR_CLOSED_REASONS);
export type CalendarClosedReason = z.infer<typeof CalendarClosedReasonSchema>;
export const CALENDAR_CLOSED_REASON_LABELS: Record<CalendarClosedReason, string> = {
  closed_weekday: 'วันหยุดประจำสัปดาห์',
  closed_date: 'วันหยุดคลินิก',
  inactive: 'คลินิกปิดให้บริการ',
};

export const CalendarQuerySchema = z
  .object({
    from: IsoDateSchema.describe('first day, Bangkok date'),
    to: IsoDateSchema.describe(`last day, included; at most ${CALENDAR_MAX_DAYS} days after from`),
    clinicId: z.uuid('รหัสคลินิกไม่ถูกต้อง').optional(),
    detail: z.enum(CALENDAR_DETAILS).default('bookings'),
  })
  .superRefine(
    dateRangeCheck('from', 'to', CALENDAR_MAX_DAYS, `แสดงปฏิทินได้ครั้งละไม่เกิน ${CALENDAR_MAX_DAYS} วัน กรุณาเลือกช่วงวันที่สั้นลง`),
  );
export type CalendarQuery = z.input<typeof CalendarQuerySchema>;

const CountSchema = z.number().int().min(0);

export const CalendarBookingSchema = z.object({
  id: z.uuid(),
  bookingNo: z.string(),
  status: BookingStatusSchema,
  examineeCount: z.number().int(),
  customerName: z.string(),
});
export type CalendarBooking = z.infer<typeof CalendarBookingSchema>;

/** Bookings per status; a status without bookings is absent. */
export const CalendarStatusCountsSchema = z.partialRecord(BookingStatusSchema, CountSchema);
export type CalendarStatusCounts = z.infer<typeof CalendarStatusCountsSchema>;

export const CalendarSlotSchema = z.object({
  time: TimeOfDaySchema,
  /** A slot of the day's opening hours; false for a time that holds bookings but is no longer offered. */
  offered: z.boolean(),
  capacity: CountSchema.describe('capacityPerSlot; 0 when the day is closed or the time is not offered'),
  used: CountSchema.describe('examinees of the bookings that hold capacity (slot_usage)'),
  byStatus: CalendarStatusCountsSchema,
  /** Every booking of the slot, cancelled and expired ones too (they hold no places). */
  bookings: z.array(CalendarBookingSchema),
});
export type CalendarSlot = z.infer<typeof CalendarSlotSchema>;

export const CalendarDaySchema = z.object({
  date: IsoDateSchema,
  closedReason: CalendarClosedReasonSchema.nullable(),
  closedNote: z.string().nullable().describe('the reason staff gave for a closed date'),
  capacity: CountSchema.describe('capacityPerSlot × the slots of the day; 0 when closed'),
  used: CountSchema.describe('examinees holding places that day (slot_usage)'),
  byStatus: CalendarStatusCountsSchema,
  /** The day's slots, and any other time that still holds bookings; absent when detail=summary. */
  slots: z.array(CalendarSlotSchema).optional(),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const CalendarClinicSchema = z.object({
  clinicId: z.uuid(),
  clinicCode: z.string(),
  clinicName: z.string(),
  isActive: z.boolean(),
  slotMinutes: z.number().int(),
  capacityPerSlot: z.number().int(),
  days: z.array(CalendarDaySchema),
});
export type CalendarClinic = z.infer<typeof CalendarClinicSchema>;

/** GET /api/admin/calendar: per clinic, per day, per slot — capacity, use and bookings. */
export const CalendarSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  timeZone: z.string(),
  detail: z.enum(CALENDAR_DETAILS),
  clinics: z.array(CalendarClinicSchema),
});
export type Calendar = z.infer<typeof CalendarSchema>;
