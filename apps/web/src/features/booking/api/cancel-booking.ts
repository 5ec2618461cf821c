import type { CancelBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const cancelBooking = (id: string, body: CancelBookingBody) =>
  apiCall('cancelBooking', { params: { id }, body });

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelBookingBody) => cancelBooking(id, body),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
