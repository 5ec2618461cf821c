import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 350;

type Commit = (query: string, options: { replace: boolean }) => void;

/**
 * The text of a search box whose value lives in the URL. Typing commits it once the person pauses,
 * replacing the history entry rather than adding one per key; `commitNow` (Enter) adds an entry at
 * once. The URL is the truth: when it changes from outside (back button, "clear filters"), the box follows.
 */
export function useDebouncedSearchParam(value: string, commit: Commit, delayMs = SEARCH_DELAY_MS) {
  const [query, setQuery] = useState(value);
  // The latest commit, so a timer that fires after another filter changed does not write an old state back.
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  const latestValue = useRef(value);
  latestValue.current = value;

  useEffect(() => setQuery(value), [value]);

  useEffect(() => {
    if (query.trim() === latestValue.current.trim()) return;
    const timer = setTimeout(() => latestCommit.current(query, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [query, delayMs]);

  const commitNow = () => latestCommit.current(query, { replace: false });
  return { query, setQuery, commitNow };
}
