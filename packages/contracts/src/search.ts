import { BOOKING_STATUSES } from './bookings.labels.ts';
import { BOOKING_SORT_KEYS, BookingListItemSchema, BookingStatusSchema } from './bookings.ts';
import {
  CERTIFICATE_SORT_KEYS,
  CERTIFICATE_STATUSES,
  CertificateSchema,
  CertificateStatusSchema,
} from './certificates.ts';
import { CertificateTypeSchema } from './clinics.ts';
import { IsoDateSchema, keyedBy, listDateRangeCheck, PaginationSchema, SORT_ORDERS } from './common.ts';
import {
  PAYMENT_SORT_KEYS,
  PAYMENT_STATUSES,
  PaymentMethodSchema,
  PaymentSchema,
  PaymentStatusSchema,
} from './payments.ts';
import { z } from './thai-zod.ts';

/** Kinds of record the search covers. */
export const SEARCH_TYPES = ['bookings', 'payments', 'certificates'] as const;
export const SearchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchTypeSchema>;

const searchCommon = {
  q: z.string().trim().max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร').optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100, 'แสดงได้ไม่เกิน 100 รายการต่อหน้า').default(20),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
};

/** Each kind has its own filters and sort keys; `type` says which. */
export const SearchBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bookings'),
    ...searchCommon,
    filters: z
      .object({
        status: z.array(BookingStatusSchema).max(10).optional(),
        clinicId: z.uuid().optional(),
        serviceId: z.uuid().optional(),
        dateFrom: IsoDateSchema.optional().describe('appointment date from'),
        dateTo: IsoDateSchema.optional(),
      })
      .superRefine(listDateRangeCheck)
      .default({}),
    sortBy: z.enum(BOOKING_SORT_KEYS).default('createdAt'),
  }),
  z.object({
    type: z.literal('payments'),
    ...searchCommon,
    filters: z
      .object({
        status: z.array(PaymentStatusSchema).max(10).optional(),
        method: PaymentMethodSchema.optional(),
        dateFrom: IsoDateSchema.optional().describe('created on or after (Bangkok date)'),
        dateTo: IsoDateSchema.optional(),
      })
      .superRefine(listDateRangeCheck)
      .default({}),
    sortBy: z.enum(PAYMENT_SORT_KEYS).default('createdAt'),
  }),
  z.object({
    type: z.literal('certificates'),
    ...searchCommon,
    filters: z
      .object({
        status: z.array(CertificateStatusSchema).max(2).optional(),
        certificateType: CertificateTypeSchema.optional(),
        clinicId: z.uuid().optional(),
        dateFrom: IsoDateSchema.optional().describe('issued on or after (Bangkok date)'),
        dateTo: IsoDateSchema.optional(),
      })
      .superRefine(listDateRangeCheck)
      .default({}),
    sortBy: z.enum(CERTIFICATE_SORT_KEYS).default('issuedAt'),
  }),
]);
export type SearchBody = z.input<typeof SearchBodySchema>;

export const SearchResultSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bookings'), items: z.array(BookingListItemSchema), pagination: PaginationSchema }),
  z.object({ type: z.literal('payments'), items: z.array(PaymentSchema), pagination: PaginationSchema }),
  z.object({ type: z.literal('certificates'), items: z.array(CertificateSchema), pagination: PaginationSchema }),
]);

const Option = z.object({ value: z.string(), label: z.string() });
export const SearchFiltersSchema = z.object({
  types: z.array(Option),
  statuses: keyedBy(SEARCH_TYPES, z.array(Option)),
  clinics: z.array(Option),
  services: z.array(Option),
  sortFields: keyedBy(SEARCH_TYPES, z.array(Option)),
});

export const SearchStatsSchema = z.object({
  bookings: z.object({
    total: z.number().int(),
    byStatus: keyedBy(BOOKING_STATUSES, z.number().int()),
  }),
  payments: z.object({
    total: z.number().int(),
    byStatus: keyedBy(PAYMENT_STATUSES, z.number().int()),
  }),
  certificates: z.object({
    total: z.number().int(),
    byStatus: keyedBy(CERTIFICATE_STATUSES, z.number().int()),
  }),
});
export type SearchStats = z.infer<typeof SearchStatsSchema>;
