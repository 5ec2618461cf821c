import {
  BOOKING_SORT_KEYS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type SearchBodySchema,
  type SearchStats,
  type z,
} from '@jongdee/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinics, services } from '../../db/schema.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import { bookingStats, listBookings } from '../bookings/bookings.service.ts';
import { searchTexts } from './search.texts.ts';

type Actor = Authenticated['user'];

/**
 * One search over the kinds of record a person may see. Each kind plugs in its own list function,
 * scoped to the caller by that function; payments and certificates join here with their features.
 */
export async function search(db: Database, actor: Actor, body: z.output<typeof SearchBodySchema>) {
  const { items, pagination } = await listBookings(db, actor, {
    ...body.filters,
    q: body.q,
    page: body.page,
    limit: body.limit,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
  });
  return { type: body.type, items, pagination };
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
    types: [{ value: 'bookings', label: searchTexts.types.bookings }],
    statuses: { bookings: BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })) },
    clinics: clinicRows,
    services: serviceRows,
    sortFields: {
      bookings: BOOKING_SORT_KEYS.map((key) => ({ value: key, label: searchTexts.bookingSortFields[key] })),
    },
  };
}

export async function searchStats(db: Database, actor: Actor): Promise<SearchStats> {
  return { bookings: await bookingStats(db, actor) };
}
