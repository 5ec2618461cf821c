import type { PaymentListQuery } from '@jongdee/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, apiRequest, apiSearch, SESSION_ENDED_EVENT, TOKEN_KEY } from './client.ts';
import { EARLY_REQUESTS_GLOBAL, type EarlyRequests, FIRST_SCREEN_FRESH_MS } from './early-requests.ts';

function respond(body: string, init: ResponseInit & { contentType?: string } = {}) {
  return vi.fn(
    async () =>
      new Response(body, {
        status: init.status ?? 200,
        headers: { 'content-type': init.contentType ?? 'application/json' },
      }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe('apiRequest', () => {
  it('sends the saved token as a bearer header and JSON, and answers data from the envelope', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-123');
    const fetchMock = respond(JSON.stringify({ success: true, data: { id: 7 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 7 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/things');
    expect(init.headers).toMatchObject({ authorization: 'Bearer token-123', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no token header when signed out, and no JSON content type for FormData', async () => {
    const fetchMock = respond(JSON.stringify({ success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/upload', { method: 'POST', body: new FormData() });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('authorization');
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('refuses an HTML answer with the seed message', async () => {
    vi.stubGlobal('fetch', respond('<!doctype html><html></html>', { contentType: 'text/html; charset=utf-8' }));
    await expect(apiRequest('/api/health')).rejects.toThrow('Received HTML instead of JSON - server error');
  });

  it("raises the server's Thai error with its status, code and field details", async () => {
    const body = {
      success: false,
      error: 'ข้อมูลไม่ถูกต้อง',
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email', message: 'รูปแบบอีเมลไม่ถูกต้อง' }],
    };
    vi.stubGlobal('fetch', respond(JSON.stringify(body), { status: 400 }));
    const error = (await apiRequest('/api/auth/register').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('ข้อมูลไม่ถูกต้อง');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(body.details);
  });

  it('says "Request failed" when the server gives no error field', async () => {
    vi.stubGlobal('fetch', respond('{}', { status: 502 }));
    await expect(apiRequest('/api/health')).rejects.toThrow('Request failed');
    vi.stubGlobal('fetch', respond('not json', { status: 500, contentType: 'text/plain' }));
    await expect(apiRequest('/api/health')).rejects.toThrow('Request failed');
  });

  it('announces a session that ended (401 UNAUTHENTICATED with a token), not a failed sign-in', async () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, listener);
    const unauthenticated = '{"success":false,"error":"กรุณาเข้าสู่ระบบ","code":"UNAUTHENTICATED"}';
    const wrongPassword = '{"success":false,"error":"อีเมลหรือรหัสผ่านไม่ถูกต้อง","code":"INVALID_CREDENTIALS"}';

    vi.stubGlobal('fetch', respond(unauthenticated, { status: 401 }));
    await apiRequest('/api/auth/me').catch(() => undefined); // no token: nothing was running
    localStorage.setItem(TOKEN_KEY, 'old');
    vi.stubGlobal('fetch', respond(wrongPassword, { status: 401 }));
    await apiRequest('/api/admin/auth/login').catch(() => undefined); // signed in, a sign-in attempt failed
    expect(listener).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', respond(unauthenticated, { status: 401 }));
    await apiRequest('/api/auth/profile').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_ENDED_EVENT, listener);
  });
});

describe('the first screen’s answers asked before the app started (early-requests.ts)', () => {
  const envelope = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
  function leaveEarly(token: string, responses: Record<string, Promise<Response | null>>, at = Date.now()) {
    (window as unknown as Record<string, EarlyRequests>)[EARLY_REQUESTS_GLOBAL] = { token, at, responses };
  }

  it('takes the answer of a GET of the same path once, then asks the server', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    leaveEarly('token-1', { '/api/things': Promise.resolve(envelope('early')) });
    const fetchMock = vi.fn(async () => envelope('asked'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/things')).resolves.toBe('early');
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/api/things')).resolves.toBe('asked');
    await expect(apiRequest('/api/things?page=2')).resolves.toBe('asked');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server itself when the early request failed, was sent with another token or is old', async () => {
    const fetchMock = vi.fn(async () => envelope('asked'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(TOKEN_KEY, 'token-1');
    leaveEarly('token-1', { '/api/a': Promise.resolve(null) });
    await expect(apiRequest('/api/a')).resolves.toBe('asked');
    leaveEarly('token-0', { '/api/b': Promise.resolve(envelope('early')) });
    await expect(apiRequest('/api/b')).resolves.toBe('asked');
    leaveEarly('token-1', { '/api/c': Promise.resolve(envelope('early')) }, Date.now() - FIRST_SCREEN_FRESH_MS - 1);
    await expect(apiRequest('/api/c')).resolves.toBe('asked');
    localStorage.clear();
    leaveEarly('token-1', { '/api/d': Promise.resolve(envelope('early')) });
    await expect(apiRequest('/api/d')).resolves.toBe('asked');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('never answers a request that changes something from them', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    leaveEarly('token-1', { '/api/things': Promise.resolve(envelope('early')) });
    const fetchMock = vi.fn(async () => envelope('posted'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/things', { method: 'POST', body: {} })).resolves.toBe('posted');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiCall', () => {
  it('builds the URL from the contract, encoding path parameters, and sends its method', async () => {
    const notification = {
      id: '7c4d5c1e-8f3a-4b0e-9d6a-2f1e3c4b5a69',
      type: 'payment_verified',
      title: 'ชำระเงินแล้ว',
      body: 'ตรวจสอบสลิปแล้ว',
      link: null,
      readAt: '2026-11-27T03:05:00.000Z',
      createdAt: '2026-11-27T03:00:00.000Z',
    };
    const fetchMock = respond(JSON.stringify({ success: true, data: notification }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiCall('markNotificationRead', { params: { id: 'a/b?c' } })).resolves.toEqual(notification);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/notifications/a%2Fb%3Fc/read');
    expect(init.method).toBe('PATCH');
  });

  it('appends only the query values that are set', async () => {
    const fetchMock = respond(JSON.stringify({ success: true, data: { count: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall('listNotifications', { query: { page: 2, limit: 5, unread: undefined } }).catch(() => undefined);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/notifications?page=2&limit=5');
  });

  it('gives the query string a call sends, a list repeated key by key, as a cache key', () => {
    const query = { status: ['submitted', 'verified'], sortBy: 'createdAt', page: 1, q: '' } satisfies PaymentListQuery;
    expect(apiSearch('listPayments', { query })).toBe('status=submitted&status=verified&sortBy=createdAt&page=1');
    expect(apiSearch('countUnreadNotifications')).toBe('');
  });

  it('in tests, rejects an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', respond(JSON.stringify({ success: true, data: { count: 'many' } })));
    await expect(apiCall('countUnreadNotifications')).rejects.toThrow(
      /countUnreadNotifications does not match its contract/,
    );
  });
});
