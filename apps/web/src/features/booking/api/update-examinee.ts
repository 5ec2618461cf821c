import type { Booking, ExamineeBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const updateExaminee = (bookingId: string, examineeId: string, body: ExamineeBody) =>
  apiRequest<Booking>(`/api/bookings/${bookingId}/examinees/${examineeId}`, { method: 'PUT', body });

export function useUpdateExaminee(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examineeId, body }: { examineeId: string; body: ExamineeBody }) =>
      updateExaminee(bookingId, examineeId, body),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
