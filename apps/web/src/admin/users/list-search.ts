import { ROLES, type Role, USER_SORT_KEYS, type UserListQuery, type UserSortKey } from '@jongdee/contracts';
import { apiSearch } from '../../api/client.ts';
import { PAGE_SIZES, urlReader, writePaging } from '../list/url-state.ts';

/** The users list's state, kept in the URL so a reload or a shared link keeps it. */
export type UserListState = {
  q: string;
  role: Role | '';
  isActive: 'true' | 'false' | '';
  page: number;
  limit: number;
  sortBy: UserSortKey;
  sortOrder: 'asc' | 'desc';
};

export { PAGE_SIZES };
export const DEFAULT_STATE: UserListState = {
  q: '',
  role: '',
  isActive: '',
  page: 1,
  limit: 20,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** Reads the URL; anything malformed falls back to the default. */
export function parseUserListState(params: URLSearchParams): UserListState {
  const read = urlReader(params);
  return {
    q: read.text('q'),
    role: read.oneOf('role', ROLES),
    isActive: read.oneOf('isActive', ['true', 'false'] as const),
    page: read.page(),
    limit: read.limit(DEFAULT_STATE.limit),
    ...read.sort(USER_SORT_KEYS, DEFAULT_STATE),
  };
}

function filterParams(state: UserListState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.role) params.set('role', state.role);
  if (state.isActive) params.set('isActive', state.isActive);
  return params;
}

/** The URL: filters, then page and sort only where they differ from the defaults. */
export function toSearchParams(state: UserListState): URLSearchParams {
  return writePaging(filterParams(state), state, DEFAULT_STATE);
}

/** What listUsers takes: the filters, then page and sort always explicit (the request's order). */
export function toApiQuery(state: UserListState): UserListQuery {
  const q = state.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(state.role ? { role: state.role } : {}),
    ...(state.isActive ? { isActive: state.isActive } : {}),
    page: state.page,
    limit: state.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
}

/** The same query as the request's query string: the list's cache key. */
export function toApiSearch(state: UserListState): string {
  return apiSearch('listUsers', { query: toApiQuery(state) });
}

export function hasFilters(state: UserListState): boolean {
  return filterParams(state).size > 0;
}
