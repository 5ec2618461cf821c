import { BOOKING_SORT_KEYS, BOOKING_STATUSES, type BookingListQuery, type BookingStatus } from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';

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

export const PAGE_SIZES = [20, 50, 100] as const;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): BookingListState {
  const sortBy = params.get('sortBy') as BookingSortKey | null;
  const sortOrder = params.get('sortOrder');
  const limit = positive(params.get('limit'), DEFAULT_STATE.limit);
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return UUID.test(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: [...new Set(params.getAll('status'))].filter((value): value is BookingStatus =>
      (BOOKING_STATUSES as readonly string[]).includes(value),
    ),
    clinicId: id('clinicId'),
    serviceId: id('serviceId'),
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
    page: positive(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_STATE.limit,
    sortBy: sortBy && (BOOKING_SORT_KEYS as readonly string[]).includes(sortBy) ? sortBy : DEFAULT_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_STATE.sortOrder,
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
  const params = filterParams(state);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_STATE.limit) params.set('limit', String(state.limit));
  if (state.sortBy !== DEFAULT_STATE.sortBy || state.sortOrder !== DEFAULT_STATE.sortOrder) {
    params.set('sortBy', state.sortBy);
    params.set('sortOrder', state.sortOrder);
  }
  return params;
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
