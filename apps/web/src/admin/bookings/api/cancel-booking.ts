import type { Booking, CancelBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshBooking } from './refresh-booking.ts';

export const cancelBooking = ({ id, body }: { id: string; body: CancelBookingBody }) =>
  apiRequest<Booking>(`/api/bookings/${encodeURIComponent(id)}/cancel`, { method: 'PATCH', body });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking, { id }) => refreshBooking(queryClient, id, booking),
  });
}
