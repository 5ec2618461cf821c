import type { ImportSummary, Pagination } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminImportKeys } from './admin-import-keys.ts';

export type ImportHistoryPage = { items: ImportSummary[]; pagination: Pagination };

/** `search` is GET /api/admin/excel-imports's query string (kind, page, sort). */
export const getImports = (search: string) =>
  apiRequest<ImportHistoryPage>(`/api/admin/excel-imports${search ? `?${search}` : ''}`);

export const importsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminImportKeys.list(search),
    queryFn: () => getImports(search),
    placeholderData: keepPreviousData,
  });

export function useImports(search: string) {
  return useQuery(importsQueryOptions(search));
}
