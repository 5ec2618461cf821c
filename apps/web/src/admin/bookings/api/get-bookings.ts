import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { apiCall } from '../../../api/client.ts';
import { type BookingListState, toApiQuery, toApiSearch } from '../list-search.ts';

/** The list's search, filters, page and sort, as the screen's URL carries them. */
export const getBookings = (state: BookingListState) => apiCall('listBookings', { query: toApiQuery(state) });

export const bookingsQueryOptions = (state: BookingListState) =>
  queryOptions({
    queryKey: bookingKeys.list(toApiSearch(state)),
    queryFn: () => getBookings(state),
    placeholderData: keepPreviousData,
  });

export function useBookings(state: BookingListState) {
  return useQuery(bookingsQueryOptions(state));
}
