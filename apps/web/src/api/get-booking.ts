import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys.ts';
import { apiCall } from './client.ts';

export const getBooking = (id: string) => apiCall('getBooking', { params: { id } });

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id) });

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
