import type { AdminDataRequestPage } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminDataRequestKeys } from './admin-data-request-keys.ts';

/** `search` is GET /api/admin/data-requests's query string (status, kind, page, sort). */
export const getAdminDataRequests = (search: string) =>
  apiRequest<AdminDataRequestPage>(`/api/admin/data-requests${search ? `?${search}` : ''}`);

export const adminDataRequestsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminDataRequestKeys.list(search),
    queryFn: () => getAdminDataRequests(search),
    placeholderData: keepPreviousData,
  });

export function useAdminDataRequests(search: string) {
  return useQuery(adminDataRequestsQueryOptions(search));
}
