import type { UpdateBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

/** Changes what is sent: contact, note, count, or the date and slot together (a reschedule). */
export const updateBooking = (id: string, body: UpdateBookingBody) =>
  apiCall('updateBooking', { params: { id }, body });

export function useUpdateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBookingBody) => updateBooking(id, body),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
