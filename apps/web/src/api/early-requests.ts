/**
 * The first screen's requests, started before the app. The screen preloader (build-tools/
 * screen-chunks.ts), a small script index.html runs while the app's entry is still downloading, asks
 * a budgeted screen's first requests at once (src/first-requests.ts) and leaves their answers here
 * under EARLY_REQUESTS_GLOBAL. The API client takes each answer once, for a GET of the same path with
 * the same token, instead of asking again: on a phone the answers are then in by the time the app has
 * started, rather than asked only then.
 */
export type EarlyRequests = {
  /** The session token the requests were sent with. */
  token: string;
  /** When they were sent (Date.now()). */
  at: number;
  /** By path and query: the answer, or null when the request failed (the client then asks itself). */
  responses: Record<string, Promise<Response | null>>;
};

export const EARLY_REQUESTS_GLOBAL = '__jongdeeEarlyRequests';

/**
 * How long what was asked for the screen the app opens on counts as its answer: an early answer here
 * (older, it is left alone), the session check and the screen's prefetched queries (router.tsx).
 */
export const FIRST_SCREEN_FRESH_MS = 10_000;

/** The early answer for a GET of `path` sent with `token`, taken once; undefined when there is none. */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response | null> | undefined {
  if (typeof window === 'undefined' || token === null) return undefined;
  const early = (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
  if (!early || early.token !== token || Date.now() - early.at > FIRST_SCREEN_FRESH_MS) return undefined;
  const response = early.responses[path];
  delete early.responses[path];
  return response;
}
