import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, parseListState, toApiSearch, toSearchParams } from './list-search.ts';

const CLINIC = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('the certificate register state in the URL', () => {
  it('reads every filter, page and sort back from what it wrote', () => {
    const state = {
      ...DEFAULT_STATE,
      q: 'MC-69-0001',
      type: 'driving_licence' as const,
      status: 'revoked' as const,
      clinicId: CLINIC,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      page: 3,
      limit: 100,
      sortBy: 'validUntil' as const,
      sortOrder: 'asc' as const,
    };
    expect(parseListState(toSearchParams(state))).toEqual(state);
  });

  it('keeps the URL short and always tells the API the page and sort', () => {
    expect(toSearchParams(DEFAULT_STATE).toString()).toBe('');
    expect(toApiSearch(DEFAULT_STATE)).toBe('page=1&limit=20&sortBy=issuedAt&sortOrder=desc');
  });

  it('ignores what a hand-edited link gets wrong', () => {
    const state = parseListState(
      new URLSearchParams('type=vip&status=lost&clinicId=1;drop&dateFrom=1/11/2569&page=-1&limit=9&sortBy=name'),
    );
    expect(state).toEqual(DEFAULT_STATE);
  });
});
