import type { FieldError } from '@jongdee/contracts';

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

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal };

/**
 * The one way the app talks to the API: bearer token, JSON (or FormData for uploads), and the
 * envelope unwrapped. Errors carry the server's Thai message, status, code and per-field details.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });

  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) throw new ApiError(HTML_RESPONSE_MESSAGE, response.status);
  const payload = (await response.json().catch(() => null)) as {
    data?: T;
    error?: string;
    code?: string;
    details?: FieldError[];
  } | null;

  if (!response.ok) {
    if (response.status === 401 && token && payload?.code === 'UNAUTHENTICATED') {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    throw new ApiError(payload?.error || REQUEST_FAILED_MESSAGE, response.status, payload?.code, payload?.details);
  }
  return payload?.data as T;
}
