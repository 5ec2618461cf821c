import type { AuditLogQuery } from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { PAGE_SIZES, urlReader, writePaging } from '../list/url-state.ts';

/** The audit log's filters and page, read from and written to the URL so a link keeps them. */
export type AuditLogState = {
  q: string;
  entity: string;
  entityId: string;
  actorId: string;
  action: string;
  dateFrom: string;
  dateTo: string;
  page: number;
  limit: number;
};

export { PAGE_SIZES };
export const DEFAULT_STATE: AuditLogState = {
  q: '',
  entity: '',
  entityId: '',
  actorId: '',
  action: '',
  dateFrom: '',
  dateTo: '',
  page: 1,
  limit: 20,
};

const FILTERS = ['q', 'entity', 'entityId', 'actorId', 'action', 'dateFrom', 'dateTo'] as const;

/** Reads the URL; anything malformed (a hand-edited link) falls back to the default. */
export function parseAuditLogState(params: URLSearchParams): AuditLogState {
  const read = urlReader(params);
  const trim = { trim: true };
  return {
    q: read.text('q', 100, trim),
    entity: read.text('entity', 50, trim),
    entityId: read.text('entityId', 100, trim),
    actorId: read.id('actorId'),
    action: read.text('action', 100, trim),
    dateFrom: read.date('dateFrom'),
    dateTo: read.date('dateTo'),
    page: read.page(),
    limit: read.limit(DEFAULT_STATE.limit),
  };
}

function filterParams(state: AuditLogState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTERS) if (state[key]) params.set(key, state[key]);
  return params;
}

/** The screen's URL: filters, then page and limit only where they differ from the defaults. */
export function toSearchParams(state: AuditLogState): URLSearchParams {
  return writePaging(filterParams(state), state, DEFAULT_STATE);
}

/** What listAuditLog takes: the filters, then page and limit always explicit (the request's order). */
export function toApiQuery(state: AuditLogState): AuditLogQuery {
  const filters = Object.fromEntries(FILTERS.filter((key) => state[key]).map((key) => [key, state[key]]));
  return { ...filters, page: state.page, limit: state.limit };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: AuditLogState): string {
  return apiSearch('listAuditLog', { query: toApiQuery(state) });
}

export function hasFilters(state: AuditLogState): boolean {
  return filterParams(state).size > 0;
}

/** A link to the audit log narrowed to one record (a booking, a user). */
export function auditLogSearchFor(entity: string, entityId: string): string {
  return toSearchParams({ ...DEFAULT_STATE, entity, entityId }).toString();
}
