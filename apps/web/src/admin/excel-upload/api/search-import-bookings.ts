import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminImportKeys } from './admin-import-keys.ts';

/** Bookings whose number, customer name, phone or examinee id contains `q`, newest first (a short pick list). */
export const searchImportBookings = (q: string) =>
  apiCall('listBookings', { query: { q, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' } });

export const searchImportBookingsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminImportKeys.bookingSearch(q),
    queryFn: () => searchImportBookings(q),
    placeholderData: keepPreviousData,
  });

export function useSearchImportBookings(q: string) {
  return useQuery({ ...searchImportBookingsQueryOptions(q), enabled: q.length >= 2 });
}
