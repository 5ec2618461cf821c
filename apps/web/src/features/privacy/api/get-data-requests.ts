import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { privacyKeys } from './privacy-keys.ts';

/** My requests about my personal data, newest first. */
export const getDataRequests = () => apiCall('listMyDataRequests');

export const dataRequestsQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.dataRequests(), queryFn: getDataRequests });

export function useDataRequests() {
  return useQuery(dataRequestsQueryOptions());
}
