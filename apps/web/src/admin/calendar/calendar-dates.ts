// Calendar arithmetic on plain `YYYY-MM-DD` dates (Bangkok calendar days, CE): no time of day and no
// device time zone can shift a day. Weeks start on Sunday, as the booking calendar's do.
// Adding days is `addDays` of `@jongdee/contracts/thai-format`.
import { addDays } from '@jongdee/contracts/thai-format';

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Sunday = 0 … Saturday = 6. */
export function weekdayOf(date: string): number {
  return new Date(toTime(date)).getUTCDay();
}

export function startOfWeek(date: string): string {
  return addDays(date, -weekdayOf(date));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return fromTime(Date.UTC(year, month, 0));
}

/** The same day of another month, or its last day when the month is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = fromTime(Date.UTC(year, month - 1 + months, 1));
  const last = Number(endOfMonth(first).slice(8, 10));
  return `${first.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export function isValidDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toTime(value)) && fromTime(toTime(value)) === value;
}
