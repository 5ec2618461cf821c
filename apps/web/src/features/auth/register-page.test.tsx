import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeUser } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

describe('the register screen', () => {
  it('says in Thai what is missing or wrong, without calling the API', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/register');
    await screen.findByRole('button', { name: 'สมัครสมาชิก' }); // the page loads on first visit
    await userEvent.type(field(/^อีเมล/), 'somchai@');
    await userEvent.type(field(/^เบอร์มือถือ/), '0212345678');
    await userEvent.type(field(/^รหัสผ่าน/), 'abcdefgh');
    await userEvent.type(field(/^ยืนยันรหัสผ่าน/), 'abcdefgX');
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

    expect(await screen.findByText('กรุณากรอกชื่อ')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกนามสกุล')).toBeTruthy();
    expect(screen.getByText(/รูปแบบอีเมลไม่ถูกต้อง/)).toBeTruthy();
    expect(screen.getByText(/เบอร์มือถือต้องเป็นตัวเลข 10 หลัก/)).toBeTruthy();
    expect(screen.getByText('รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว')).toBeTruthy();
    expect(screen.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeTruthy();
    expect(screen.getByText('กรุณายอมรับนโยบายความเป็นส่วนตัวเพื่อสมัครสมาชิก')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('registers with consent, stores the token and lands on the dashboard', async () => {
    const user = makeUser({ firstName: 'มานี' });
    const api = fakeApi({
      'POST /api/auth/register': {
        status: 201,
        body: { success: true, data: { token: 'new-token', deviceToken: 'device-1', user } },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/register');
    await screen.findByRole('button', { name: 'สมัครสมาชิก' });
    await userEvent.type(field(/^ชื่อ/), 'มานี');
    await userEvent.type(field(/^นามสกุล/), 'มีนา');
    await userEvent.type(field(/^อีเมล/), 'Manee@Example.com');
    await userEvent.type(field(/^เบอร์มือถือ/), '089-876-5432');
    await userEvent.type(field(/^รหัสผ่าน/), 'Manee2569');
    await userEvent.type(field(/^ยืนยันรหัสผ่าน/), 'Manee2569');
    await userEvent.click(screen.getByRole('checkbox', { name: /ข้อมูลสุขภาพ/ }));
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls[0]?.body).toEqual({
      firstName: 'มานี',
      lastName: 'มีนา',
      email: 'manee@example.com',
      phone: '0898765432',
      password: 'Manee2569',
      pdpaConsent: true,
      marketingConsent: false,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  });

  it("puts the server's per-field message on the field (email already registered)", async () => {
    const api = fakeApi({
      'POST /api/auth/register': {
        status: 409,
        body: {
          success: false,
          code: 'EMAIL_TAKEN',
          error: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบหรือใช้อีเมลอื่น',
          details: [{ field: 'email', message: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว' }],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/register');
    await screen.findByRole('button', { name: 'สมัครสมาชิก' });
    await userEvent.type(field(/^ชื่อ/), 'มานี');
    await userEvent.type(field(/^นามสกุล/), 'มีนา');
    await userEvent.type(field(/^อีเมล/), 'manee@example.com');
    await userEvent.type(field(/^เบอร์มือถือ/), '0898765432');
    await userEvent.type(field(/^รหัสผ่าน/), 'Manee2569');
    await userEvent.type(field(/^ยืนยันรหัสผ่าน/), 'Manee2569');
    await userEvent.click(screen.getByRole('checkbox', { name: /ข้อมูลสุขภาพ/ }));
    await userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByText('อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
