/**
 * Bangkok time and Thai formats, one copy for the API, the web app, the certificate PDF and the Excel
 * files (`@jongdee/contracts/thai-format`, also in the package index).
 *
 * - **Zod-free on purpose.** The web app's first screen imports this file; it must not import zod or
 *   any file that does (a value from the package index brings every schema: ~70 KB gzip on a phone).
 * - **Bangkok time.** Asia/Bangkok keeps UTC+7 all year (no daylight saving), so a Bangkok wall-clock
 *   is the UTC clock moved seven hours: no `Intl` time-zone data, the same result in every browser and
 *   in Node, whatever the device's own time zone.
 * - **Dates.** A date-only value is a calendar day, CE `YYYY-MM-DD`, as the API and the date inputs
 *   carry it; people read it in the Buddhist Era (BE = CE + 543). Month names are written here rather
 *   than asked of `Intl`, whose Thai output differs between ICU versions (some add `เวลา` between the
 *   date and the time); the test checks every month against `Intl` as this Node has it.
 * - **Money** travels as integer satang (1 baht = 100 satang); only a screen, a file or a payload
 *   turns it into baht, through the functions here.
 * - **Names with a title.** A Thai title is written against the name (`นายสมชาย ใจดี`, `นางสาวมานี
 *   มีนา`); an English one takes a space (`Miss Aung Kyaw`, `Mr. John Smith`). Before this module the
 *   PDF did that, while the admin screen spaced only a title ending in `.` ("MissAung Kyaw") and the
 *   certificate list, the ZIP of certificates, the data export and the customer's examinee list joined
 *   every title ("Mr.John"); the PDF's rule is the one kept.
 * - **Licence numbers** (ใบอนุญาตประกอบวิชาชีพเวชกรรม) are stored and printed as `ว.12345`; `ว 12345`,
 *   `ว12345`, `ว. 12 345` and a bare `12345` are the same licence.
 */

// ─── Bangkok time ────────────────────────────────────────────────────────────────────────────────

export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';
/** The offset of every Bangkok wall-clock time, as ISO 8601 writes it. */
export const BANGKOK_UTC_OFFSET = '+07:00';
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead an appointment may be booked, in days after today (docs/product.md §4). */
export const BOOKING_WINDOW_DAYS = 90;

/** A moment as people pick it: a Bangkok calendar date (CE `YYYY-MM-DD`) and time of day (`HH:mm`). */
export type BangkokDateTime = { date: string; time: string };

export const EMPTY_DATE_TIME: BangkokDateTime = { date: '', time: '' };

/** The Bangkok wall clock of an instant, as an ISO text without offset: `2026-11-23T09:15:00.000`. */
const bangkokClock = (instant: Date) => {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(time + OFFSET_MS).toISOString();
};

/** Now in Bangkok, to the minute: `{ date: '2026-11-23', time: '09:15' }`. */
export function bangkokNow(now: Date = new Date()): BangkokDateTime {
  const clock = bangkokClock(now);
  return { date: clock.slice(0, 10), time: clock.slice(11, 16) };
}

/** Today in Bangkok, `YYYY-MM-DD`; with an instant, the Bangkok calendar day it falls on. */
export function bangkokToday(now: Date = new Date()): string {
  return bangkokClock(now).slice(0, 10);
}

/** `2026-12-31` + 1 → `2027-01-01`; negative counts go back. Calendar days: no time zone moves them. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day an appointment may be booked on: today (Bangkok) plus `BOOKING_WINDOW_DAYS`. */
export function lastBookableDate(today: string = bangkokToday()): string {
  return addDays(today, BOOKING_WINDOW_DAYS);
}

/** Whether a date lies in the booking window: from today (Bangkok) to `lastBookableDate`, both included. */
export function isInBookingWindow(date: string, now: Date = new Date()): boolean {
  const today = bangkokToday(now);
  return date >= today && date <= lastBookableDate(today);
}

/** `{ date: '2026-11-23', time: '09:15' }` → `2026-11-23T09:15:00+07:00`. */
export function bangkokDateTimeToIso({ date, time }: BangkokDateTime): string {
  return `${date}T${time}:00${BANGKOK_UTC_OFFSET}`;
}

/** Later than now: a minute of grace, so "now" picked a moment ago still counts as now. */
export function isInFuture(value: BangkokDateTime, now: number = Date.now()): boolean {
  return new Date(bangkokDateTimeToIso(value)).getTime() > now + 60_000;
}

// ─── Buddhist-Era dates ──────────────────────────────────────────────────────────────────────────

export const THAI_MONTHS_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

export const THAI_MONTHS_LONG = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** The short form (`23 พ.ย. 2569`) or the long one (`23 พฤศจิกายน 2569`). */
export type ThaiDateForm = 'short' | 'long';

/**
 * What the formatters take: a calendar day `YYYY-MM-DD` (shown as that day, never moved), or an
 * instant (an ISO text with a time, epoch milliseconds, a `Date`), shown as its Bangkok calendar day.
 */
