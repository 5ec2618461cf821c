import type { BookingListItem } from '@jongdee/contracts';
import { bangkokToday } from '@jongdee/contracts/thai-format';
import { configure, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeBookingListItem, makeNotification, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

const upcomingPath = () =>
  `/api/bookings?status=pending_payment&status=payment_review&status=confirmed&dateFrom=${bangkokToday()}&sortBy=appointmentDate&sortOrder=asc&limit=5`;

const stats = (byStatus: Partial<Record<string, number>>) => {
  const full = {
    pending_payment: 0,
    payment_review: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    expired: 0,
    ...byStatus,
  };
  return ok({
    bookings: { total: Object.values(full).reduce((sum, count) => sum + count, 0), byStatus: full },
    payments: { total: 0, byStatus: { pending: 0, submitted: 0, verified: 0, rejected: 0, refunded: 0 } },
    certificates: { total: 0, byStatus: { valid: 0, revoked: 0 } },
  });
};

/** A row of my upcoming appointments: test/fixtures.ts's booking, at another clinic and service. */
function makeBooking(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return makeBookingListItem({
    id: '0193a1b2-0000-7000-8000-00000000b001',
    clinic: {
      id: '0193a1b2-0000-7000-8000-00000000c001',
      name: 'คลินิกเวชกรรมจองดี สาขาสีลม',
      address: '1 ถนนสีลม',
      province: 'กรุงเทพมหานคร',
      phone: '021234567',
      mapUrl: null,
    },
    service: {
      id: '0193a1b2-0000-7000-8000-00000000a001',
      name: 'ใบรับรองแพทย์ 5 โรค',
      certificateType: 'driving_licence',
    },
    appointmentDate: '2026-11-23',
    appointmentAt: '2026-11-23T09:00:00+07:00',
    examineeCount: 2,
    unitPrice: 50_000,
    totalAmount: 100_000,
    amountDue: 100_000,
    paymentDueAt: '2026-11-22T09:00:00+07:00',
    createdAt: '2026-11-21T09:00:00+07:00',
    updatedAt: '2026-11-21T09:00:00+07:00',
    ...overrides,
  });
}

const emptyPage = (limit: number) => ok({ items: [], pagination: { page: 1, limit, total: 0, totalPages: 0 } });

/** The dashboard's requests answered for someone with nothing yet; `replies` answers some otherwise. */
const newcomerApi = (replies: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/auth/me': ok({ user: makeUser() }),
    'GET /api/search/stats': stats({}),
    [`GET ${upcomingPath()}`]: emptyPage(5),
    'GET /api/notifications?page=1&limit=5': emptyPage(5),
    'GET /api/notifications/unread-count': ok({ count: 0 }),
    ...replies,
  });

// The screens load lazily, as in the app; on a busy machine the first render can take a few seconds.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
beforeEach(() => localStorage.setItem(TOKEN_KEY, 'token'));
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', () => {
  it('shows my counts by status, my next appointments and my latest notifications', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/search/stats': stats({ pending_payment: 1, confirmed: 3, completed: 12, cancelled: 2 }),
      [`GET ${upcomingPath()}`]: ok({
        items: [
          makeBooking(),
          makeBooking({
            id: '0193a1b2-0000-7000-8000-00000000b002',
            bookingNo: 'BK-691125-0004',
            appointmentDate: '2026-11-25',
            slotTime: '13:30',
            status: 'confirmed',
            examineeCount: 1,
            totalAmount: 50_000,
          }),
        ],
        pagination: { page: 1, limit: 5, total: 2, totalPages: 1 },
      }),
      'GET /api/notifications?page=1&limit=5': ok({
        items: [makeNotification({ createdAt: '2026-11-21T02:00:00.000Z' })],
        pagination: { page: 1, limit: 5, total: 1, totalPages: 1 },
      }),
      'GET /api/notifications/unread-count': ok({ count: 1 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'จองด่วน' })).toBeTruthy();
    const count = async (label: string) => (await within(main).findByRole('group', { name: label })).textContent;
    expect(await count('รอชำระเงิน')).toMatch(/^1\s*รายการ/);
    expect(await count('รอตรวจสอบการชำระเงิน')).toMatch(/^0\s*รายการ/);
    expect(await count('ยืนยันแล้ว')).toMatch(/^3\s*รายการ/);
    expect(await count('เสร็จสิ้น')).toMatch(/^12\s*รายการ/);
    expect(within(main).getByText('ทั้งหมด 18 รายการ')).toBeTruthy();

    const upcoming = within(main).getByRole('region', { name: 'นัดหมายที่กำลังจะถึง' });
    const first = await within(upcoming).findByRole('link', { name: /คลินิกเวชกรรมจองดี สาขาสีลม.*BK-691123-0001/ });
    expect(first.getAttribute('href')).toBe('/booking/0193a1b2-0000-7000-8000-00000000b001');
    for (const text of ['ใบรับรองแพทย์ 5 โรค', '23 พ.ย. 2569', '09:00 น.', '2 คน', 'รอชำระเงิน']) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    expect(first.textContent).toContain('฿1,000.00');
    const second = within(upcoming).getByRole('link', { name: /BK-691125-0004/ });
    expect(within(second).getByText('ยืนยันแล้ว')).toBeTruthy();
    expect(within(second).getByText('13:30 น.')).toBeTruthy();

    const latest = within(main).getByRole('region', { name: 'การแจ้งเตือนล่าสุด' });
    expect(await within(latest).findByRole('link', { name: /จองสำเร็จ BK-691123-0001/ })).toBeTruthy();
    expect(within(latest).getByRole('link', { name: 'ดูทั้งหมด' }).getAttribute('href')).toBe('/notifications');
    // Someone who has booked does not need the "how it works" steps.
    expect(within(main).queryByText('ขั้นตอนการรับบริการ')).toBeNull();
    expect(api.calls.map((call) => call.path)).toContain(upcomingPath());
  });

  it('greets someone new with zero counts, an empty state that leads to booking, and the steps', async () => {
    vi.stubGlobal('fetch', newcomerApi().fetch);
    renderRoutes(routes, '/');
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('group', { name: 'รอชำระเงิน' })).textContent).toMatch(/^0/);
    expect(await within(main).findByText('ยังไม่มีนัดหมายที่กำลังจะถึง')).toBeTruthy();
    const upcoming = within(main).getByRole('region', { name: 'นัดหมายที่กำลังจะถึง' });
    expect(within(upcoming).getByRole('link', { name: 'จองตรวจสุขภาพ' }).getAttribute('href')).toBe('/booking');
    expect(await within(main).findByText('ยังไม่มีการแจ้งเตือน')).toBeTruthy();
    expect(within(main).getByText('ขั้นตอนการรับบริการ')).toBeTruthy();
  });

  it('says so in Thai and offers a retry when the counts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      newcomerApi({
        'GET /api/search/stats': { status: 500, body: { success: false, error: 'ระบบขัดข้อง', code: 'INTERNAL' } },
      }).fetch,
    );
    renderRoutes(routes, '/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('โหลดข้อมูลไม่สำเร็จ')).toBeTruthy();
    const counts = within(main).getByRole('region', { name: 'การจองของฉัน' });
    expect(within(counts).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
  });
});
