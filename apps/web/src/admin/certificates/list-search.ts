import {
  CERTIFICATE_SORT_KEYS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TYPES,
  type CertificateListQuery,
  type CertificateStatus,
  type CertificateType,
} from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { PAGE_SIZES, urlReader, writePaging } from '../list/url-state.ts';

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

export { PAGE_SIZES };
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

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): CertificateListState {
  const read = urlReader(params);
  return {
    q: read.text('q'),
    type: read.oneOf('type', CERTIFICATE_TYPES),
    status: read.oneOf('status', CERTIFICATE_STATUSES),
    clinicId: read.id('clinicId'),
    dateFrom: read.date('dateFrom'),
    dateTo: read.date('dateTo'),
    page: read.page(),
    limit: read.limit(DEFAULT_STATE.limit),
    ...read.sort(CERTIFICATE_SORT_KEYS, DEFAULT_STATE),
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
  return writePaging(filterParams(state), state, DEFAULT_STATE);
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
