import type { BookingStatus } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** Bookings that still lead to a visit; cancelled, expired and completed ones are not "upcoming". */
export const UPCOMING_STATUSES: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed'];
export const UPCOMING_LIMIT = 5;

const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Bangkok as the API takes it: `2026-11-23`. */
export function todayInBangkok(now: Date = new Date()): string {
  return bangkokDate.format(now);
}

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
  return useQuery(upcomingBookingsQueryOptions(todayInBangkok()));
}