export type ThaiDateInput = string | number | Date;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The Bangkok wall clock of a value, `YYYY-MM-DDTHH:mm…`. */
function clockOf(value: ThaiDateInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) throw new RangeError('Invalid time value');
    return day.toISOString();
  }
  return bangkokClock(value instanceof Date ? value : new Date(value));
}

function dateOfClock(clock: string, form: ThaiDateForm): string {
  const months = form === 'long' ? THAI_MONTHS_LONG : THAI_MONTHS_SHORT;
  return `${Number(clock.slice(8, 10))} ${months[Number(clock.slice(5, 7)) - 1]} ${Number(clock.slice(0, 4)) + 543}`;
}

/** `2026-11-23` → `23 พ.ย. 2569` (short) or `23 พฤศจิกายน 2569` (long); an instant by its Bangkok day. */
export function formatThaiDate(value: ThaiDateInput, form: ThaiDateForm = 'short'): string {
  return dateOfClock(clockOf(value), form);
}

/**
 * An instant in Bangkok time: `23 พ.ย. 2569 14:30` (short: tables, cells, details) or
 * `23 พฤศจิกายน 2569 เวลา 14:30 น.` (long: a sentence). A text that puts the short form in a sentence
 * adds its own ` น.`.
 */
export function formatThaiDateTime(value: ThaiDateInput, form: ThaiDateForm = 'short'): string {
  const clock = clockOf(value);
  const date = dateOfClock(clock, form);
  const time = clock.slice(11, 16);
  return form === 'long' ? `${date} เวลา ${time} น.` : `${date} ${time}`;
}

/** The Bangkok time of day of an instant on a 24-hour clock: `14:30` (texts add ` น.`). */
export function formatThaiTime(value: ThaiDateInput): string {
  return clockOf(value).slice(11, 16);
}

/**
 * A date as people type it, day first with the Buddhist-Era year: `15/03/2535`, `15-3-2535`,
 * `15.03.2535` or `15032535` → `1992-03-15`. A year under 2400 is taken as CE (`15/03/1992`). Null
 * when it is not a day of the calendar.
 */
export function parseThaiDate(text: string): string | null {
  const trimmed = text.trim();
  const parts = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!parts) return null;
  const [day, month, written] = parts.slice(1).map(Number) as [number, number, number];
  const year = written >= 2400 ? written - 543 : written;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === iso ? iso : null;
}

/** Weekday names, Sunday first, as opening hours are kept (seven entries, Sunday first). */
export const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;

/**
 * A clinic's week (seven entries, Sunday first; null = closed) as people read it, Monday first and
 * days with the same hours run together: `จันทร์–ศุกร์ 08:00–16:00`, `เสาร์ 08:00–12:00`, `อาทิตย์ ปิด`.
 */
export function formatOpeningHours(week: readonly ({ open: string; close: string } | null)[]): string[] {
  const hoursOf = (weekday: number) => {
    const day = week[weekday];
    return day ? `${day.open}–${day.close}` : 'ปิด';
  };
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  const runs: { from: number; to: number; hours: string }[] = [];
  for (const weekday of mondayFirst) {
    const hours = hoursOf(weekday);
    const last = runs.at(-1);
    if (last && last.hours === hours) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, hours });
  }
  const [only] = runs;
  if (runs.length === 1 && only) return [`ทุกวัน ${only.hours}`];
  return runs.map(({ from, to, hours }) =>
    from === to ? `${THAI_WEEKDAYS[from]} ${hours}` : `${THAI_WEEKDAYS[from]}–${THAI_WEEKDAYS[to]} ${hours}`,
  );
}

// ─── Money ───────────────────────────────────────────────────────────────────────────────────────

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function splitSatang(satang: number): { sign: string; baht: string; satang: string } {
  const whole = Math.round(satang);
  const abs = Math.abs(whole);
  return {
    sign: whole < 0 ? '-' : '',
    baht: String(Math.floor(abs / 100)),
    satang: String(abs % 100).padStart(2, '0'),
  };
}

