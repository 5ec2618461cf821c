import type { SearchStats } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** Counts by status, scoped by the API to the signed-in person's own bookings. */
export const getBookingStats = () => apiRequest<SearchStats>('/api/search/stats');

export const bookingStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.bookingStats(), queryFn: getBookingStats, select: (data) => data.bookings });

export function useBookingStats() {
  return useQuery(bookingStatsQueryOptions());
}
