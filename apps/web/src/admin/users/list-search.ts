import { ROLES, type Role, USER_SORT_KEYS, type UserListQuery, type UserSortKey } from '@jongdee/contracts';

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

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_STATE: UserListState = {
  q: '',
  role: '',
  isActive: '',
  page: 1,
  limit: 20,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** Reads the URL; anything malformed falls back to the default. */
export function parseUserListState(params: URLSearchParams): UserListState {
  const role = params.get('role');
  const isActive = params.get('isActive');
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  const limit = positive(params.get('limit'), DEFAULT_STATE.limit);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: role && (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    isActive: isActive === 'true' || isActive === 'false' ? isActive : '',
    page: positive(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_STATE.limit,
    sortBy:
      sortBy && (USER_SORT_KEYS as readonly string[]).includes(sortBy) ? (sortBy as UserSortKey) : DEFAULT_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_STATE.sortOrder,
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
  const params = filterParams(state);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_STATE.limit) params.set('limit', String(state.limit));
  if (state.sortBy !== DEFAULT_STATE.sortBy || state.sortOrder !== DEFAULT_STATE.sortOrder) {
    params.set('sortBy', state.sortBy);
    params.set('sortOrder', state.sortOrder);
  }
  return params;
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
  return new URLSearchParams(Object.entries(toApiQuery(state)).map(([key, value]) => [key, String(value)])).toString();
}

export function hasFilters(state: UserListState): boolean {
  return filterParams(state).size > 0;
}
