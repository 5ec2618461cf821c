import type { Booking } from '@jongdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminBookingKeys } from './admin-booking-keys.ts';

/** After a state change: the answered booking replaces the cached one; its audit and the lists reload. */
export function refreshBooking(queryClient: QueryClient, id: string, booking: Booking | null | undefined) {
  if (booking?.id) queryClient.setQueryData(adminBookingKeys.detail(id), booking);
  else void queryClient.invalidateQueries({ queryKey: adminBookingKeys.detail(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: adminBookingKeys.audit(id) });
  void queryClient.invalidateQueries({ queryKey: adminBookingKeys.lists() });
}
