import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { apiCall } from '../../../api/client.ts';

/** The booking's audit trail, newest first. */
export const getBookingAudit = (id: string) => apiCall('getBookingAudit', { params: { id } });

export const bookingAuditQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookingKeys.audit(id), queryFn: () => getBookingAudit(id) });

export function useBookingAudit(id: string) {
  return useQuery(bookingAuditQueryOptions(id));
}
