import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeUser } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'q7Yk2mN4pR8sT1vW3xZ5bAq7Yk2mN4pR8sT1vW3xZ5';
const field = (label: RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.findByRole('button', { name: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ' });

describe('the reset-password screen', () => {
  it('takes the token from the link, drops it from the address at once, and signs in on success', async () => {
    const user = makeUser({ firstName: 'มานี' });
    const api = fakeApi({
      'POST /api/auth/reset-password': {
        body: { success: true, data: { token: 'new-session', deviceToken: 'device-1', user } },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, `/reset-password#token=${TOKEN}`);
    await submitButton();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.hash).toBe('');

    await userEvent.type(field(/^รหัสผ่านใหม่/), 'Manee2569');
    await userEvent.type(field(/^ยืนยันรหัสผ่านใหม่/), 'Manee2569');
    await userEvent.click(await submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token: TOKEN, password: 'Manee2569' },
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-session');
    expect(await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeTruthy();
  });

  it('shows the registration rules and says in Thai when the two passwords differ, without calling the API', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, `/reset-password#token=${TOKEN}`);
    await submitButton();
    expect(screen.getByText('อย่างน้อย 8 ตัวอักษร มีทั้งตัวอักษรและตัวเลข')).toBeTruthy();
    await userEvent.type(field(/^รหัสผ่านใหม่/), 'abcdefgh');
    await userEvent.type(field(/^ยืนยันรหัสผ่านใหม่/), 'abcdefgX');
    await userEvent.click(await submitButton());

    expect(await screen.findByText('รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว')).toBeTruthy();
    expect(screen.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's words for a used or expired link, with a way to ask for a new one", async () => {
    const expired = 'ลิงก์นี้หมดอายุแล้ว เพราะลิงก์ตั้งรหัสผ่านใหม่ใช้ได้ภายใน 30 นาทีหลังขอ กรุณาขอลิงก์ใหม่';
    const api = fakeApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { success: false, code: 'PASSWORD_RESET_LINK_EXPIRED', error: expired },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, `/reset-password#token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText(/^รหัสผ่านใหม่/), 'Manee2569');
    await userEvent.type(field(/^ยืนยันรหัสผ่านใหม่/), 'Manee2569');
    await userEvent.click(await submitButton());

    expect(await screen.findByText(expired)).toBeTruthy();
    expect(screen.queryByLabelText(/^รหัสผ่านใหม่/)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'ขอลิงก์ใหม่' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('says the link is incomplete when it carries no token, and asks nothing of the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/reset-password#tok');
    expect(await screen.findByText(/ลิงก์ไม่สมบูรณ์/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ขอลิงก์ใหม่' }).getAttribute('href')).toBe('/forgot-password');
    expect(api.calls).toEqual([]);
  });
});

describe('the forgot-password screen', () => {
  it('is linked from /login, next to the password', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    const { router } = renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('link', { name: 'ลืมรหัสผ่าน?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'ลืมรหัสผ่าน' })).toBeTruthy();
  });

  it("sends the address and shows the server's answer, the same for every address", async () => {
    const answer = 'ถ้าอีเมลนี้มีบัญชีอยู่ เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว';
    const api = fakeApi({ 'POST /api/auth/forgot-password': { body: { success: true, data: { message: answer } } } });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^อีเมล/), '  Somchai@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));

    expect(await screen.findByText(answer)).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ path: '/api/auth/forgot-password', body: { email: 'somchai@example.com' } });
  });

  it('says in Thai what is wrong with the address before sending', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^อีเมล/), 'somchai@');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(await screen.findByText(/รูปแบบอีเมลไม่ถูกต้อง/)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
