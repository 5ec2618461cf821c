// A moment as people pick it: a Bangkok wall-clock date (CE `YYYY-MM-DD`) and time (`HH:mm`). The
// pickers show it in the Buddhist Era; the API gets it as ISO with the +07:00 offset.

/** Bangkok keeps +07:00 all year: no daylight saving. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export type BangkokDateTime = { date: string; time: string };

export const EMPTY_DATE_TIME: BangkokDateTime = { date: '', time: '' };

/** Now in Bangkok, to the minute, whatever the device's time zone. */
export function bangkokNow(now: Date = new Date()): BangkokDateTime {
  const iso = new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** `{ date: '2026-11-23', time: '09:15' }` → `2026-11-23T09:15:00+07:00`. */
export function bangkokDateTimeToIso({ date, time }: BangkokDateTime): string {
  return `${date}T${time}:00+07:00`;
}

/** Later than now: a minute of grace, so "now" picked a moment ago still counts as now. */
export function isInFuture(value: BangkokDateTime, now: number = Date.now()): boolean {
  return new Date(bangkokDateTimeToIso(value)).getTime() > now + 60_000;
}
