import type { ReportDay } from '@jongdee/contracts';
import { satangToBaht, THAI_MONTHS_SHORT } from '@jongdee/contracts/thai-format';

/** Beyond this many days a bar per day is too thin to read: the chart shows months instead. */
export const CHART_MAX_DAYS = 62;

export type ChartPoint = { label: string; revenue: number; bookings: number; certificates: number };

/** The chart's points: one per day (`23 พ.ย.`), or per month (`พ.ย. 69`) for long ranges; money in baht. */
export function chartPoints(daily: ReportDay[]): { points: ChartPoint[]; byMonth: boolean } {
  const byMonth = daily.length > CHART_MAX_DAYS;
  const points = new Map<string, ChartPoint>();
  for (const day of daily) {
    const month = THAI_MONTHS_SHORT[Number(day.date.slice(5, 7)) - 1];
    const label = byMonth
      ? `${month} ${String(Number(day.date.slice(0, 4)) + 543).slice(-2)}`
      : `${Number(day.date.slice(8, 10))} ${month}`;
    const point = points.get(label) ?? { label, revenue: 0, bookings: 0, certificates: 0 };
    point.revenue += satangToBaht(day.revenue);
    point.bookings += day.bookings;
    point.certificates += day.certificates;
    points.set(label, point);
  }
  return { points: [...points.values()], byMonth };
}

/** Whether the range has nothing at all to show. */
export function isEmptyReport(summary: {
  revenue: { gross: number; refunds: number };
  bookings: { total: number };
  examinees: { booked: number };
  certificates: { valid: number; revoked: number };
}): boolean {
  return (
    summary.revenue.gross === 0 &&
    summary.revenue.refunds === 0 &&
    summary.bookings.total === 0 &&
    summary.examinees.booked === 0 &&
    summary.certificates.valid + summary.certificates.revoked === 0
  );
}
