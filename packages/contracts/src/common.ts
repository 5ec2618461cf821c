import { z } from './thai-zod.ts';

/** A calendar date as people pick it (CE, ISO): `2026-11-23`. Buddhist-Era years appear only on screen. */
export const IsoDateSchema = z
  .string({ error: 'กรุณาเลือกวันที่' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'รูปแบบวันที่ไม่ถูกต้อง (ปปปป-ดด-วว)')
  // A round trip, because Date quietly turns 31 February into 3 March.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'ไม่มีวันที่นี้ในปฏิทิน');

/** A clinic-local time of day, 24-hour: `08:30`. */
export const TimeOfDaySchema = z
  .string({ error: 'กรุณาเลือกเวลา' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'รูปแบบเวลาไม่ถูกต้อง (ชช:นน)');

export const TimestampSchema = z.iso.datetime({ offset: true });

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

export const IdParamsSchema = z.object({ id: z.uuid('รหัสอ้างอิงไม่ถูกต้อง') });

/** Optional free text: trimmed, bounded, and empty becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}ต้องไม่เกิน ${max} ตัวอักษร`)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, `กรุณากรอก${label}`)
    .max(max, `${label}ต้องไม่เกิน ${max} ตัวอักษร`);
