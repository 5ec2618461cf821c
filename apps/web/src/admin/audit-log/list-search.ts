import type { AuditLogQuery } from '@jongdee/contracts';

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

export const PAGE_SIZES = [20, 50, 100] as const;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FILTERS = ['q', 'entity', 'entityId', 'actorId', 'action', 'dateFrom', 'dateTo'] as const;

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** Reads the URL; anything malformed (a hand-edited link) falls back to the default. */
export function parseAuditLogState(params: URLSearchParams): AuditLogState {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const actorId = params.get('actorId') ?? '';
  const limit = positive(params.get('limit'), DEFAULT_STATE.limit);
  return {
    q: text('q', 100),
    entity: text('entity', 50),
    entityId: text('entityId', 100),
    actorId: UUID.test(actorId) ? actorId : '',
    action: text('action', 100),
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
    page: positive(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_STATE.limit,
  };
}

function filterParams(state: AuditLogState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTERS) if (state[key]) params.set(key, state[key]);
  return params;
}

/** The screen's URL: filters, then page and limit only where they differ from the defaults. */
export function toSearchParams(state: AuditLogState): URLSearchParams {
  const params = filterParams(state);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_STATE.limit) params.set('limit', String(state.limit));
  return params;
}

/** What listAuditLog takes: the filters, then page and limit always explicit (the request's order). */
export function toApiQuery(state: AuditLogState): AuditLogQuery {
  const filters = Object.fromEntries(FILTERS.filter((key) => state[key]).map((key) => [key, state[key]]));
  return { ...filters, page: state.page, limit: state.limit };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: AuditLogState): string {
  return new URLSearchParams(Object.entries(toApiQuery(state)).map(([key, value]) => [key, String(value)])).toString();
}

export function hasFilters(state: AuditLogState): boolean {
  return filterParams(state).size > 0;
}

/** A link to the audit log narrowed to one record (a booking, a user). */
export function auditLogSearchFor(entity: string, entityId: string): string {
  return toSearchParams({ ...DEFAULT_STATE, entity, entityId }).toString();
}
