import {
  type AdminDataRequestListQuery,
  DATA_REQUEST_KINDS,
  type DataRequestKind,
  type DataRequestStatus,
} from '@jongdee/contracts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TABS: readonly StatusTab[] = ['pending', 'completed', 'rejected', 'all'];

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseListState(params: URLSearchParams): DataRequestListState {
  const status = params.get('status') as StatusTab | null;
  const kind = params.get('kind') as DataRequestKind | null;
  const page = Number(params.get('page'));
  const open = params.get('open') ?? '';
  return {
    status: status && TABS.includes(status) ? status : DEFAULT_STATE.status,
    kind: kind && (DATA_REQUEST_KINDS as readonly string[]).includes(kind) ? kind : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    open: UUID.test(open) ? open : '',
  };
}

/** The URL's query: only what differs from the default. */
export function toSearchParams(state: DataRequestListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== DEFAULT_STATE.status) params.set('status', state.status);
  if (state.kind) params.set('kind', state.kind);
  if (state.page !== 1) params.set('page', String(state.page));
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
  return new URLSearchParams(Object.entries(toApiQuery(state)).map(([key, value]) => [key, String(value)])).toString();
}
