import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { fail, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

describe('the profile screen', () => {
  it('checks in Thai before saving, saves the cleaned values and says so', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const user = makeUser();
    const saved = makeUser({ phone: '0611111111', companyName: 'บริษัท ทดสอบ จำกัด', taxId: '1101701234561' });
    const api = fakeApi({
      'GET /api/auth/me': ok({ user }),
      'GET /api/auth/profile': ok(user),
      'PUT /api/auth/profile': ok(saved),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/profile');
    // The first paint loads the route's code (the form, the e-mail settings, the privacy section): allow for a busy machine.
    expect(await screen.findByDisplayValue('somchai@example.com', {}, { timeout: 10_000 })).toHaveProperty(
      'readOnly',
      true,
    );

    await userEvent.clear(field(/^ชื่อ \*/));
    await userEvent.clear(field(/^เบอร์มือถือ/));
    await userEvent.type(field(/^เบอร์มือถือ/), '0212345678');
    await userEvent.type(field(/^เลขประจำตัวผู้เสียภาษี/), '1101701234562');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูล' }));
    expect(await screen.findByText('กรุณากรอกชื่อ')).toBeTruthy();
    expect(screen.getByText(/เบอร์มือถือต้องเป็นตัวเลข 10 หลัก/)).toBeTruthy();
    expect(screen.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.type(field(/^ชื่อ \*/), 'สมชาย');
    await userEvent.clear(field(/^เบอร์มือถือ/));
    await userEvent.type(field(/^เบอร์มือถือ/), '061-111-1111');
    await userEvent.clear(field(/^เลขประจำตัวผู้เสียภาษี/));
    await userEvent.type(field(/^เลขประจำตัวผู้เสียภาษี/), '1-1017-01234-56-1');
    await userEvent.type(field(/^ชื่อบริษัท/), 'บริษัท ทดสอบ จำกัด');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูล' }));

    expect(await screen.findByText('บันทึกข้อมูลโปรไฟล์เรียบร้อยแล้ว')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phone: '0611111111',
      companyName: 'บริษัท ทดสอบ จำกัด',
      taxId: '1101701234561',
      address: null,
    });
    // Much typing, and the page also holds the privacy section: allow for a busy machine.
  }, 20_000);
});

describe('the change-password screen', () => {
  async function fill(current: string, next: string, confirmation = next) {
    await userEvent.type(field(/^รหัสผ่านปัจจุบัน/), current);
    await userEvent.type(field(/^รหัสผ่านใหม่/), next);
    await userEvent.type(field(/^ยืนยันรหัสผ่านใหม่/), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
  }

  it('shows the rule, checks the confirmation, and puts a wrong current password on its field', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'POST /api/auth/change-password': {
        status: 400,
        body: {
          success: false,
          code: 'WRONG_CURRENT_PASSWORD',
          error: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
          details: [{ field: 'currentPassword', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' }],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/change-password');
    expect(await screen.findByText('อย่างน้อย 8 ตัวอักษร มีทั้งตัวอักษรและตัวเลข')).toBeTruthy();

    await fill('Old12345', 'NewPass2569', 'NewPass2570');
    expect(await screen.findByText('รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(field(/^ยืนยันรหัสผ่านใหม่/));
    await userEvent.type(field(/^ยืนยันรหัสผ่านใหม่/), 'NewPass2569');
    await userEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    // The message is on the field itself (announced with it), not only in the toast.
    await waitFor(() => {
      const describedBy = field(/^รหัสผ่านปัจจุบัน/).getAttribute('aria-describedby') ?? '';
      const descriptions = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(descriptions).toContain('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    });
  });

  it('changes the password, says other devices were signed out, and stays signed in here', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const api = fakeApi({ 'GET /api/auth/me': ok({ user: makeUser() }), 'POST /api/auth/change-password': ok(null) });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/change-password');
    await screen.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' });
    await fill('Old12345', 'NewPass2569');
    expect(await screen.findByText(/เปลี่ยนรหัสผ่านเรียบร้อยแล้ว.*อุปกรณ์อื่น/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      currentPassword: 'Old12345',
      newPassword: 'NewPass2569',
    });
    expect(router.state.location.pathname).toBe('/change-password');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token');
    expect((field(/^รหัสผ่านปัจจุบัน/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the server refuses", async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/auth/me': ok({ user: makeUser() }),
        'POST /api/auth/change-password': fail(400, 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม', 'SAME_PASSWORD'),
      }).fetch,
    );
    renderRoutes(routes, '/change-password');
    await screen.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' });
    await fill('Same12345', 'Same12345');
    expect(await screen.findByText('รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม')).toBeTruthy();
  });
});
