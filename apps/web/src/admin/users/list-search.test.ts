import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, parseUserListState, toApiSearch, toSearchParams } from './list-search.ts';

describe('users list URL state', () => {
  it('round-trips search, filters, sort and page', () => {
    const state = {
      ...DEFAULT_STATE,
      q: 'สมชาย',
      role: 'admin' as const,
      isActive: 'false' as const,
      page: 2,
      sortBy: 'lastLoginAt' as const,
      sortOrder: 'asc' as const,
    };
    expect(parseUserListState(toSearchParams(state))).toEqual(state);
  });

  it('keeps the default URL clean and ignores malformed values', () => {
    expect(toSearchParams(DEFAULT_STATE).toString()).toBe('');
    expect(parseUserListState(new URLSearchParams('role=owner&isActive=maybe&sortBy=password&limit=9'))).toEqual(
      DEFAULT_STATE,
    );
  });

  it('always sends page and sort to the API', () => {
    expect(toApiSearch(DEFAULT_STATE)).toBe('page=1&limit=20&sortBy=createdAt&sortOrder=desc');
  });
});
