import type { Booking } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshBooking } from '../../../features/booking/api/refresh-booking.ts';

export const completeBooking = ({ id }: { id: string }) =>
  apiRequest<Booking>(`/api/admin/bookings/${encodeURIComponent(id)}/complete`, { method: 'POST', body: {} });

export function useCompleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBooking,
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
