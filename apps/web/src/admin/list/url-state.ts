import { STAFF_PAGE_SIZES } from '@jongdee/contracts/labels';
import type { SortOrder } from './sort-header.tsx';

// A list's state lives in its URL (see use-list-state.ts). These read it back value by value, each
// checked, and write its paging after the filters; each list's list-search.ts says which values it has.

/** The page sizes an admin list offers. */
export const PAGE_SIZES = STAFF_PAGE_SIZES;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Readers of a list's URL: anything malformed (a hand-edited link) reads as empty, or as the default given. */
export function urlReader(params: URLSearchParams) {
  const get = (key: string) => params.get(key) ?? '';
  const positive = (key: string, fallback: number) => {
    const number = Number(params.get(key));
    return Number.isInteger(number) && number >= 1 ? number : fallback;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[]): T | '' => {
    const value = get(key);
    return (allowed as readonly string[]).includes(value) ? (value as T) : '';
  };
  return {
    /** Free text, at most `max` characters (its spaces trimmed first with `trim`). */
    text: (key: string, max = 100, { trim = false } = {}) => (trim ? get(key).trim() : get(key)).slice(0, max),
    /** A CE date, `YYYY-MM-DD`. */
    date: (key: string) => (ISO_DATE.test(get(key)) ? get(key) : ''),
    /** A record's id. */
    id: (key: string) => (UUID.test(get(key)) ? get(key) : ''),
    /** One of `allowed`. */
    oneOf,
    /** Any of `allowed`, each once, in the URL's order. */
    someOf: <T extends string>(key: string, allowed: readonly T[]): T[] =>
      [...new Set(params.getAll(key))].filter((value): value is T => (allowed as readonly string[]).includes(value)),
    /** The page, from 1. */
    page: () => positive('page', 1),
    /** One of the page sizes. */
    limit: (fallback: number) => {
      const limit = positive('limit', fallback);
      return (PAGE_SIZES as readonly number[]).includes(limit) ? limit : fallback;
    },
    /** A sort of the list's own keys, and its order. */
    sort: <Key extends string>(keys: readonly Key[], fallback: { sortBy: Key; sortOrder: SortOrder }) => ({
      sortBy: oneOf('sortBy', keys) || fallback.sortBy,
      sortOrder: oneOf('sortOrder', ['asc', 'desc'] as const) || fallback.sortOrder,
    }),
  };
}

type Paging = { page: number; limit?: number; sortBy?: string; sortOrder?: SortOrder };

/** The URL's paging after its filters: page, page size and sort, each only where it differs from the default. */
export function writePaging(params: URLSearchParams, state: Paging, defaults: Paging): URLSearchParams {
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== defaults.limit) params.set('limit', String(state.limit));
  if (state.sortBy && (state.sortBy !== defaults.sortBy || state.sortOrder !== defaults.sortOrder)) {
    params.set('sortBy', state.sortBy);
    params.set('sortOrder', String(state.sortOrder));
  }
  return params;
}
