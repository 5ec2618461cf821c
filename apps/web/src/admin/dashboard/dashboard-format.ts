import { dashboardTexts as texts } from './texts.ts';

const MINUTE = 60_000;

/** How long the oldest slip has waited, in Thai: `3 ชั่วโมง 20 นาที`, `2 วัน 4 ชั่วโมง`. */
export function formatWaiting(since: string, now: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / MINUTE));
  if (minutes < 1) return texts.justNow;
  if (minutes < 60) return texts.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return texts.hours(hours, minutes % 60);
  return texts.days(Math.floor(hours / 24), hours % 24);
}

const percent = new Intl.NumberFormat('th-TH', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

/** `+25%` / `-10%` / `0%` of this month against the same days of last month; null without a baseline. */
export function formatChange(current: number, baseline: number): string | null {
  if (baseline === 0) return null;
  return percent.format((current - baseline) / baseline);
}
