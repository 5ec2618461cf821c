import type { Pagination, ResultWorkItem } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminResultKeys } from './admin-result-keys.ts';

export type ResultWorkPage = { items: ResultWorkItem[]; pagination: Pagination };

/** `search` is the worklist's query string (state, filters, page, sort). */
export const getResultWork = (search: string) =>
  apiRequest<ResultWorkPage>(`/api/admin/examination-results${search ? `?${search}` : ''}`);

export const resultWorkQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminResultKeys.list(search),
    queryFn: () => getResultWork(search),
    placeholderData: keepPreviousData,
  });

export function useResultWork(search: string, enabled = true) {
  return useQuery({ ...resultWorkQueryOptions(search), enabled });
}
