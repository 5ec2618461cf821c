import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const removeExaminee = (bookingId: string, examineeId: string) =>
  apiCall('removeExaminee', { params: { id: bookingId, examineeId } });

export function useRemoveExaminee(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (examineeId: string) => removeExaminee(bookingId, examineeId),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
