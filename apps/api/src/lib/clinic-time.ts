/**
 * Clinic time: appointments are a calendar date plus a clinic-local time of day in Asia/Bangkok,
 * which has no daylight saving (UTC+7 all year), so an instant is `${date}T${time}:00+07:00`.
 */
export const CLINIC_TIME_ZONE = 'Asia/Bangkok';
const OFFSET = '+07:00';
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead an appointment may be booked (docs/product.md §4). */
export const BOOKING_WINDOW_DAYS = 90;

export type OpeningDay = { open: string; close: string } | null;

/** The instant a slot begins. */
export function slotStart(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${OFFSET}`);
}

/** Today's date in Bangkok, `YYYY-MM-DD`. */
export function bangkokToday(now: Date = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
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

/** Whether a date lies in the booking window: today (Bangkok) up to BOOKING_WINDOW_DAYS ahead. */
export function isInBookingWindow(date: string, now: Date = new Date()): boolean {
  const today = bangkokToday(now);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS);
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
 * appointment begins, if sooner), so a walk-in on the day can pay online.
 */
export function paymentDueAt(appointment: Date, now: Date = new Date()): Date {
  const HOUR = 60 * 60 * 1000;
  const due = Math.min(now.getTime() + 24 * HOUR, appointment.getTime() - 2 * HOUR);
  const floor = Math.min(now.getTime() + HOUR / 2, appointment.getTime());
  return new Date(Math.max(due, floor));
}
