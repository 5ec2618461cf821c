import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_TOKEN_KEY, TOKEN_KEY } from '../api/client.ts';
import { routes } from '../router.tsx';
import { fail, makeUser, ok } from '../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { AuthProvider, useAuth } from './auth-context.tsx';

afterEach(() => vi.unstubAllGlobals());

// These tests reach the app's lazy screens (dashboard, admin console, certificates), which are transformed
// on their first import: on a busy 2-core machine that takes over the default second, as in the other
// lazy-page tests.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

/** The session checks among the requests made, in order (the dashboard's own requests follow them). */
const sessionChecks = (calls: { path: string }[]) =>
  calls.map((call) => call.path).filter((path) => path.endsWith('/auth/me'));

describe('session start-up', () => {
  it('asks the user me endpoint first and keeps the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'saved-token');
    const api = fakeApi({ 'GET /api/auth/me': ok({ user: makeUser() }) });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/');
    expect(await screen.findByText('สวัสดี คุณสมชาย')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/auth/me');
    expect(sessionChecks(api.calls)).toEqual(['/api/auth/me']);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('saved-token');
  });

  it('falls back to the admin me endpoint when the user one fails', async () => {
    localStorage.setItem(TOKEN_KEY, 'saved-token');
    const api = fakeApi({
      'GET /api/auth/me': fail(500, 'ระบบขัดข้อง'),
      'GET /api/admin/auth/me': ok({ user: makeUser({ role: 'admin', firstName: 'แอดมิน' }) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/');
    expect(await screen.findByText('สวัสดี คุณแอดมิน')).toBeTruthy();
    expect(api.calls.slice(0, 2).map((call) => call.path)).toEqual(['/api/auth/me', '/api/admin/auth/me']);
    expect(sessionChecks(api.calls)).toEqual(['/api/auth/me', '/api/admin/auth/me']);
  });

  it('asks the admin me endpoint with the same token after the user one says the session is unknown', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale-token');
    const api = fakeApi({
      'GET /api/auth/me': fail(401, 'กรุณาเข้าสู่ระบบ', 'UNAUTHENTICATED'),
      'GET /api/admin/auth/me': fail(401, 'กรุณาเข้าสู่ระบบ', 'UNAUTHENTICATED'),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/api/auth/me', 'Bearer stale-token'],
      ['/api/admin/auth/me', 'Bearer stale-token'],
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // A stale token at start-up is cleared quietly: nobody was using it.
    expect(screen.queryByText('เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่')).toBeNull();
  });

  it('clears the token when both fail and sends the visitor to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale-token');
    const api = fakeApi({ 'GET /api/auth/me': fail(401, 'หมดอายุ'), 'GET /api/admin/auth/me': fail(401, 'หมดอายุ') });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('sign-in', () => {
  async function signIn(email: string) {
    await userEvent.type(screen.getByLabelText(/อีเมล/), email);
    await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  }

  it('tries the admin sign-in first for an email with "admin", then falls back to the regular one', async () => {
    const user = makeUser({ email: 'my.admin.friend@example.com' });
    const api = fakeApi({
      'POST /api/admin/auth/login': fail(401, 'บัญชีนี้ไม่มีสิทธิ์เข้าใช้งานส่วนผู้ดูแลระบบ', 'NOT_ADMIN'),
      'POST /api/auth/login': ok({ token: 't-1', deviceToken: 'device-1', user }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/login');
    await signIn('my.admin.friend@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The sign-in requests only: the dashboard, whose code no longer waits for zod, may already be
    // asking for its data by now.
    const signInCalls = api.calls.filter((call) => call.path.endsWith('/login'));
    expect(signInCalls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/auth/login',
      'POST /api/auth/login',
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t-1');
  });

  it('uses only the regular sign-in for other emails, and shows the Thai reason when it fails', async () => {
    const api = fakeApi({ 'POST /api/auth/login': fail(401, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง', 'INVALID_CREDENTIALS') });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/login');
    await signIn('somchai@example.com');
    expect(await screen.findByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/login']);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('sends an admin to the admin console after signing in', async () => {
    const admin = makeUser({ role: 'admin', email: 'admin@clinic.example' });
    const api = fakeApi({
      'POST /api/admin/auth/login': ok({ token: 't-admin', deviceToken: 'device-1', user: admin }),
      'GET /api/admin/auth/me': ok({ user: admin }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/login');
    await signIn('admin@clinic.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

/** A bare screen on the real AuthProvider that calls login() and prints what it answered. */
function LoginProbe({ email }: { email: string }) {
  const { login } = useAuth();
  const [outcome, setOutcome] = useState('');
  const run = async () => {
    let reason = '';
    const answer = await login(
      { email, password: 'Secret123' },
      { onFailure: (failure) => (reason = `${failure.code}: ${failure.message}`) },
    );
    setOutcome(`${answer} ${reason}`.trim());
  };
  return (
    <>
      <button type="button" onClick={run}>
        go
      </button>
      <output>{outcome}</output>
    </>
  );
}

describe('the login() contract', () => {
  const probeRoutes = (email: string): RouteObject[] => [
    {
      element: (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [{ path: '/', element: <LoginProbe email={email} /> }],
    },
  ];

  it('answers false and hands over the reason of the last attempt (the regular sign-in, after the admin one)', async () => {
    const api = fakeApi({
      'POST /api/admin/auth/login': fail(401, 'บัญชีนี้ไม่มีสิทธิ์เข้าใช้งานส่วนผู้ดูแลระบบ', 'NOT_ADMIN'),
      'POST /api/auth/login': fail(429, 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอ 7 นาทีแล้วลองใหม่', 'TOO_MANY_LOGIN_ATTEMPTS'),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(probeRoutes('Clinic.ADMIN@example.com'), '/');
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect(
      await screen.findByText('false TOO_MANY_LOGIN_ATTEMPTS: เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอ 7 นาทีแล้วลองใหม่'),
    ).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/auth/login', '/api/auth/login']);
  });

  it('answers true and stores data.token under authToken when the admin sign-in succeeds, without a fallback', async () => {
    const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
    const api = fakeApi({
      'POST /api/admin/auth/login': ok({ token: 'admin-token', deviceToken: 'device-1', user: admin }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(probeRoutes('admin@example.com'), '/');
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect(await screen.findByText('true')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/auth/login']);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('admin-token');
  });
});

describe('the sign-in screens', () => {
  it('checks in Thai that both fields are filled before asking the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรุณากรอกอีเมล')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the wait of a rate-limited sign-in in the error toast', async () => {
    const message = 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณารอ 12 นาทีแล้วลองใหม่';
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/auth/login': fail(429, message, 'TOO_MANY_LOGIN_ATTEMPTS') }).fetch);
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText(/อีเมล/), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('เข้าสู่ระบบไม่สำเร็จ')).toBeTruthy();
  });

  it('/admin/login uses the admin endpoint only, says why a customer cannot enter, and returns an admin to where they were going', async () => {
    const customer = fakeApi({
      'POST /api/admin/auth/login': fail(401, 'บัญชีนี้ไม่มีสิทธิ์เข้าใช้งานส่วนผู้ดูแลระบบ', 'NOT_ADMIN'),
    });
    vi.stubGlobal('fetch', customer.fetch);
    const first = renderRoutes(routes, '/admin/login');
    await userEvent.type(await screen.findByLabelText(/อีเมล/), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('บัญชีนี้ไม่มีสิทธิ์เข้าใช้งานส่วนผู้ดูแลระบบ')).toBeTruthy();
    expect(customer.calls.map((call) => call.path)).toEqual(['/api/admin/auth/login']);
    expect(first.router.state.location.pathname).toBe('/admin/login');
    first.unmount();

    const admin = makeUser({ role: 'admin', email: 'head.nurse@clinic.example' });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/admin/auth/login': ok({ token: 't-admin', deviceToken: 'device-1', user: admin }),
        'GET /api/admin/auth/me': ok({ user: admin }),
      }).fetch,
    );
    const { router } = renderRoutes(routes, '/admin/certificates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await userEvent.type(await screen.findByLabelText(/อีเมล/), admin.email);
    await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/certificates'));
    expect(await screen.findByRole('heading', { name: 'ใบรับรองแพทย์' })).toBeTruthy();
  });
});

describe('the device token (sign-in limits do not hold back a known browser)', () => {
  async function signInOn(url: string, email: string) {
    const { router, unmount } = renderRoutes(routes, url);
    await userEvent.type(await screen.findByLabelText(/อีเมล/), email);
    await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    return { router, unmount };
  }

  it('keeps the device token a customer sign-in answers, past sign-out, and sends it with the next sign-in', async () => {
    const user = makeUser({ email: 'somchai@example.com' });
    const first = fakeApi({ 'POST /api/auth/login': ok({ token: 't-1', deviceToken: 'device-abc', user }) });
    vi.stubGlobal('fetch', first.fetch);
    const firstScreen = await signInOn('/login', user.email);
    await waitFor(() => expect(firstScreen.router.state.location.pathname).toBe('/'));
    expect(first.calls[0]?.body).toEqual({ email: user.email, password: 'Secret123' });
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-abc');
    firstScreen.unmount();
    localStorage.removeItem(TOKEN_KEY); // signed out: the session goes, the device token stays

    const second = fakeApi({ 'POST /api/auth/login': ok({ token: 't-2', deviceToken: 'device-abc', user }) });
    vi.stubGlobal('fetch', second.fetch);
    const secondScreen = await signInOn('/login', user.email);
    await waitFor(() => expect(secondScreen.router.state.location.pathname).toBe('/'));
    expect(second.calls[0]?.body).toEqual({ email: user.email, password: 'Secret123', deviceToken: 'device-abc' });
  });

  it('sends the kept device token from the admin sign-in screen and keeps the one it answers', async () => {
    localStorage.setItem(DEVICE_TOKEN_KEY, 'device-old');
    const admin = makeUser({ role: 'admin', email: 'head.nurse@clinic.example' });
    const api = fakeApi({
      'POST /api/admin/auth/login': ok({ token: 't-admin', deviceToken: 'device-new', user: admin }),
      'GET /api/admin/auth/me': ok({ user: admin }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = await signInOn('/admin/login', admin.email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(api.calls[0]).toMatchObject({
      path: '/api/admin/auth/login',
      body: { email: admin.email, password: 'Secret123', deviceToken: 'device-old' },
    });
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('device-new');
  });
});

describe('sign-out and sessions that end', () => {
  it('signs out even when the server does not answer, forgets everything and goes to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/auth/profile': ok(makeUser({ companyName: 'บริษัท ลับเฉพาะ จำกัด' })),
      'POST /api/auth/logout': fail(500, 'ระบบขัดข้อง'),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router, queryClient } = renderRoutes(routes, '/profile');
    expect(await screen.findByDisplayValue('บริษัท ลับเฉพาะ จำกัด')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /สมชาย ใจดี/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'ออกจากระบบ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeNull(); // the next person is not sent to this one's page
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
  });

  it('when the session ends while in use, says so and returns the person to the page after signing in again', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/auth/profile': fail(401, 'กรุณาเข้าสู่ระบบ', 'UNAUTHENTICATED'),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });
});
