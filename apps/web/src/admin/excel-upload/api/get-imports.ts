import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type RouteInput, type RouteOutput } from '../../../api/client.ts';
import { adminImportKeys } from './admin-import-keys.ts';

export type ImportHistoryPage = RouteOutput<'listImports'>;
type ImportHistoryQuery = RouteInput<'listImports'>['query'];

/** `query` is the history's filter, page and order (list-search.ts#historyQuery). */
export const getImports = (query: ImportHistoryQuery) => apiCall('listImports', { query });

export const importsQueryOptions = (query: ImportHistoryQuery) =>
  queryOptions({
    queryKey: adminImportKeys.list(query),
    queryFn: () => getImports(query),
    placeholderData: keepPreviousData,
  });

export function useImports(query: ImportHistoryQuery) {
  return useQuery(importsQueryOptions(query));
}
