import { ID_TYPES, TITLES } from './bookings.labels.ts';
import { BookingStatusSchema } from './bookings.ts';
import { IsoDateSchema, SatangSchema, TimeOfDaySchema, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

/** How many examinees one check-in may name: a booking holds at most EXAMINEES_MAX (200). */
export const CHECK_IN_EXAMINEES_MAX = 200;

/** POST /api/admin/bookings/{id}/check-in: the examinees who arrived. Checking someone in twice changes nothing. */
export const CheckInBodySchema = z.object({
  examineeIds: z
    .array(z.uuid('รหัสผู้เข้าตรวจไม่ถูกต้อง'), { error: 'กรุณาเลือกผู้เข้าตรวจที่มาถึงแล้ว' })
    .min(1, 'กรุณาเลือกผู้เข้าตรวจที่มาถึงแล้วอย่างน้อย 1 คน')
    .max(CHECK_IN_EXAMINEES_MAX, `เช็กอินได้ครั้งละไม่เกิน ${CHECK_IN_EXAMINEES_MAX} คน`),
});
export type CheckInBody = z.input<typeof CheckInBodySchema>;

export const CheckInExamineeParamsSchema = z.object({
  id: z.uuid('รหัสอ้างอิงไม่ถูกต้อง'),
  examineeId: z.uuid('รหัสผู้เข้าตรวจไม่ถูกต้อง'),
});

/** GET /api/admin/check-in: one day's bookings for the front desk (the day defaults to today in Bangkok). */
export const CheckInDayQuerySchema = z.object({
  clinicId: z.uuid('รหัสคลินิกไม่ถูกต้อง').optional(),
  date: IsoDateSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร')
    .optional()
    .describe('booking number (what the check-in QR holds), contact or account phone, examinee id number or name'),
});
export type CheckInDayQuery = z.input<typeof CheckInDayQuerySchema>;

export const CheckInExamineeSchema = z.object({
  id: z.uuid(),
  title: z.enum(TITLES),
  firstName: z.string(),
  lastName: z.string(),
  idType: z.enum(ID_TYPES),
  /** Whole: the front desk compares it with the card. */
  idNumber: z.string(),
  checkedInAt: TimestampSchema.nullable(),
  noShowAt: TimestampSchema.nullable(),
  hasResult: z.boolean(),
});
export type CheckInExaminee = z.infer<typeof CheckInExamineeSchema>;

/** A booking as the front desk sees it on the appointment day. */
export const CheckInBookingSchema = z.object({
  id: z.uuid(),
  bookingNo: z.string(),
  status: BookingStatusSchema,
  appointmentDate: IsoDateSchema,
  slotTime: TimeOfDaySchema,
  clinic: z.object({ id: z.uuid(), name: z.string() }),
  service: z.object({ id: z.uuid(), name: z.string() }),
  contactName: z.string(),
  contactPhone: z.string(),
  examineeCount: z.number().int(),
  /** What is still owed: the desk collects it before the examination. */
  amountDue: SatangSchema,
  noShowAt: TimestampSchema.nullable(),
  examinees: z.array(CheckInExamineeSchema),
});
export type CheckInBooking = z.infer<typeof CheckInBookingSchema>;

export const CheckInDaySchema = z.object({
  date: IsoDateSchema,
  bookings: z.array(CheckInBookingSchema),
});
export type CheckInDay = z.infer<typeof CheckInDaySchema>;
