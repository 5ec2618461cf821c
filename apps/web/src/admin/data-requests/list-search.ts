import {
  type AdminDataRequestListQuery,
  DATA_REQUEST_KINDS,
  type DataRequestKind,
  type DataRequestStatus,
} from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { urlReader, writePaging } from '../list/url-state.ts';

export type StatusTab = DataRequestStatus | 'all';

/** The screen's state, kept in its URL so a reload, the back button or a shared link keeps it. */
export type DataRequestListState = {
  status: StatusTab;
  kind: DataRequestKind | '';
  page: number;
  /** The request open in the side panel. */
  open: string;
};

export const PAGE_SIZE = 20;
export const DEFAULT_STATE: DataRequestListState = { status: 'pending', kind: '', page: 1, open: '' };

const TABS: readonly StatusTab[] = ['pending', 'completed', 'rejected', 'all'];

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): DataRequestListState {
  const read = urlReader(params);
  return {
    status: read.oneOf('status', TABS) || DEFAULT_STATE.status,
    kind: read.oneOf('kind', DATA_REQUEST_KINDS),
    page: read.page(),
    open: read.id('open'),
  };
}

/** The URL's query: only what differs from the default. */
export function toSearchParams(state: DataRequestListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== DEFAULT_STATE.status) params.set('status', state.status);
  if (state.kind) params.set('kind', state.kind);
  writePaging(params, state, DEFAULT_STATE);
  if (state.open) params.set('open', state.open);
  return params;
}

/** What listDataRequests takes: pending requests nearest their due date first; decided ones newest first. */
export function toApiQuery(state: DataRequestListState): AdminDataRequestListQuery {
  const pending = state.status === 'pending';
  return {
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(state.kind ? { kind: state.kind } : {}),
    sortBy: pending ? 'dueAt' : 'createdAt',
    sortOrder: pending ? 'asc' : 'desc',
    page: state.page,
    limit: PAGE_SIZE,
  };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: DataRequestListState): string {
  return apiSearch('listDataRequests', { query: toApiQuery(state) });
}
