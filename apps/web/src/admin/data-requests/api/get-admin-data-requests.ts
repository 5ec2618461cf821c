import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { type DataRequestListState, toApiQuery, toApiSearch } from '../list-search.ts';
import { adminDataRequestKeys } from './admin-data-request-keys.ts';

/** The screen's status tab, kind and page. */
export const getAdminDataRequests = (state: DataRequestListState) =>
  apiCall('listDataRequests', { query: toApiQuery(state) });

export const adminDataRequestsQueryOptions = (state: DataRequestListState) =>
  queryOptions({
    queryKey: adminDataRequestKeys.list(toApiSearch(state)),
    queryFn: () => getAdminDataRequests(state),
    placeholderData: keepPreviousData,
  });

export function useAdminDataRequests(state: DataRequestListState) {
  return useQuery(adminDataRequestsQueryOptions(state));
}
