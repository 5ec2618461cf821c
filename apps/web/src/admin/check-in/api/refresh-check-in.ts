import type { CheckInBooking } from '@jongdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { adminResultKeys } from '../../examination-results/api/admin-result-keys.ts';
import { checkInKeys } from './check-in-keys.ts';

/**
 * After someone is checked in or undone: the booking answered replaces its copy in every day list
 * shown, and what attendance changes reloads — the booking's screens and the results worklist (only
 * checked-in examinees can have results recorded).
 */
export function refreshCheckIn(queryClient: QueryClient, booking: CheckInBooking) {
  queryClient.setQueriesData<{ date: string; bookings: CheckInBooking[] }>({ queryKey: checkInKeys.days() }, (day) =>
    day
      ? { ...day, bookings: day.bookings.map((candidate) => (candidate.id === booking.id ? booking : candidate)) }
      : day,
  );
  void queryClient.invalidateQueries({ queryKey: checkInKeys.days() });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking.id) });
  void queryClient.invalidateQueries({ queryKey: adminResultKeys.all });
}
