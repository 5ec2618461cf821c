import type { Booking } from '@jongdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { catalogKeys } from './catalog-keys.ts';

/**
 * After any change to a booking: the answered booking replaces the cached one, and what it may have
 * changed reloads — its history, every list, and the places left in slots.
 */
export function refreshBooking(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
  void queryClient.invalidateQueries({ queryKey: bookingKeys.audit(booking.id) });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.availability() });
}
