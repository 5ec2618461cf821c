import type { Booking } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys.ts';
import { apiRequest } from './client.ts';

export const getBooking = (id: string) => apiRequest<Booking>(`/api/bookings/${id}`);

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id) });

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
