import type { BookingStatus } from '@jongdee/contracts';
import { bangkokToday } from '@jongdee/contracts/thai-format';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** Bookings that still lead to a visit; cancelled, expired and completed ones are not "upcoming". */
export const UPCOMING_STATUSES: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed'];
export const UPCOMING_LIMIT = 5;

export const getUpcomingBookings = (today: string, limit: number) =>
  apiCall('listBookings', {
    query: { status: UPCOMING_STATUSES, dateFrom: today, sortBy: 'appointmentDate', sortOrder: 'asc', limit },
  });

export const upcomingBookingsQueryOptions = (today: string, limit = UPCOMING_LIMIT) =>
  queryOptions({
    queryKey: dashboardKeys.upcoming(today, limit),
    queryFn: () => getUpcomingBookings(today, limit),
    select: (data) => data.items,
  });

export function useUpcomingBookings() {
  return useQuery(upcomingBookingsQueryOptions(bangkokToday()));
}
