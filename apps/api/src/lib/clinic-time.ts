/**
 * Clinic time: appointments are a calendar date plus a clinic-local time of day in Asia/Bangkok,
 * which has no daylight saving (UTC+7 all year), so an instant is `${date}T${time}:00+07:00`. Today,
 * adding days and the booking window are the shared ones of `@jongdee/contracts/thai-format`, named
 * here too; what only the API needs (slot times, payment deadlines, date ranges) is below.
 */
import { addDays, BANGKOK_TIME_ZONE, bangkokDateTimeToIso } from '@jongdee/contracts/thai-format';

export {
  addDays,
  BOOKING_WINDOW_DAYS,
  bangkokToday,
  isInBookingWindow,
  lastBookableDate,
} from '@jongdee/contracts/thai-format';

export const CLINIC_TIME_ZONE = BANGKOK_TIME_ZONE;
const DAY_MS = 24 * 60 * 60 * 1000;

export type OpeningDay = { open: string; close: string } | null;

/** The instant a slot begins. */
export function slotStart(date: string, time: string): Date {
  return new Date(bangkokDateTimeToIso({ date, time }));
}

/**
 * Every date from `from` to `to`, both included, at most `maxDays` of them. The loop counts days
 * instead of comparing date strings: past 9999-12-31 the ISO text turns into `+010000-01-01`, which
 * sorts before it, so a string comparison would never end. The cap holds even if validation were bypassed.
 */
export function datesBetween(from: string, to: string, maxDays: number): string[] {
  const days = Math.min(
    maxDays,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1,
  );
  const dates: string[] = [];
  for (let index = 0; index < days; index++) dates.push(addDays(from, index));
  return dates;
}

/** Sunday = 0 … Saturday = 6. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot start of a day: from opening, each `slotMinutes`, while the whole slot ends by closing. */
export function slotTimes(day: OpeningDay, slotMinutes: number): string[] {
  if (!day) return [];
  const times: string[] = [];
  for (let start = toMinutes(day.open); start + slotMinutes <= toMinutes(day.close); start += slotMinutes) {
    times.push(toTime(start));
  }
  return times;
}

/**
 * When an unpaid booking expires: 24 hours after it is made, and never later than 2 hours before the
 * appointment. A booking made less than 2 hours ahead still gets 30 minutes to pay (or until the
 * appointment begins, if sooner), so a walk-in on the day can pay online; one staff make for the slot
 * already in progress gets the 30 minutes.
 */
export function paymentDueAt(appointment: Date, now: Date = new Date()): Date {
  const HOUR = 60 * 60 * 1000;
  const due = Math.min(now.getTime() + 24 * HOUR, appointment.getTime() - 2 * HOUR);
  const halfHour = now.getTime() + HOUR / 2;
  const floor = appointment.getTime() > now.getTime() ? Math.min(halfHour, appointment.getTime()) : halfHour;
  return new Date(Math.max(due, floor));
}
