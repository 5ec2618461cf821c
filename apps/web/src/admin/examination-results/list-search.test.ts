import { describe, expect, it } from 'vitest';
import {
  bookingRosterSearch,
  DEFAULT_STATE,
  parseListState,
  toApiSearch,
  toCountSearch,
  toSearchParams,
} from './list-search.ts';

const CLINIC = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const BOOKING = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b00';
const EXAMINEE = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4e01';

describe('the results worklist state in the URL', () => {
  it('reads the tab, filters, page, sort and open form back from what it wrote', () => {
    const state = {
      ...DEFAULT_STATE,
      tab: 'recorded' as const,
      q: 'สมชาย',
      clinicId: CLINIC,
      date: '2026-11-24',
      bookingId: BOOKING,
      page: 2,
      limit: 50,
      sortBy: 'name' as const,
      sortOrder: 'desc' as const,
      examinee: EXAMINEE,
    };
    expect(parseListState(toSearchParams(state))).toEqual(state);
  });

  it('opens on the people waiting for results, earliest appointment first, with a short URL', () => {
    expect(toSearchParams(DEFAULT_STATE).toString()).toBe('');
    expect(toApiSearch(DEFAULT_STATE)).toBe('state=awaiting&page=1&limit=20&sortBy=appointmentDate&sortOrder=asc');
    // "ทั้งหมด" asks for every state; a tab's count asks for one row of it under the same filters.
    expect(toApiSearch({ ...DEFAULT_STATE, tab: 'all' })).not.toContain('state=');
    expect(toCountSearch({ ...DEFAULT_STATE, tab: 'all', clinicId: CLINIC }, 'certified')).toBe(
      `clinicId=${CLINIC}&state=certified&limit=1`,
    );
    expect(bookingRosterSearch(BOOKING)).toBe(`bookingId=${BOOKING}&limit=100&sortBy=name&sortOrder=asc`);
  });

  it('ignores what a hand-edited link gets wrong', () => {
    const state = parseListState(
      new URLSearchParams('state=deleted&clinicId=1;drop&date=24/11/2569&page=0&limit=7&sortBy=idNumber&examinee=x'),
    );
    expect(state).toEqual(DEFAULT_STATE);
  });
});
