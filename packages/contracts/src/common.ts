import { z } from './thai-zod.ts';

/**
 * The years a date on the wire may name. The server walks ranges day by day and PostgreSQL has no
 * year 0, so a date outside a sane span is refused at the edge instead of reaching a loop or the SQL.
 */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2200;

const yearOf = (value: string) => Number(value.slice(0, 4));

/** A `YYYY-MM-DD` calendar date whose year lies in [minYear, DATE_YEAR_MAX]. */
function isoDateSchema(minYear: number) {
  return (
    z
      .string({ error: 'กรุณาเลือกวันที่' })
      .min(1, { error: 'กรุณาเลือกวันที่', abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'รูปแบบวันที่ไม่ถูกต้อง (ปปปป-ดด-วว)')
      .refine(
        (value) => yearOf(value) >= minYear && yearOf(value) <= DATE_YEAR_MAX,
        `ปีของวันที่ต้องอยู่ระหว่าง ค.ศ. ${minYear}–${DATE_YEAR_MAX}`,
      )
      // A round trip, because Date quietly turns 31 February into 3 March.
      .refine((value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
      }, 'ไม่มีวันที่นี้ในปฏิทิน')
  );
}

/** A calendar date as people pick it (CE, ISO): `2026-11-23`. Buddhist-Era years appear only on screen. */
export const IsoDateSchema = isoDateSchema(DATE_YEAR_MIN);

/** A date of birth: the one date that lies well before DATE_YEAR_MIN (an examinee born in 1950). */
export const BIRTH_YEAR_MIN = 1900;
export const BirthDateSchema = isoDateSchema(BIRTH_YEAR_MIN);

/** A calendar month, `2026-11`, in the same years as IsoDateSchema. */
export const IsoMonthSchema = z
  .string({ error: 'กรุณาเลือกเดือน' })
  .regex(/^\d{4}-\d{2}$/, 'รูปแบบเดือนไม่ถูกต้อง (ปปปป-ดด)')
  .refine(
    (value) => yearOf(value) >= DATE_YEAR_MIN && yearOf(value) <= DATE_YEAR_MAX,
    `ปีของเดือนต้องอยู่ระหว่าง ค.ศ. ${DATE_YEAR_MIN}–${DATE_YEAR_MAX}`,
  )
  .refine((value) => {
    const month = Number(value.slice(5, 7));
    return month >= 1 && month <= 12;
  }, 'เดือนไม่ถูกต้อง');

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
/** Days from `from` to `to`, both included. */
export const dateRangeDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/**
 * The longest range a list filter (`dateFrom`–`dateTo`) takes: ten years. A list filter is an indexed
 * bound under pagination, so this only keeps the input sane; ranges the server walks day by day
 * (calendar, reports) have their own, shorter limits.
 */
export const LIST_RANGE_MAX_DAYS = 3660;

/**
 * A check for a pair of optional dates: `from` not after `to`, and at most `maxDays` days both
 * included. `tooLong` is the Thai sentence naming the limit. Add it last (`.superRefine`), so the
 * dates are already valid when it runs.
 */
export function dateRangeCheck<From extends string, To extends string>(
  fromKey: From,
  toKey: To,
  maxDays: number,
  tooLong: string,
) {
  return (value: Partial<Record<From | To, string | undefined>>, context: z.RefinementCtx) => {
    const from = value[fromKey];
    const to = value[toKey];
    if (!from || !to) return;
    if (from > to) context.addIssue({ code: 'custom', message: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด', path: [toKey] });
    else if (dateRangeDays(from, to) > maxDays) context.addIssue({ code: 'custom', message: tooLong, path: [toKey] });
  };
}

/** A list filter's range check: ordered and at most LIST_RANGE_MAX_DAYS. */
export const listDateRangeCheck = dateRangeCheck(
  'dateFrom',
  'dateTo',
  LIST_RANGE_MAX_DAYS,
  `เลือกช่วงวันที่ได้ไม่เกิน ${LIST_RANGE_MAX_DAYS.toLocaleString('en-US')} วัน (ประมาณ 10 ปี) กรุณาเลือกช่วงวันที่สั้นลง`,
);

/** A clinic-local time of day, 24-hour: `08:30`. */
export const TimeOfDaySchema = z
  .string({ error: 'กรุณาเลือกเวลา' })
  .min(1, { error: 'กรุณาเลือกเวลา', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'รูปแบบเวลาไม่ถูกต้อง (ชช:นน)');

/** When a clinic closes: a time of day, or 24:00 for one open until midnight (a clinic open around the clock). */
export const ClosingTimeSchema = z
  .string({ error: 'กรุณาเลือกเวลา' })
  .min(1, { error: 'กรุณาเลือกเวลา', abort: true })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'รูปแบบเวลาไม่ถูกต้อง (ชช:นน)');

export const TimestampSchema = z.iso.datetime({ offset: true });

/** A moment someone types (a transfer time, a banner's start): a timestamp in the years of IsoDateSchema. */
export const MomentSchema = z.iso
  .datetime({ offset: true, error: 'รูปแบบวันเวลาไม่ถูกต้อง' })
  .refine(
    (value) => yearOf(value) >= DATE_YEAR_MIN && yearOf(value) <= DATE_YEAR_MAX,
    `ปีของวันเวลาต้องอยู่ระหว่าง ค.ศ. ${DATE_YEAR_MIN}–${DATE_YEAR_MAX}`,
  );

/** Money is an integer number of satang (1 baht = 100 satang) everywhere on the wire. */
export const SatangSchema = z.number().int().min(0).max(100_000_000);

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** page, limit (≤ 100, default 20), sortBy from the list's whitelist, sortOrder. */
export function listQuerySchema<const SortKeys extends readonly [string, ...string[]]>(
  sortKeys: SortKeys,
  defaultSort: SortKeys[number],
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100, 'แสดงได้ไม่เกิน 100 รายการต่อหน้า').default(20),
    sortBy: z.enum(sortKeys).default(defaultSort as never),
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
  });
}

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: PaginationSchema });
}

