import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { apiCall, apiSearch } from '../../../api/client.ts';
import { type MyBookingsState, myBookingsQuery } from '../my-bookings-state.ts';

/**
 * One page of my bookings (listBookings, scoped by the API to the signed-in customer). Cached under
 * the bookings' list key, so whatever changes a booking refreshes it.
 */
export const myBookingsQueryOptions = (state: MyBookingsState) => {
  const query = myBookingsQuery(state);
  return queryOptions({
    queryKey: bookingKeys.list(apiSearch('listBookings', { query })),
    queryFn: () => apiCall('listBookings', { query }),
    placeholderData: keepPreviousData,
  });
};

export function useMyBookings(state: MyBookingsState) {
  return useQuery(myBookingsQueryOptions(state));
}
