import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminDataRequestKeys } from './admin-data-request-keys.ts';

/** One request, with what an erasure would anonymise and keep while it is pending. */
export const getAdminDataRequest = (id: string) => apiCall('getDataRequest', { params: { id } });

export const adminDataRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminDataRequestKeys.detail(id), queryFn: () => getAdminDataRequest(id) });

export function useAdminDataRequest(id: string) {
  return useQuery(adminDataRequestQueryOptions(id));
}