/**
 * One entry for every key of an enum (counts by status, by type). An object of named properties, not
 * z.record: the OpenAPI document then defines each key it requires, as a client generator needs.
 */
export function keyedBy<const Keys extends readonly [string, ...string[]], Value extends z.ZodType>(
  keys: Keys,
  value: Value,
) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as { [Key in Keys[number]]: Value });
}

export const IdParamsSchema = z.object({ id: z.uuid('รหัสอ้างอิงไม่ถูกต้อง') });

/**
 * Characters no person types and no field of ours needs: C0 controls but tab and line breaks, DEL, C1
 * controls, and the bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a name or a file
 * name read differently from what it is. PostgreSQL refuses NUL outright; the rest is kept out so nothing
 * typed can hide text from the staff who read it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const UNSAFE_TEXT_MESSAGE = 'มีอักขระพิเศษที่ระบบไม่รับ (อักขระควบคุมหรืออักขระกลับทิศทาง) กรุณาพิมพ์ใหม่';

/** True when text holds an unsafe character, or half of a surrogate pair (which no encoder can store). */
export function isUnsafeText(value: string): boolean {
  return UNSAFE_CHARACTER.test(value) || !value.isWellFormed();
}

/**
 * The path (`examinees.2.firstName`) of the first string — value or key — that is unsafe text, anywhere in a
 * parsed request; null when there is none. Walked with a stack of its own, not by recursion, so a body
 * nested a hundred thousand deep (which JSON.parse accepts) cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (isUnsafeText(next.value)) return next.path || '_';
    } else if (next.value !== null && typeof next.value === 'object') {
      const children = Object.entries(next.value);
      // Pushed in reverse, so the first field is looked at first and named first.
      for (let index = children.length - 1; index >= 0; index--) {
        const [key, child] = children[index] as [string, unknown];
        const path = next.path ? `${next.path}.${key}` : key;
        if (isUnsafeText(key)) return path;
        pending.push({ value: child, path });
      }
    }
  }
  return null;
}

/** Optional free text: trimmed, bounded, and empty becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}ต้องไม่เกิน ${max} ตัวอักษร`)
    .refine((value) => !isUnsafeText(value), UNSAFE_TEXT_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, `กรุณากรอก${label}`)
    .max(max, `${label}ต้องไม่เกิน ${max} ตัวอักษร`)
    .refine((value) => !isUnsafeText(value), UNSAFE_TEXT_MESSAGE);
