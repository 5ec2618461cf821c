import { describe, expect, it } from 'vitest';
import { addMonths, datesBetween } from './calendar-dates.ts';
import { calendarHref, parseCalendarState, shiftDate, toSearchParams, visibleRange } from './calendar-search.ts';

const TODAY = '2026-11-23';
const CLINIC = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('the calendar’s URL state', () => {
  it('reads view, date, clinic and the cancelled switch, and writes back only what is not the default', () => {
    const params = new URLSearchParams(`view=month&date=2026-12-05&clinic=${CLINIC}&cancelled=1`);
    const state = parseCalendarState(params, TODAY);
    expect(state).toEqual({ view: 'month', date: '2026-12-05', clinicId: CLINIC, showCancelled: true });
    expect(toSearchParams(state, TODAY).toString()).toBe(params.toString());
    expect(
      toSearchParams({ ...state, view: 'week', date: TODAY, clinicId: '', showCancelled: false }, TODAY).size,
    ).toBe(0);
  });

  it('falls back to this week for anything malformed', () => {
    const state = parseCalendarState(new URLSearchParams('view=year&date=2026-02-30&clinic=abc&cancelled=yes'), TODAY);
    expect(state).toEqual({ view: 'week', date: TODAY, clinicId: '', showCancelled: false });
  });

  it('makes links for other screens', () => {
    expect(calendarHref('/admin/calendar', { view: 'day', date: '2026-11-25', clinicId: CLINIC })).toBe(
      `/admin/calendar?view=day&date=2026-11-25&clinic=${CLINIC}`,
    );
  });
});

describe('the days a view fetches', () => {
  it('asks for a month as whole weeks from Sunday, counts only, never more than 42 days', () => {
    // 1 November 2026 is a Sunday: five weeks.
    expect(visibleRange({ view: 'month', date: '2026-11-23' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-05',
      detail: 'summary',
    });
    // August 2026 starts on a Saturday and needs six weeks.
    const august = visibleRange({ view: 'month', date: '2026-08-31' });
    expect(august).toMatchObject({ from: '2026-07-26', to: '2026-09-05' });
    expect(datesBetween(august.from, august.to)).toHaveLength(42);
  });

  it('asks for a week Sunday to Saturday and a day by itself, with their bookings', () => {
    expect(visibleRange({ view: 'week', date: '2026-11-25' })).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      detail: 'bookings',
    });
    expect(visibleRange({ view: 'day', date: '2026-11-25' })).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
      detail: 'bookings',
    });
  });

  it('steps by a month, a week or a day; a month from the 31st lands on the month’s last day', () => {
    expect(shiftDate({ view: 'month', date: '2027-01-31' }, 1)).toBe('2027-02-28');
    expect(shiftDate({ view: 'month', date: '2026-03-31' }, -1)).toBe('2026-02-28');
    expect(shiftDate({ view: 'week', date: '2026-12-29' }, 1)).toBe('2027-01-05');
    expect(shiftDate({ view: 'day', date: '2026-12-31' }, 1)).toBe('2027-01-01');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });
});
