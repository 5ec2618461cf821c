import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UpdateListState<State> = (patch: Partial<State>, options?: { replace?: boolean }) => void;

/** A list's state as its parts (filters, pager) take it: what it is, and how to change it. */
export type ListState<State> = { state: State; update: UpdateListState<State> };

/**
 * A list's state lives in its URL, so a reload, the back button or a shared link keeps it. `update`
 * writes a change back; any change that does not name a page starts again at page 1, since the old
 * page may no longer exist under new filters. `clear` drops every parameter.
 */
export function useListState<State extends { page: number }>(
  parse: (params: URLSearchParams) => State,
  toSearchParams: (state: State) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parse(searchParams), [parse, searchParams]);
  const update: UpdateListState<State> = (patch, options = {}) => {
    const next = { ...state, ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
    setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
  };
  const clear = () => setSearchParams(new URLSearchParams());
  return { state, update, clear };
}
