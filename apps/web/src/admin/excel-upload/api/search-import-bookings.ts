import type { BookingListItem, Pagination } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminImportKeys } from './admin-import-keys.ts';

/** Bookings whose number, customer name, phone or examinee id contains `q`, newest first (a short pick list). */
export const searchImportBookings = (q: string) =>
  apiRequest<{ items: BookingListItem[]; pagination: Pagination }>(
    `/api/bookings?${new URLSearchParams({ q, limit: '10', sortBy: 'createdAt', sortOrder: 'desc' }).toString()}`,
  );

export const searchImportBookingsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminImportKeys.bookingSearch(q),
    queryFn: () => searchImportBookings(q),
    placeholderData: keepPreviousData,
  });

export function useSearchImportBookings(q: string) {
  return useQuery({ ...searchImportBookingsQueryOptions(q), enabled: q.length >= 2 });
}
