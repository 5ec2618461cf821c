import { BOOKING_SORT_KEYS, BOOKING_STATUSES, type BookingListQuery, type BookingStatus } from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { PAGE_SIZES, urlReader, writePaging } from '../list/url-state.ts';

export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];

/** The list's state, read from and written to the screen's URL so a reload or a shared link keeps it. */
export type BookingListState = {
  q: string;
  status: BookingStatus[];
  clinicId: string;
  serviceId: string;
  dateFrom: string;
  dateTo: string;
  page: number;
  limit: number;
  sortBy: BookingSortKey;
  sortOrder: 'asc' | 'desc';
};

export { PAGE_SIZES };
export const DEFAULT_STATE: BookingListState = {
  q: '',
  status: [],
  clinicId: '',
  serviceId: '',
  dateFrom: '',
  dateTo: '',
  page: 1,
  limit: 20,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): BookingListState {
  const read = urlReader(params);
  return {
    q: read.text('q'),
    status: read.someOf('status', BOOKING_STATUSES),
    clinicId: read.id('clinicId'),
    serviceId: read.id('serviceId'),
    dateFrom: read.date('dateFrom'),
    dateTo: read.date('dateTo'),
    page: read.page(),
    limit: read.limit(DEFAULT_STATE.limit),
    ...read.sort(BOOKING_SORT_KEYS, DEFAULT_STATE),
  };
}

/** The filters alone (no paging or sort), as the API takes them: what the export sends. */
export function toFilterQuery(state: BookingListState) {
  const q = state.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(state.status.length > 0 ? { status: state.status } : {}),
    ...(state.clinicId ? { clinicId: state.clinicId } : {}),
    ...(state.serviceId ? { serviceId: state.serviceId } : {}),
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
  } satisfies BookingListQuery;
}

/** The filters alone as URL parameters. */
export function filterParams(state: BookingListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toFilterQuery(state))) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return params;
}

/** The URL's query: filters, then page and sort only where they differ from the defaults. */
export function toSearchParams(state: BookingListState): URLSearchParams {
  return writePaging(filterParams(state), state, DEFAULT_STATE);
}

/** What the booking list asks the API for: the filters, page and sort always explicit. */
export function toApiQuery(state: BookingListState): BookingListQuery {
  return {
    ...toFilterQuery(state),
    page: state.page,
    limit: state.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: BookingListState): string {
  return apiSearch('listBookings', { query: toApiQuery(state) });
}

export function hasFilters(state: BookingListState): boolean {
  return filterParams(state).size > 0;
}
