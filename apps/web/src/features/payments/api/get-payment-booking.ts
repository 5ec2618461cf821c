import type { Booking } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The booking being paid, for its number, clinic and appointment (the payment screen's own copy). */
export const getPaymentBooking = (bookingId: string) => apiRequest<Booking>(`/api/bookings/${bookingId}`);

export const paymentBookingQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: paymentKeys.summary(bookingId), queryFn: () => getPaymentBooking(bookingId) });

export function usePaymentBooking(bookingId: string) {
  return useQuery(paymentBookingQueryOptions(bookingId));
}
