import type { Dashboard } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminDashboardKeys } from './admin-dashboard-keys.ts';

/** GET /api/admin/dashboard: every number of /admin in one request. */
export const getAdminDashboard = () => apiRequest<Dashboard>('/api/admin/dashboard');

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
