import type { ExamineeBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const addExaminee = (bookingId: string, body: ExamineeBody) =>
  apiCall('addExaminee', { params: { id: bookingId }, body });

export function useAddExaminee(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamineeBody) => addExaminee(bookingId, body),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
