import { afterEach, beforeEach, vi } from 'vitest';

/** Noon in Bangkok on 23 November 2569 (05:00 UTC): the day the screens' date tests live in. */
export const BANGKOK_NOON = '2026-11-23T05:00:00.000Z';

/**
 * Every test of the file runs with Date stopped at `now` (only Date: timers and promises still run);
 * afterwards the real clock comes back, and so do the globals a test stubbed (fetch, XMLHttpRequest).
 */
export function testsRunAt(now: string = BANGKOK_NOON): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** window.matchMedia, which jsdom lacks, answering `matches(query)` (Mantine measures with it). */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false) {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
