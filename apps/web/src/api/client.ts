import type { FieldError, z } from '@jongdee/contracts';
import type { RouteSchemaTable } from '@jongdee/contracts/route-schemas';
import { type RouteId, routes, routeUrl } from '@jongdee/contracts/routes';
import { takeEarlyResponse } from './early-requests.ts';

/** The key the seed stores the session token under. */
export const TOKEN_KEY = 'authToken';
export const HTML_RESPONSE_MESSAGE = 'Received HTML instead of JSON - server error';
export const REQUEST_FAILED_MESSAGE = 'Request failed';
/**
 * Dispatched on window when a request sent with a token comes back 401 UNAUTHENTICATED: the session
 * expired or was ended elsewhere (password changed on another device, account deactivated). A failed
 * sign-in (INVALID_CREDENTIALS, NOT_ADMIN) is not a session ending.
 */
export const SESSION_ENDED_EVENT = 'jongdee:session-ended';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: FieldError[];

  constructor(message: string, status: number, code?: string, details: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}
export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/**
 * The device token a sign-in answered. It outlives sign-out on purpose: it tells the server this
 * browser signed in to the account before, so guesses from elsewhere do not lock its owner out.
 */
export const DEVICE_TOKEN_KEY = 'signInDevice';
export function readDeviceToken(): string | null {
  return localStorage.getItem(DEVICE_TOKEN_KEY);
}
export function saveDeviceToken(deviceToken: string): void {
  localStorage.setItem(DEVICE_TOKEN_KEY, deviceToken);
}

type Schemas<Id extends RouteId> = RouteSchemaTable[Id];
type Inputs<T extends z.ZodType> = z.input<T>;

/** What a call of route `id` sends: its path parameters, query and body, as the contract types them. */
export type RouteInput<Id extends RouteId> = (Schemas<Id> extends { params: infer P extends z.ZodType }
  ? { params: Inputs<P> }
  : { params?: undefined }) &
  (Schemas<Id> extends { query: infer Q extends z.ZodType }
    ? object extends Inputs<Q>
      ? { query?: Inputs<Q> }
      : { query: Inputs<Q> }
    : { query?: undefined }) &
  (Schemas<Id> extends { body: infer B }
    ? { body: B extends z.ZodType ? Inputs<B> : FormData }
    : { body?: undefined }) & { signal?: AbortSignal };

/** What a call of route `id` answers: the envelope's `data`, as the contract types it. */
export type RouteOutput<Id extends RouteId> =
  Schemas<Id> extends { response: infer R extends z.ZodType } ? z.output<R> : never;

type InputArgs<Id extends RouteId> = object extends RouteInput<Id> ? [input?: RouteInput<Id>] : [input: RouteInput<Id>];

/** The URL of a route (ids encoded), for what the browser fetches itself. */
export function apiUrl<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: object };
  return routeUrl(routes[id], params, query as Record<string, unknown> | undefined);
}

/**
 * The query string a call of route `id` sends, without the `?`: a list's cache key that is exactly
 * what the request asks for, in its order.
 */
export function apiSearch<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id>): string {
  return apiUrl(id, ...([input] as InputArgs<Id>)).split('?')[1] ?? '';
}

/**
 * Calls route `id` of the contracts: the URL built from its path (every id encoded), its method, and
 * the answer's `data`. In development and tests the answer is checked against the contract's schema,
 * so a drift between the API and the app fails loudly there; production trusts the server and ships
 * no schema code for it.
 */
export async function apiCall<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id>): Promise<RouteOutput<Id>> {
  const { body, signal } = (input ?? {}) as { body?: unknown; signal?: AbortSignal };
  const data = await apiRequest<RouteOutput<Id>>(apiUrl(id, ...([input] as InputArgs<Id>)), {
    method: routes[id].method,
    body,
    signal,
  });
  await checkAnswer(id, data);
  return data;
}

/** In development and tests, fails when an answer does not match its route's response schema. */
export async function checkAnswer(id: RouteId, data: unknown): Promise<void> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return;
  const { routeSchemas } = await import('@jongdee/contracts/route-schemas');
  const schema = (routeSchemas[id] as { response?: z.ZodType }).response;
  const result = schema?.safeParse(data);
  if (result && !result.success) {
    throw new Error(`The answer of ${id} does not match its contract: ${JSON.stringify(result.error.issues)}`);
  }
}

/**
 * A route that answers a file (PDF, image, workbook, ZIP): the same bearer token a plain link could
 * not send, the server's Thai message when it refuses, and the file name it gives.
 */
export async function apiFile<Id extends RouteId>(
  id: Id,
  fallbackName: string,
  ...[input]: InputArgs<Id>
): Promise<{ blob: Blob; fileName: string }> {
  const token = readToken();
  const response = await fetch(apiUrl(id, ...([input] as InputArgs<Id>)), {
    method: routes[id].method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: (input as { signal?: AbortSignal } | undefined)?.signal,
  });
  if (!response.ok) await throwApiError(response, token);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName),
  };
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a file to the browser's downloads under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal };

async function throwApiError(response: Response, token: string | null): Promise<never> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) throw new ApiError(HTML_RESPONSE_MESSAGE, response.status);
  const payload = (await response.json().catch(() => null)) as {
    error?: string;
    code?: string;
    details?: FieldError[];
  } | null;
  if (response.status === 401 && token && payload?.code === 'UNAUTHENTICATED') {
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  }
  throw new ApiError(payload?.error || REQUEST_FAILED_MESSAGE, response.status, payload?.code, payload?.details);
}

/**
 * The one way the app talks to the API: bearer token, JSON (or FormData for uploads), and the
 * envelope unwrapped. Errors carry the server's Thai message, status, code and per-field details.
 * Features call it through apiCall with a route of the contracts, never with a URL of their own.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const method = options.method ?? 'GET';
  // The first screen's GETs may have been asked already, before the app started (early-requests.ts).
  const early = method === 'GET' ? takeEarlyResponse(path, token) : undefined;
  const response =
    (early && (await early)) ??
    (await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    }));

  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html') && response.ok) throw new ApiError(HTML_RESPONSE_MESSAGE, response.status);
  if (!response.ok) await throwApiError(response, token);
  const payload = (await response.json().catch(() => null)) as { data?: T } | null;
  return payload?.data as T;
}
