import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { apiRequest } from '../../../api/client.ts';

/** One row of a booking's audit trail, as GET /api/admin/bookings/{id}/audit answers it. */
export type BookingAuditEntry = {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

export const getBookingAudit = (id: string) =>
  apiRequest<BookingAuditEntry[] | { items: BookingAuditEntry[] }>(
    `/api/admin/bookings/${encodeURIComponent(id)}/audit`,
  ).then((data) => (Array.isArray(data) ? data : data.items));

export const bookingAuditQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookingKeys.audit(id), queryFn: () => getBookingAudit(id) });

export function useBookingAudit(id: string) {
  return useQuery(bookingAuditQueryOptions(id));
}
