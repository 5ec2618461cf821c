import {
  CERTIFICATE_SORT_KEYS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TYPES,
  type CertificateListQuery,
  type CertificateStatus,
  type CertificateType,
} from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';

export type CertificateSortKey = (typeof CERTIFICATE_SORT_KEYS)[number];

/** The register's state, kept in its URL so a reload, the back button or a shared link keeps it. */
export type CertificateListState = {
  q: string;
  type: CertificateType | '';
  status: CertificateStatus | '';
  clinicId: string;
  /** Issued on or after / on or before, Bangkok dates (CE `YYYY-MM-DD`). */
  dateFrom: string;
  dateTo: string;
  page: number;
  limit: number;
  sortBy: CertificateSortKey;
  sortOrder: 'asc' | 'desc';
};

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_STATE: CertificateListState = {
  q: '',
  type: '',
  status: '',
  clinicId: '',
  dateFrom: '',
  dateTo: '',
  page: 1,
  limit: 20,
  sortBy: 'issuedAt',
  sortOrder: 'desc',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): CertificateListState {
  const limit = positive(params.get('limit'), DEFAULT_STATE.limit);
  const sortOrder = params.get('sortOrder');
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const clinicId = params.get('clinicId') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    type: oneOf(params.get('type'), CERTIFICATE_TYPES),
    status: oneOf(params.get('status'), CERTIFICATE_STATUSES),
    clinicId: UUID.test(clinicId) ? clinicId : '',
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
    page: positive(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_STATE.limit,
    sortBy: oneOf(params.get('sortBy'), CERTIFICATE_SORT_KEYS) || DEFAULT_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_STATE.sortOrder,
  };
}

/** The filters alone, in the order the URL and the request carry them. */
export function filterQuery(state: CertificateListState) {
  const q = state.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.clinicId ? { clinicId: state.clinicId } : {}),
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
  } satisfies CertificateListQuery;
}

export function filterParams(state: CertificateListState): URLSearchParams {
  return new URLSearchParams(filterQuery(state));
}

/** The URL's query: filters, then page and sort only where they differ from the defaults. */
export function toSearchParams(state: CertificateListState): URLSearchParams {
  const params = filterParams(state);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_STATE.limit) params.set('limit', String(state.limit));
  if (state.sortBy !== DEFAULT_STATE.sortBy || state.sortOrder !== DEFAULT_STATE.sortOrder) {
    params.set('sortBy', state.sortBy);
    params.set('sortOrder', state.sortOrder);
  }
  return params;
}

/** What listCertificates takes: everything, page and sort always explicit. */
export function toApiQuery(state: CertificateListState): CertificateListQuery {
  return {
    ...filterQuery(state),
    page: state.page,
    limit: state.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: CertificateListState): string {
  return apiSearch('listCertificates', { query: toApiQuery(state) });
}

export function hasFilters(state: CertificateListState): boolean {
  return filterParams(state).size > 0;
}
