import type { Booking } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const removeExaminee = (bookingId: string, examineeId: string) =>
  apiRequest<Booking>(`/api/bookings/${bookingId}/examinees/${examineeId}`, { method: 'DELETE' });

export function useRemoveExaminee(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (examineeId: string) => removeExaminee(bookingId, examineeId),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
