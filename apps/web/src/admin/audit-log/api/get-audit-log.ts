import type { AuditLogPage } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (search: string) => [...auditLogKeys.all, 'list', search] as const,
};

/** `search` is the query string of GET /api/admin/audit-log (filters, page, limit). */
export const getAuditLog = (search: string) =>
  apiRequest<AuditLogPage>(`/api/admin/audit-log${search ? `?${search}` : ''}`);

export const auditLogQueryOptions = (search: string) =>
  queryOptions({
    queryKey: auditLogKeys.list(search),
    queryFn: () => getAuditLog(search),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(search: string) {
  return useQuery(auditLogQueryOptions(search));
}
