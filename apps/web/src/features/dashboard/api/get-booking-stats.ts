import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** Counts by status, scoped by the API to the signed-in person's own bookings. */
export const getBookingStats = () => apiCall('getSearchStats');

export const bookingStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.bookingStats(), queryFn: getBookingStats, select: (data) => data.bookings });

export function useBookingStats() {
  return useQuery(bookingStatsQueryOptions());
}
