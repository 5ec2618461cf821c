import type { CalendarDetail } from '@jongdee/contracts';
import { addDays, bangkokToday } from '@jongdee/contracts/thai-format';
import { addMonths, endOfMonth, isValidDate, startOfMonth, startOfWeek } from './calendar-dates.ts';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The screen's state, kept in its URL so a reload, the back button or a shared link shows the same. */
export type CalendarState = {
  view: CalendarView;
  /** The day the view is about (its month, its week, or itself), Bangkok `YYYY-MM-DD`. */
  date: string;
  /** One clinic, or '' for all. */
  clinicId: string;
  /** Show cancelled and expired bookings too (they hold no places). */
  showCancelled: boolean;
};

export const DEFAULT_VIEW: CalendarView = 'week';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseCalendarState(params: URLSearchParams, today: string = bangkokToday()): CalendarState {
  const view = params.get('view');
  const date = params.get('date') ?? '';
  const clinicId = params.get('clinic') ?? '';
  return {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? '') ? (view as CalendarView) : DEFAULT_VIEW,
    date: isValidDate(date) ? date : today,
    clinicId: UUID.test(clinicId) ? clinicId : '',
    showCancelled: params.get('cancelled') === '1',
  };
}

/** The URL's query: only what differs from the default. */
export function toSearchParams(state: CalendarState, today: string = bangkokToday()): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== DEFAULT_VIEW) params.set('view', state.view);
  if (state.date !== today) params.set('date', state.date);
  if (state.clinicId) params.set('clinic', state.clinicId);
  if (state.showCancelled) params.set('cancelled', '1');
  return params;
}

/** A link to the calendar (from the dashboard, say): `/admin/calendar?view=day&date=…`. */
export function calendarHref(base: string, state: Partial<CalendarState>): string {
  const search = toSearchParams({
    view: DEFAULT_VIEW,
    date: bangkokToday(),
    clinicId: '',
    showCancelled: false,
    ...state,
  }).toString();
  return search ? `${base}?${search}` : base;
}

export type VisibleRange = { from: string; to: string; detail: CalendarDetail };

/**
 * The days the view shows, and only those are fetched: a month as whole weeks (Sunday to Saturday,
 * at most six of them — the API's 42-day limit), a week, or a day. The month needs counts only.
 */
export function visibleRange(state: Pick<CalendarState, 'view' | 'date'>): VisibleRange {
  if (state.view === 'month') {
    const from = startOfWeek(startOfMonth(state.date));
    const to = addDays(startOfWeek(endOfMonth(state.date)), 6);
    return { from, to, detail: 'summary' };
  }
  if (state.view === 'week') {
    const from = startOfWeek(state.date);
    return { from, to: addDays(from, 6), detail: 'bookings' };
  }
  return { from: state.date, to: state.date, detail: 'bookings' };
}

/** The previous (-1) or next (+1) month, week or day. */
export function shiftDate(state: Pick<CalendarState, 'view' | 'date'>, step: -1 | 1): string {
  if (state.view === 'month') return addMonths(state.date, step);
  return addDays(state.date, state.view === 'week' ? 7 * step : step);
}
