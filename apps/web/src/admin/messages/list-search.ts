import {
  type AdminMessageListQuery,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessageKind,
  type MessageStatus,
} from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { PAGE_SIZES, urlReader, writePaging } from '../list/url-state.ts';

/** The screen's filters and page, kept in its URL so a reload or a shared link keeps them. */
export type MessageListState = {
  status: MessageStatus | '';
  kind: MessageKind | '';
  q: string;
  page: number;
  limit: number;
};

export { PAGE_SIZES };
export const DEFAULT_STATE: MessageListState = { status: '', kind: '', q: '', page: 1, limit: 20 };

/** Reads the URL; anything malformed (a hand-edited link) falls back to the default. */
export function parseMessageListState(params: URLSearchParams): MessageListState {
  const read = urlReader(params);
  return {
    status: read.oneOf('status', MESSAGE_STATUSES),
    kind: read.oneOf('kind', MESSAGE_KINDS),
    q: read.text('q', 100, { trim: true }),
    page: read.page(),
    limit: read.limit(DEFAULT_STATE.limit),
  };
}

function filterParams(state: MessageListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.kind) params.set('kind', state.kind);
  if (state.q) params.set('q', state.q);
  return params;
}

/** The screen's URL: filters, then page and limit only where they differ from the defaults. */
export function toSearchParams(state: MessageListState): URLSearchParams {
  return writePaging(filterParams(state), state, DEFAULT_STATE);
}

/** What listMessages takes. */
export function toApiQuery(state: MessageListState): AdminMessageListQuery {
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(state.kind ? { kind: state.kind } : {}),
    ...(state.q ? { q: state.q } : {}),
    page: state.page,
    limit: state.limit,
  };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: MessageListState): string {
  return apiSearch('listMessages', { query: toApiQuery(state) });
}

export function hasFilters(state: MessageListState): boolean {
  return filterParams(state).size > 0;
}
