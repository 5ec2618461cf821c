import type { ReportQuery } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { type ReportState, toApiParams, toApiQuery } from '../report-range.ts';
import { reportKeys } from './report-keys.ts';

/** The figures of `from`–`to`, every clinic or one. */
export const getReportSummary = (query: ReportQuery) => apiCall('getReportSummary', { query });

export const reportSummaryQueryOptions = (state: ReportState) =>
  queryOptions({
    queryKey: reportKeys.summary(toApiParams(state)),
    queryFn: () => getReportSummary(toApiQuery(state)),
    placeholderData: keepPreviousData,
  });

export function useReportSummary(state: ReportState) {
  return useQuery(reportSummaryQueryOptions(state));
}
