import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../api/client.ts';
import { routes } from '../router.tsx';
import { fail, makeUser, ok } from '../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A reply that never comes, to look at what is shown while waiting. */
const pending = () => new Promise<Response>(() => {});

describe('route guards', () => {
  it('shows "กำลังตรวจสอบสิทธิ์..." while a user page checks the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal('fetch', pending);
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('กำลังตรวจสอบสิทธิ์...')).toBeTruthy();
  });

  it('shows "กำลังตรวจสอบสิทธิ์ Admin..." while an admin page checks the role', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({ 'GET /api/auth/me': ok({ user: makeUser({ role: 'admin' }) }) });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/admin/auth/me') ? pending() : api.fetch(input, init),
    );
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByText('กำลังตรวจสอบสิทธิ์ Admin...')).toBeTruthy();
  });

  it('sends a visitor from a user page to /login', async () => {
    const { router } = renderRoutes(routes, '/payments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a visitor and a signed-in user from an admin page to /admin/login', async () => {
    const visitor = renderRoutes(routes, '/admin');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/admin/login'));
    visitor.unmount();

    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/auth/me': ok({ user: makeUser() }), 'GET /api/admin/auth/me': fail(403, 'คุณไม่มีสิทธิ์') }).fetch,
    );
    const { router } = renderRoutes(routes, '/admin/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('lets an admin into the admin console', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const admin = makeUser({ role: 'admin', firstName: 'แอดมิน' });
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/auth/me': ok({ user: admin }), 'GET /api/admin/auth/me': ok({ user: admin }) }).fetch,
    );
    renderRoutes(routes, '/admin/reports');
    expect(await screen.findByRole('heading', { name: 'รายงาน' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('sends a signed-in user away from /login and /register, and /dashboard and /bookings to /', async () => {
    for (const path of ['/login', '/register', '/dashboard', '/bookings']) {
      localStorage.setItem(TOKEN_KEY, 'token');
      vi.stubGlobal('fetch', fakeApi({ 'GET /api/auth/me': ok({ user: makeUser() }) }).fetch);
      const view = renderRoutes(routes, path);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
      expect(await screen.findByText('สวัสดี คุณสมชาย')).toBeTruthy();
      view.unmount();
    }
  });

  it('keeps someone with a temporary password on /change-password until it is replaced, then opens the app', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser({ mustChangePassword: true }) }),
      'POST /api/auth/change-password': ok(null),
    });
    vi.stubGlobal('fetch', api.fetch);
    const view = renderRoutes(routes, '/booking');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/change-password'));
    expect(await screen.findByText('กรุณาตั้งรหัสผ่านของคุณเอง')).toBeTruthy();
    await view.router.navigate('/profile');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/change-password'));

    await userEvent.type(await screen.findByLabelText(/^รหัสผ่านปัจจุบัน/), 'abcd-efgh-jkmn');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่านใหม่/), 'MyOwn2569');
    await userEvent.type(screen.getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'MyOwn2569');
    await userEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('สวัสดี คุณสมชาย')).toBeTruthy();
  });

  it('returns a visitor to the page they were going to after signing in', async () => {
    const user = makeUser();
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'POST /api/auth/login': ok({ token: 't-1', deviceToken: 'device-1', user }) }).fetch,
    );
    const { router } = renderRoutes(routes, '/payment/0193a1b2-0000-7000-8000-000000000001?from=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await userEvent.type(await screen.findByLabelText(/อีเมล/), user.email);
    await userEvent.type(screen.getByLabelText(/รหัสผ่าน/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/payment/0193a1b2-0000-7000-8000-000000000001?from=mail',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบ' })).toBeNull());
  });

  it('sends a signed-in admin who opens /login to / (the seed), not to the console', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const admin = makeUser({ role: 'admin', firstName: 'แอดมิน' });
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/auth/me': ok({ user: admin }) }).fetch);
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps /admin/login open to everyone, signed in or not', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/auth/me': ok({ user: makeUser() }) }).fetch);
    const { router } = renderRoutes(routes, '/admin/login');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('shows the Thai not-found page for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' }).getAttribute('href')).toBe('/');
  });
});
