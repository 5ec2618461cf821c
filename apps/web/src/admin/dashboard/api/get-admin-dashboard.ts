import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminDashboardKeys } from './admin-dashboard-keys.ts';

/** Every number of /admin in one request. */
export const getAdminDashboard = () => apiCall('getDashboard');

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.all,
    queryFn: getAdminDashboard,
    staleTime: 30_000,
    // Staff leave this screen open at the desk: new slips and bookings show within a minute.
    refetchInterval: 60_000,
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
