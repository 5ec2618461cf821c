import type { Booking, ExamineeBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const addExaminee = (bookingId: string, body: ExamineeBody) =>
  apiRequest<Booking>(`/api/bookings/${bookingId}/examinees`, { method: 'POST', body });

export function useAddExaminee(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamineeBody) => addExaminee(bookingId, body),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
