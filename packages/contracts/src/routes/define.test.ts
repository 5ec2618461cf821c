import { describe, expect, it } from 'vitest';
import { routeUrl } from './define.ts';

describe('routeUrl', () => {
  const route = { method: 'GET', path: '/bookings/:id/examinees/:examineeId', access: 'user' } as const;

  it('encodes every path parameter', () => {
    expect(routeUrl(route, { id: 'a/b', examineeId: '?#' })).toBe('/api/bookings/a%2Fb/examinees/%3F%23');
  });

  it('writes the query as URLSearchParams would, leaving out what is not set', () => {
    const query = {
      q: "สมชาย (O'Neil) ~ 1+1",
      page: 2,
      empty: '',
      none: undefined,
      nothing: null,
      status: ['paid', 'pending'],
    };
    // What `new URLSearchParams(…).toString()` gives for the same pairs.
    const expected =
      'q=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2+%28O%27Neil%29+%7E+1%2B1&page=2&status=paid&status=pending';
    expect(routeUrl({ ...route, path: '/search' }, undefined, query)).toBe(`/api/search?${expected}`);
  });

  it('refuses a missing path parameter', () => {
    expect(() => routeUrl(route, { id: 'x' })).toThrow(/examineeId/);
  });
});
