import {
  BOOKING_SORT_KEYS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  CERTIFICATE_SORT_KEYS,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  PAYMENT_SORT_KEYS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  SEARCH_TYPES,
  type SearchBodySchema,
  type SearchStats,
  type z,
} from '@jongdee/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinics, services } from '../../db/schema.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import { bookingStats, listBookings } from '../bookings/bookings.service.ts';
import { certificateStats, listCertificates } from '../certificates/certificates.service.ts';
import { listPayments, paymentStats } from '../payments/payments.service.ts';
import { searchTexts } from './search.texts.ts';

type Actor = Authenticated['user'];

/**
 * One search over the kinds of record a person may see. Each kind plugs in its own list function,
 * scoped to the caller by that function.
 */
export async function search(db: Database, actor: Actor, body: z.output<typeof SearchBodySchema>, publicUrl: string) {
  const paging = { page: body.page, limit: body.limit, sortOrder: body.sortOrder, q: body.q };
  if (body.type === 'certificates') {
    const { status, certificateType, clinicId, dateFrom, dateTo } = body.filters;
    const query = { ...paging, sortBy: body.sortBy, status: status?.length === 1 ? status[0] : undefined };
    const found = await listCertificates(
      db,
      actor,
      { ...query, type: certificateType, clinicId, dateFrom, dateTo },
      publicUrl,
    );
    return { type: body.type, ...found };
  }
  if (body.type === 'payments') {
    const { status, method, dateFrom, dateTo } = body.filters;
    const found = await listPayments(db, actor, { ...paging, sortBy: body.sortBy, status, method, dateFrom, dateTo });
    return { type: body.type, ...found };
  }
  const found = await listBookings(db, actor, { ...body.filters, ...paging, sortBy: body.sortBy });
  return { type: body.type, ...found };
}

export async function searchFilters(db: Database) {
  const [clinicRows, serviceRows] = await Promise.all([
    db
      .select({ value: clinics.id, label: clinics.name })
      .from(clinics)
      .where(eq(clinics.isActive, true))
      .orderBy(asc(clinics.name)),
    db
      .select({ value: services.id, label: services.name })
      .from(services)
      .where(eq(services.isActive, true))
      .orderBy(asc(services.name)),
  ]);
  return {
    types: SEARCH_TYPES.map((type) => ({ value: type, label: searchTexts.types[type] })),
    statuses: {
      bookings: BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
      payments: PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
      certificates: CERTIFICATE_STATUSES.map((status) => ({ value: status, label: CERTIFICATE_STATUS_LABELS[status] })),
    },
    clinics: clinicRows,
    services: serviceRows,
    sortFields: {
      bookings: BOOKING_SORT_KEYS.map((key) => ({ value: key, label: searchTexts.bookingSortFields[key] })),
      payments: PAYMENT_SORT_KEYS.map((key) => ({ value: key, label: searchTexts.paymentSortFields[key] })),
      certificates: CERTIFICATE_SORT_KEYS.map((key) => ({ value: key, label: searchTexts.certificateSortFields[key] })),
    },
  };
}

export async function searchStats(db: Database, actor: Actor): Promise<SearchStats> {
  const [bookings, payments, certificates] = await Promise.all([
    bookingStats(db, actor),
    paymentStats(db, actor),
    certificateStats(db, actor),
  ]);
  return { bookings, payments, certificates: { total: certificates.total, byStatus: certificates.byStatus } };
}