/** For people: `125050` → `฿1,250.50`, `-1250` → `-฿12.50`. */
/**
 * A count as a Thai screen prints it: `1234` → `1,234`, what `toLocaleString('th-TH')` gives for a whole
 * number, without an `Intl` formatter: building the first one cost the customer's dashboard ~20 ms of a
 * phone's CPU (the Thai locale's data loads), for a number of bookings.
 */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.trunc(Math.abs(count))))}`;
}

export function formatBaht(satang: number): string {
  const parts = splitSatang(satang);
  return `${parts.sign}฿${groupThousands(parts.baht)}.${parts.satang}`;
}

/** For machines and copy buttons: `240000` → `2400.00` (no grouping, no sign of the currency). */
export function satangToBahtText(satang: number): string {
  const parts = splitSatang(satang);
  return `${parts.sign}${parts.baht}.${parts.satang}`;
}

/** A baht number for a spreadsheet cell or a number field: `125050` → `1250.5`. */
export function satangToBaht(satang: number): number {
  return satang / 100;
}

const DIGIT_WORDS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
const PLACE_WORDS = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'];

/**
 * A whole number in Thai words, as cheques and receipts write it: 1 in the tens is สิบ, 2 is ยี่สิบ, a
 * final 1 after other digits is เอ็ด (11 สิบเอ็ด, 101 หนึ่งร้อยเอ็ด), and every six digits close with ล้าน.
 */
function thaiNumberWords(value: number): string {
  if (value === 0) return DIGIT_WORDS[0] ?? '';
  const millions = Math.floor(value / 1_000_000);
  let words = millions > 0 ? `${thaiNumberWords(millions)}ล้าน` : '';
  const digits = String(value % 1_000_000).padStart(6, '0');
  for (let index = 0; index < 6; index++) {
    const digit = Number(digits[index]);
    const place = 5 - index;
    if (digit === 0) continue;
    if (place === 1) words += `${digit === 1 ? '' : digit === 2 ? 'ยี่' : DIGIT_WORDS[digit]}สิบ`;
    else if (place === 0 && digit === 1 && value > 9) words += 'เอ็ด';
    else words += `${DIGIT_WORDS[digit]}${PLACE_WORDS[place]}`;
  }
  return words;
}

/**
 * An amount in Thai words, as a receipt writes it under the figures: `240000` → `สองพันสี่ร้อยบาทถ้วน`,
 * `125050` → `หนึ่งพันสองร้อยห้าสิบบาทห้าสิบสตางค์`, `50` → `ห้าสิบสตางค์`.
 */
export function bahtWords(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0) throw new RangeError(`not an amount in satang: ${satang}`);
  const baht = Math.floor(satang / 100);
  const rest = satang % 100;
  if (rest === 0) return `${thaiNumberWords(baht)}บาทถ้วน`;
  return `${baht > 0 ? `${thaiNumberWords(baht)}บาท` : ''}${thaiNumberWords(rest)}สตางค์`;
}

// ─── People ──────────────────────────────────────────────────────────────────────────────────────

const THAI_SCRIPT = /^[\u0E00-\u0E7F]/u;

/**
 * A name as printed: `นายสมชาย ใจดี`, `Miss Aung Kyaw`, `Mr. John Smith`; without a title, `มานี มีนา`.
 * A title in Thai script runs into the first name, any other takes a space (see the file's comment).
 */
export function personName(person: { title?: string | null; firstName: string; lastName: string }): string {
  const title = person.title?.trim() ?? '';
  const name = `${person.firstName} ${person.lastName}`.trim();
  if (!title) return name;
  return `${title}${THAI_SCRIPT.test(title) ? '' : ' '}${name}`;
}

/**
 * A doctor's licence number as stored and printed: `ว 12345`, `ว12345`, `ว. 12 345` and `12345` →
 * `ว.12345`. Anything that is not `ว` and digits comes back as it was (a record from before the rule).
 * Two numbers are the same licence when their normal forms are equal.
 */
export function normaliseLicenceNo(licenseNo: string): string {
  const digits = /^ว?(\d+)$/u.exec(licenseNo.replace(/[\s.]/gu, ''))?.[1];
  return digits ? `ว.${digits}` : licenseNo;
}

// ─── Places ──────────────────────────────────────────────────────────────────────────────────────

/** The ways an address names Bangkok: its province name is written more ways than any other. */
const BANGKOK_NAMES = ['กรุงเทพมหานคร', 'กรุงเทพฯ', 'กรุงเทพ', 'กทม.', 'กทม'];
/** `จังหวัดเชียงใหม่` and `จ.เชียงใหม่` name the province `เชียงใหม่`. */
const PROVINCE_PREFIX = /^(?:จังหวัด|จ\.)\s*/u;
const POSTCODE_AT_END = /\s+(\d{5})$/u;

/**
 * A clinic's address on one line, naming the province once: `…เขตบางรัก กรุงเทพมหานคร 10500` stays as
 * it is, an address without its province gets it (before the postcode, as Thai addresses are written:
 * `…เขตบางรัก 10500` + `กรุงเทพมหานคร` → `…เขตบางรัก กรุงเทพมหานคร 10500`). An address names the province
 * when one of its words is the province's name, with or without `จังหวัด`/`จ.` (`กรุงเทพฯ`/`กทม.` for Bangkok);
 * a name inside a longer word (`อำเภอเมืองเชียงใหม่`) does not count.
 */
export function clinicAddressLine(address: string, province: string): string {
  const place = address.trim();
  const provinceName = province.trim();
  const bare = provinceName.replace(PROVINCE_PREFIX, '');
  if (!bare) return place;
  if (!place) return provinceName;
  const names = BANGKOK_NAMES.includes(bare) ? BANGKOK_NAMES : [bare];
  const words = place.split(/[\s,]+/u).map((word) => word.replace(PROVINCE_PREFIX, ''));
  if (words.some((word) => names.includes(word))) return place;
  const postcode = POSTCODE_AT_END.exec(place);
  if (!postcode) return `${place} ${provinceName}`;
  return `${place.slice(0, postcode.index)} ${provinceName} ${postcode[1]}`;
}
