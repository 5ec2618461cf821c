import type { BookingListItem, Pagination } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { apiRequest } from '../../../api/client.ts';

export type BookingPage = { items: BookingListItem[]; pagination: Pagination };

/** `search` is the list's query string (page, filters, sort), exactly as the URL of the screen carries it. */
export const getBookings = (search: string) => apiRequest<BookingPage>(`/api/bookings${search ? `?${search}` : ''}`);

export const bookingsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: bookingKeys.list(search),
    queryFn: () => getBookings(search),
    placeholderData: keepPreviousData,
  });

export function useBookings(search: string) {
  return useQuery(bookingsQueryOptions(search));
}
