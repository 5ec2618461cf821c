import type { Booking, ConfirmBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshBooking } from '../../../features/booking/api/refresh-booking.ts';

/** Payment at the counter or corporate credit: pending_payment / payment_review → confirmed. */
export const confirmBooking = ({ id, body }: { id: string; body: ConfirmBookingBody }) =>
  apiRequest<Booking>(`/api/bookings/${encodeURIComponent(id)}/confirm`, { method: 'POST', body });

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
