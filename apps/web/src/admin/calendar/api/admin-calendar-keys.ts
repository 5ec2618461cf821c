import type { CalendarDetail } from '@jongdee/contracts';

/** Query keys of the calendar screen: one entry per visible range, clinic and level of detail. */
export const adminCalendarKeys = {
  all: ['admin', 'calendar'] as const,
  range: (query: { from: string; to: string; clinicId: string; detail: CalendarDetail }) =>
    [...adminCalendarKeys.all, query] as const,
};
