import { describe, expect, it } from 'vitest';
import { auditLogSearchFor, DEFAULT_STATE, parseAuditLogState, toApiSearch, toSearchParams } from './list-search.ts';

describe('audit log URL state', () => {
  it('round-trips filters and page through the URL', () => {
    const state = {
      ...DEFAULT_STATE,
      q: 'สมชาย',
      entity: 'user',
      actorId: '0b6f8c1e-4a3b-4c2d-9e8f-1a2b3c4d5e6f',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      page: 3,
    };
    expect(parseAuditLogState(toSearchParams(state))).toEqual(state);
  });

  it('drops malformed values from a hand-edited link', () => {
    const state = parseAuditLogState(new URLSearchParams('actorId=nope&dateFrom=2026-13&page=-2&limit=7'));
    expect(state).toEqual(DEFAULT_STATE);
  });

  it('always sends page and limit to the API, and builds a link to one record', () => {
    expect(toApiSearch(DEFAULT_STATE)).toBe('page=1&limit=20');
    expect(auditLogSearchFor('booking', 'b-1')).toBe('entity=booking&entityId=b-1');
  });
});
