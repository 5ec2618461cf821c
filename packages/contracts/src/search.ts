import { BOOKING_SORT_KEYS, BookingListItemSchema, BookingStatusSchema } from './bookings.ts';
import { IsoDateSchema, PaginationSchema, SORT_ORDERS } from './common.ts';
import { z } from './thai-zod.ts';

/** Kinds of record the search covers; payments and certificates join with their features. */
export const SEARCH_TYPES = ['bookings'] as const;
export const SearchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchTypeSchema>;

export const SearchBodySchema = z.object({
  type: SearchTypeSchema,
  q: z.string().trim().max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร').optional(),
  filters: z
    .object({
      status: z.array(BookingStatusSchema).max(10).optional(),
      clinicId: z.uuid().optional(),
      serviceId: z.uuid().optional(),
      dateFrom: IsoDateSchema.optional(),
      dateTo: IsoDateSchema.optional(),
    })
    .default({}),
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100, 'แสดงได้ไม่เกิน 100 รายการต่อหน้า').default(20),
  sortBy: z.enum(BOOKING_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type SearchBody = z.input<typeof SearchBodySchema>;

export const SearchResultSchema = z.object({
  type: SearchTypeSchema,
  items: z.array(BookingListItemSchema),
  pagination: PaginationSchema,
});

const Option = z.object({ value: z.string(), label: z.string() });
export const SearchFiltersSchema = z.object({
  types: z.array(Option),
  statuses: z.record(SearchTypeSchema, z.array(Option)),
  clinics: z.array(Option),
  services: z.array(Option),
  sortFields: z.record(SearchTypeSchema, z.array(Option)),
});

export const SearchStatsSchema = z.object({
  bookings: z.object({
    total: z.number().int(),
    byStatus: z.record(BookingStatusSchema, z.number().int()),
  }),
});
export type SearchStats = z.infer<typeof SearchStatsSchema>;
