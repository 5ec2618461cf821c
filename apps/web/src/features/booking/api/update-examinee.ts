import type { ExamineeBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const updateExaminee = (bookingId: string, examineeId: string, body: ExamineeBody) =>
  apiCall('updateExaminee', { params: { id: bookingId, examineeId }, body });

export function useUpdateExaminee(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examineeId, body }: { examineeId: string; body: ExamineeBody }) =>
      updateExaminee(bookingId, examineeId, body),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
