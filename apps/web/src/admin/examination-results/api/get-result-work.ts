import type { ResultWorkQuery } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { resultWorkSearch } from '../list-search.ts';
import { adminResultKeys } from './admin-result-keys.ts';

/** `query` is the worklist's state, filters, page and sort (list-search.ts builds it). */
export const getResultWork = (query: ResultWorkQuery) => apiCall('listResultWork', { query });

export const resultWorkQueryOptions = (query: ResultWorkQuery) =>
  queryOptions({
    queryKey: adminResultKeys.list(resultWorkSearch(query)),
    queryFn: () => getResultWork(query),
    placeholderData: keepPreviousData,
  });

export function useResultWork(query: ResultWorkQuery, enabled = true) {
  return useQuery({ ...resultWorkQueryOptions(query), enabled });
}
