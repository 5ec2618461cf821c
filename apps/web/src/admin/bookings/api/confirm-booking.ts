import type { ConfirmBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { refreshBooking } from '../../../features/booking/api/refresh-booking.ts';

/** Payment at the counter or corporate credit: pending_payment / payment_review → confirmed. */
export const confirmBooking = ({ id, body }: { id: string; body: ConfirmBookingBody }) =>
  apiCall('confirmBooking', { params: { id }, body });

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
