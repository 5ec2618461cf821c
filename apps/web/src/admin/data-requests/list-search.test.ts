import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, parseListState, toApiSearch, toSearchParams } from './list-search.ts';

describe('the data-request list state in the URL', () => {
  it('starts on pending requests, nearest their due date first', () => {
    const state = parseListState(new URLSearchParams());
    expect(state).toEqual(DEFAULT_STATE);
    expect(toSearchParams(state).toString()).toBe('');
    expect(toApiSearch(state)).toBe('status=pending&sortBy=dueAt&sortOrder=asc&page=1&limit=20');
  });

  it('round-trips a filter, a page and an open request; decided ones list newest first', () => {
    const open = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
    const params = new URLSearchParams({ status: 'completed', kind: 'erasure', page: '2', open });
    const state = parseListState(params);
    expect(state).toEqual({ status: 'completed', kind: 'erasure', page: 2, open });
    expect(parseListState(toSearchParams(state))).toEqual(state);
    expect(toApiSearch(state)).toBe('status=completed&kind=erasure&sortBy=createdAt&sortOrder=desc&page=2&limit=20');
    expect(toApiSearch({ ...state, status: 'all' })).not.toContain('status=');
  });

  it('falls back to the defaults for a hand-edited link', () => {
    expect(parseListState(new URLSearchParams('status=done&kind=delete&page=-1&open=x'))).toEqual(DEFAULT_STATE);
  });
});
