import type { Booking } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminBookingKeys } from './admin-booking-keys.ts';

export const getBooking = (id: string) => apiRequest<Booking>(`/api/bookings/${encodeURIComponent(id)}`);

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminBookingKeys.detail(id), queryFn: () => getBooking(id) });

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
