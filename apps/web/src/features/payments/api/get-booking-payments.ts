import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** One booking's payments, newest first. */
export const getBookingPayments = (bookingId: string) => apiCall('listBookingPayments', { params: { bookingId } });

export const bookingPaymentsQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: paymentKeys.ofBooking(bookingId), queryFn: () => getBookingPayments(bookingId) });

export function useBookingPayments(bookingId: string) {
  return useQuery(bookingPaymentsQueryOptions(bookingId));
}
