import type { DataRequest } from '@jongdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** My requests about my personal data, newest first. */
export const getDataRequests = () => apiRequest<DataRequest[]>('/api/auth/data-requests');

export const dataRequestsQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.dataRequests(), queryFn: getDataRequests });

export function useDataRequests() {
  return useQuery(dataRequestsQueryOptions());
}
