import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { certificateKeys } from './certificate-keys.ts';

/** Every certificate of a booking, valid ones first (the caller's own booking, or any for staff). */
export const getBookingCertificates = (bookingId: string) =>
  apiCall('listBookingCertificates', { params: { bookingId } });

export const bookingCertificatesQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: certificateKeys.ofBooking(bookingId), queryFn: () => getBookingCertificates(bookingId) });

export function useBookingCertificates(bookingId: string) {
  return useQuery(bookingCertificatesQueryOptions(bookingId));
}
