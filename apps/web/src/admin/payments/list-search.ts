import { PAYMENT_STATUSES, type PaymentListQuery, type PaymentStatus } from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { urlReader, writePaging } from '../list/url-state.ts';

/** "queue": slips waiting for review, oldest first. "all": every payment, newest first, by status. */
export type PaymentView = 'queue' | 'all';

/** The screen's state, kept in its URL so a reload, the back button or a shared link keeps it. */
export type PaymentListState = {
  view: PaymentView;
  status: PaymentStatus[];
  page: number;
  /** The payment open in the review panel. */
  review: string;
};

export const PAGE_SIZE = 20;
export const DEFAULT_STATE: PaymentListState = { view: 'queue', status: [], page: 1, review: '' };

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): PaymentListState {
  const read = urlReader(params);
  const view = params.get('view') === 'all' ? 'all' : 'queue';
  return {
    view,
    status: view === 'all' ? read.someOf('status', PAYMENT_STATUSES) : [],
    page: read.page(),
    review: read.id('review'),
  };
}

/** The URL's query: only what differs from the default. */
export function toSearchParams(state: PaymentListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view === 'all') {
    params.set('view', 'all');
    for (const status of state.status) params.append('status', status);
  }
  writePaging(params, state, DEFAULT_STATE);
  if (state.review) params.set('review', state.review);
  return params;
}

/** What listPayments takes: the queue is submitted slips oldest first; "all" is newest first. */
export function toApiQuery(state: PaymentListState): PaymentListQuery {
  const statuses: PaymentStatus[] = state.view === 'queue' ? ['submitted'] : state.status;
  return {
    ...(statuses.length > 0 ? { status: statuses } : {}),
    sortBy: 'createdAt',
    sortOrder: state.view === 'queue' ? 'asc' : 'desc',
    page: state.page,
    limit: PAGE_SIZE,
  };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: PaymentListState): string {
  return apiSearch('listPayments', { query: toApiQuery(state) });
}
