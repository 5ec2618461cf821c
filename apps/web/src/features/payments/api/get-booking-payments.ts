import type { Payment } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** One booking's payments, newest first. */
export const getBookingPayments = (bookingId: string) => apiRequest<Payment[]>(`/api/payments/booking/${bookingId}`);

export const bookingPaymentsQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: paymentKeys.ofBooking(bookingId), queryFn: () => getBookingPayments(bookingId) });

export function useBookingPayments(bookingId: string) {
  return useQuery(bookingPaymentsQueryOptions(bookingId));
}
