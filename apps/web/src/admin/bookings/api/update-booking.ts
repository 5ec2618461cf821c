import type { Booking, UpdateBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminBookingKeys, adminCatalogKeys } from './admin-booking-keys.ts';

export const updateBooking = ({ id, body }: { id: string; body: UpdateBookingBody }) =>
  apiRequest<Booking>(`/api/bookings/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(adminBookingKeys.detail(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.audit(booking.id) });
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all });
    },
  });
}
