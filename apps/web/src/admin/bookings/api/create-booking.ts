import type { Booking, CreateBookingBody } from '@jongdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminBookingKeys, adminCatalogKeys } from './admin-booking-keys.ts';

/** An admin books for a customer (`userId`), past capacity only with `capacityOverrideReason`. */
export const createBooking = (body: CreateBookingBody) =>
  apiRequest<Booking>('/api/bookings', { method: 'POST', body });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(adminBookingKeys.detail(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: adminBookingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all });
    },
  });
}
