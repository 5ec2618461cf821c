import type { ReportSummary } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { reportKeys } from './report-keys.ts';

/** `search`: `from=…&to=…[&clinicId=…]`. */
export const getReportSummary = (search: string) => apiRequest<ReportSummary>(`/api/admin/reports/summary?${search}`);

export const reportSummaryQueryOptions = (search: string) =>
  queryOptions({
    queryKey: reportKeys.summary(search),
    queryFn: () => getReportSummary(search),
    placeholderData: keepPreviousData,
  });

export function useReportSummary(search: string) {
  return useQuery(reportSummaryQueryOptions(search));
}
