// How the calendar names its dates: Thai, Buddhist Era, read as calendar days (UTC midnight), so the
// device's time zone never moves a date. A plain date (`23 พฤศจิกายน 2569`) is `formatThaiDate` of
// `@jongdee/contracts/thai-format`; these are the calendar's own titles.
const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

const monthFormat = new Intl.DateTimeFormat('th-TH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const rangeFormat = new Intl.DateTimeFormat('th-TH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('th-TH', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** `พฤศจิกายน 2569`. */
export const monthTitle = (date: string) => monthFormat.format(asDay(date));
/** `22–28 พ.ย. 2569`, or `29 พ.ย. – 5 ธ.ค. 2569` across months. */
export const rangeTitle = (from: string, to: string) => rangeFormat.formatRange(asDay(from), asDay(to));
/** `วันจันทร์ที่ 23 พฤศจิกายน 2569`. */
export const dayTitle = (date: string) => dayFormat.format(asDay(date));
/** `23 พ.ย.`. */
export const dayShort = (date: string) => shortFormat.format(asDay(date));

/** `09:00` + 60 minutes → `10:00`. */
export function slotEnd(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
