import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { type AuditLogState, toApiQuery, toApiSearch } from '../list-search.ts';

export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (search: string) => [...auditLogKeys.all, 'list', search] as const,
};

/** The log's filters, page and limit. */
export const getAuditLog = (state: AuditLogState) => apiCall('listAuditLog', { query: toApiQuery(state) });

export const auditLogQueryOptions = (state: AuditLogState) =>
  queryOptions({
    queryKey: auditLogKeys.list(toApiSearch(state)),
    queryFn: () => getAuditLog(state),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(state: AuditLogState) {
  return useQuery(auditLogQueryOptions(state));
}
