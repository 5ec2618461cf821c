import type { Notification } from '@jongdee/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeNotification, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

const page = (items: Notification[], pagination = { page: 1, limit: 20, total: items.length, totalPages: 1 }) =>
  ok({ items, pagination });

const unread = makeNotification();
const read = makeNotification({
  id: '0193a1b2-0000-7000-8000-000000000002',
  type: 'booking_confirmed',
  title: 'ยืนยันการจองแล้ว',
  body: 'พบกันตามนัด',
  link: null,
  readAt: '2026-11-21T08:00:00.000Z',
  createdAt: '2026-11-21T07:00:00.000Z',
});

// The screens load lazily, as in the app; on a busy machine the first render can take a few seconds.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
beforeEach(() => localStorage.setItem(TOKEN_KEY, 'token'));
afterEach(() => vi.unstubAllGlobals());

const bell = () => screen.getByRole('button', { name: /^การแจ้งเตือน/ });

describe('the bell in the header', () => {
  it('shows the unread count, lists the newest five, and reading one lowers the count and follows its link', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/notifications/unread-count': [ok({ count: 3 }), ok({ count: 2 })],
      'GET /api/notifications?page=1&limit=5': page([unread, read], { page: 1, limit: 5, total: 2, totalPages: 1 }),
      [`PATCH /api/notifications/${unread.id}/read`]: ok({ ...unread, readAt: '2026-11-22T08:00:00.000Z' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/profile');

    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('การแจ้งเตือน ยังไม่ได้อ่าน 3 รายการ'));
    expect(within(bell()).getByText('3')).toBeTruthy();

    await userEvent.click(bell());
    const dropdown = await screen.findByRole('dialog');
    expect(within(dropdown).getByText('ยังไม่ได้อ่าน 3 รายการ')).toBeTruthy();
    const item = await within(dropdown).findByRole('link', { name: /จองสำเร็จ BK-691123-0001/ });
    expect(item.textContent).toContain('ยังไม่ได้อ่าน');
    expect(within(dropdown).getByRole('link', { name: 'ดูการแจ้งเตือนทั้งหมด' }).getAttribute('href')).toBe(
      '/notifications',
    );

    await userEvent.click(item);
    expect(router.state.location.pathname).toBe(unread.link);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('การแจ้งเตือน ยังไม่ได้อ่าน 2 รายการ'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('polls the count every minute and shows no badge when everything is read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = fakeApi({
        'GET /api/auth/me': ok({ user: makeUser() }),
        'GET /api/notifications/unread-count': [ok({ count: 0 }), ok({ count: 1 })],
      });
      vi.stubGlobal('fetch', api.fetch);
      renderRoutes(routes, '/profile');
      await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('การแจ้งเตือน'));
      expect(bell().textContent).toBe('');
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('การแจ้งเตือน ยังไม่ได้อ่าน 1 รายการ'));
      expect(api.calls.filter((call) => call.path === '/api/notifications/unread-count')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the notifications screen', () => {
  it('lists newest first with unread highlighted; a notification without a link is marked read where it is', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/notifications/unread-count': [ok({ count: 1 }), ok({ count: 0 })],
      'GET /api/notifications?page=1&limit=20': [
        page([{ ...unread, link: null }, read]),
        page([{ ...unread, link: null, readAt: '2026-11-22T08:00:00.000Z' }, read]),
      ],
      [`PATCH /api/notifications/${unread.id}/read`]: ok({ ...unread, readAt: '2026-11-22T08:00:00.000Z' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/notifications');

    const item = await screen.findByRole('button', { name: /จองสำเร็จ BK-691123-0001/ });
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('จองสำเร็จ'),
      expect.stringContaining('ยืนยันการจองแล้ว'),
    ]);
    expect(screen.getByText('22 พ.ย. 2569 14:30')).toBeTruthy();
    // The read one without a link is not a control at all.
    expect(screen.queryByRole('button', { name: /ยืนยันการจองแล้ว/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /ยืนยันการจองแล้ว/ })).toBeNull();

    await userEvent.click(item);
    await waitFor(() => expect(screen.queryByRole('button', { name: /จองสำเร็จ/ })).toBeNull());
    expect(router.state.location.pathname).toBe('/notifications');
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([
      `/api/notifications/${unread.id}/read`,
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'อ่านทั้งหมด' })).toHaveProperty('disabled', true));
  });

  it('marks all read, says so, and the bell loses its badge', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/notifications/unread-count': [ok({ count: 2 }), ok({ count: 0 })],
      'GET /api/notifications?page=1&limit=20': page([unread, read]),
      'POST /api/notifications/read-all': ok({ updated: 2 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/notifications');

    const button = await screen.findByRole('button', { name: 'อ่านทั้งหมด' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    expect(await screen.findByText('ทำเครื่องหมายว่าอ่านแล้ว 2 รายการ')).toBeTruthy();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('การแจ้งเตือน'));
    expect(screen.getByText('อ่านครบทุกรายการแล้ว')).toBeTruthy();
  });

  it('keeps the page in the URL and asks the API for it', async () => {
    const second = { page: 2, limit: 20, total: 45, totalPages: 3 };
    const third = { page: 3, limit: 20, total: 45, totalPages: 3 };
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/notifications/unread-count': ok({ count: 0 }),
      'GET /api/notifications?page=2&limit=20': page([read], second),
      'GET /api/notifications?page=3&limit=20': page([{ ...read, title: 'รายการเก่าสุด' }], third),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/notifications?page=2');

    expect(await screen.findByText('หน้า 2 จาก 3 (ทั้งหมด 45 รายการ)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'หน้า 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(await screen.findByText('รายการเก่าสุด')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says in Thai when there is nothing yet, with the next step', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/auth/me': ok({ user: makeUser() }),
        'GET /api/notifications/unread-count': ok({ count: 0 }),
        'GET /api/notifications?page=1&limit=20': page([], { page: 1, limit: 20, total: 0, totalPages: 0 }),
      }).fetch,
    );
    renderRoutes(routes, '/notifications');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('ยังไม่มีการแจ้งเตือน')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'จองตรวจสุขภาพ' }).getAttribute('href')).toBe('/booking');
    expect(screen.getByRole('button', { name: 'อ่านทั้งหมด' })).toHaveProperty('disabled', true);
  });
});
