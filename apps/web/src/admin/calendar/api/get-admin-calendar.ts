import type { CalendarDetail } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { adminCalendarKeys } from './admin-calendar-keys.ts';

export type CalendarRequest = { from: string; to: string; clinicId: string; detail: CalendarDetail };

/** The calendar of the days on screen (at most 42), one clinic or all. */
export const getAdminCalendar = ({ from, to, detail, clinicId }: CalendarRequest) =>
  apiCall('getCalendar', { query: { from, to, detail, ...(clinicId ? { clinicId } : {}) } });

export const adminCalendarQueryOptions = (request: CalendarRequest) =>
  queryOptions({
    queryKey: adminCalendarKeys.range(request),
    queryFn: () => getAdminCalendar(request),
    // The previous range stays on screen, dimmed, while the next one loads: no blank flash on every click.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useAdminCalendar(request: CalendarRequest) {
  return useQuery(adminCalendarQueryOptions(request));
}
