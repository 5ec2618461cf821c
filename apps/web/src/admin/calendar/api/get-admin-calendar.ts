import type { Calendar, CalendarDetail } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { adminCalendarKeys } from './admin-calendar-keys.ts';

export type CalendarRequest = { from: string; to: string; clinicId: string; detail: CalendarDetail };

/** GET /api/admin/calendar for the days on screen (at most 42), one clinic or all. */
export function getAdminCalendar(request: CalendarRequest): Promise<Calendar> {
  const params = new URLSearchParams({ from: request.from, to: request.to, detail: request.detail });
  if (request.clinicId) params.set('clinicId', request.clinicId);
  return apiRequest<Calendar>(`/api/admin/calendar?${params}`);
}

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
