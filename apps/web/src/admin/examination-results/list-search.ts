import { RESULT_WORK_STATES, type ResultWorkQuery } from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { PAGE_SIZES, urlReader, writePaging } from '../list/url-state.ts';

export type ResultWorkState = (typeof RESULT_WORK_STATES)[number];
/** The tabs: each work state, and everyone (for finding a person whatever their state). */
export type ResultTab = ResultWorkState | 'all';
export const RESULT_TABS: readonly ResultTab[] = [...RESULT_WORK_STATES, 'all'];
export const RESULT_SORT_KEYS = ['appointmentDate', 'bookingNo', 'name'] as const;
export type ResultSortKey = (typeof RESULT_SORT_KEYS)[number];

/** The worklist's state, kept in its URL so a reload, the back button or a shared link keeps it. */
export type ResultListState = {
  tab: ResultTab;
  q: string;
  clinicId: string;
  /** Appointment date, CE `YYYY-MM-DD`. */
  date: string;
  bookingId: string;
  page: number;
  limit: number;
  sortBy: ResultSortKey;
  sortOrder: 'asc' | 'desc';
  /** The examinee whose result form is open. */
  examinee: string;
};

export { PAGE_SIZES };
// Waiting people first, earliest appointment first: the order a nurse works through them.
export const DEFAULT_STATE: ResultListState = {
  tab: 'awaiting',
  q: '',
  clinicId: '',
  date: '',
  bookingId: '',
  page: 1,
  limit: 20,
  sortBy: 'appointmentDate',
  sortOrder: 'asc',
  examinee: '',
};

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): ResultListState {
  const read = urlReader(params);
  return {
    tab: read.oneOf('state', RESULT_TABS) || DEFAULT_STATE.tab,
    q: read.text('q'),
    clinicId: read.id('clinicId'),
    date: read.date('date'),
    bookingId: read.id('bookingId'),
    page: read.page(),
    limit: read.limit(DEFAULT_STATE.limit),
    ...read.sort(RESULT_SORT_KEYS, DEFAULT_STATE),
    examinee: read.id('examinee'),
  };
}

/** The filters alone, without the tab: what the tab counts share with the list. */
export function filterQuery(state: ResultListState) {
  const q = state.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(state.clinicId ? { clinicId: state.clinicId } : {}),
    ...(state.date ? { date: state.date } : {}),
    ...(state.bookingId ? { bookingId: state.bookingId } : {}),
  } satisfies ResultWorkQuery;
}

export function filterParams(state: ResultListState): URLSearchParams {
  return new URLSearchParams(filterQuery(state));
}

/** The URL's query: the tab and filters, then page, sort and the open form only where they differ from the defaults. */
export function toSearchParams(state: ResultListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== DEFAULT_STATE.tab) params.set('state', state.tab);
  for (const [key, value] of filterParams(state)) params.set(key, value);
  writePaging(params, state, DEFAULT_STATE);
  if (state.examinee) params.set('examinee', state.examinee);
  return params;
}

/** What listResultWork takes: the filters, the tab's state (none for "all"), page and sort. */
export function toApiQuery(state: ResultListState): ResultWorkQuery {
  return {
    ...filterQuery(state),
    ...(state.tab !== 'all' ? { state: state.tab } : {}),
    page: state.page,
    limit: state.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
}

/** One row's worth of a tab under the same filters: its total is the tab's count. */
export function toCountQuery(state: ResultListState, tab: ResultWorkState): ResultWorkQuery {
  return { ...filterQuery(state), state: tab, limit: 1 };
}

/** Everyone of one booking, by name: the roster beside the result form. */
export function bookingRosterQuery(bookingId: string): ResultWorkQuery {
  return { bookingId, limit: 100, sortBy: 'name', sortOrder: 'asc' };
}

/** A worklist query as the request's query string: its cache key. */
export const resultWorkSearch = (query: ResultWorkQuery) => apiSearch('listResultWork', { query });
export const toApiSearch = (state: ResultListState) => resultWorkSearch(toApiQuery(state));
export const toCountSearch = (state: ResultListState, tab: ResultWorkState) =>
  resultWorkSearch(toCountQuery(state, tab));
export const bookingRosterSearch = (bookingId: string) => resultWorkSearch(bookingRosterQuery(bookingId));

export function hasFilters(state: ResultListState): boolean {
  return filterParams(state).size > 0;
}
