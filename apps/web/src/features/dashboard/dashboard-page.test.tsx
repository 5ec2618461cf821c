import type { BookingListItem } from '@jongdee/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { makeBookingListItem, makeNotification, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

/** The list's request for one period, or one status (a count card). */
const listPath = (filter: string, order: 'asc' | 'desc' = 'asc', page = 1) =>
  `/api/bookings?${filter}&sortBy=appointmentDate&sortOrder=${order}&page=${page}&limit=10`;
const upcomingPath = () => listPath('period=upcoming');

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

/** A row of my bookings: test/fixtures.ts's booking, at another clinic and service. */
function makeBooking(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return makeBookingListItem({
    id: '0193a1b2-0000-7000-8000-00000000b001',
    clinic: { id: '0193a1b2-0000-7000-8000-00000000c001', name: 'คลินิกเวชกรรมจองดี สาขาสีลม' },
    service: { id: '0193a1b2-0000-7000-8000-00000000a001', name: 'ใบรับรองแพทย์ 5 โรค' },
    appointmentDate: '2026-11-23',
    examineeCount: 2,
    unitPrice: 50_000,
    totalAmount: 100_000,
    amountDue: 100_000,
    paymentDueAt: '2026-11-22T09:00:00+07:00',
    createdAt: '2026-11-21T09:00:00+07:00',
    ...overrides,
  });
}

const pageOf = (items: BookingListItem[]) =>
  ok({ items, pagination: { page: 1, limit: 10, total: items.length, totalPages: items.length ? 1 : 0 } });
const emptyPage = (limit: number) => ok({ items: [], pagination: { page: 1, limit, total: 0, totalPages: 0 } });

/** The dashboard's requests answered for someone with nothing yet; `replies` answers some otherwise. */
const newcomerApi = (replies: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/auth/me': ok({ user: makeUser() }),
    'GET /api/search/stats': stats({}),
    [`GET ${upcomingPath()}`]: emptyPage(10),
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
  it('shows my counts, my upcoming bookings with the next step of each, and my latest notifications', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      'GET /api/search/stats': stats({ pending_payment: 2, confirmed: 3, completed: 12, cancelled: 2 }),
      [`GET ${upcomingPath()}`]: pageOf([
        makeBooking(),
        makeBooking({
          id: '0193a1b2-0000-7000-8000-00000000b002',
          bookingNo: 'BK-691124-0002',
          appointmentDate: '2026-11-24',
          rejectedSlipReason: 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ',
        }),
        makeBooking({
          id: '0193a1b2-0000-7000-8000-00000000b003',
          bookingNo: 'BK-691125-0004',
          appointmentDate: '2026-11-25',
          slotTime: '13:30',
          status: 'confirmed',
          examineeCount: 3,
          examineesFilled: 1,
          amountDue: 0,
        }),
      ]),
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
    const card = async (label: string) =>
      (await within(main).findByRole('link', { name: new RegExp(label) })).textContent;
    expect(await card('รอชำระเงิน')).toMatch(/^2\s*รายการ/);
    expect(await card('รอตรวจสอบการชำระเงิน')).toMatch(/^0\s*รายการ/);
    expect(await card('ยืนยันแล้ว')).toMatch(/^3\s*รายการ/);
    expect(await card('เสร็จสิ้น')).toMatch(/^12\s*รายการ/);
    expect(within(main).getByText('ทั้งหมด 19 รายการ')).toBeTruthy();

    const list = within(main).getByRole('region', { name: 'รายการจองของฉัน' });
    expect(within(list).getByRole('radio', { name: 'กำลังจะถึง' })).toHaveProperty('checked', true);
    const items = await within(list).findAllByTestId('my-booking');
    expect(items).toHaveLength(3);
    const [waiting, rejected, confirmed] = items as [HTMLElement, HTMLElement, HTMLElement];

    for (const text of ['BK-691123-0001', 'รอชำระเงิน', 'คลินิกเวชกรรมจองดี สาขาสีลม', 'ใบรับรองแพทย์ 5 โรค']) {
      expect(within(waiting).getByText(text)).toBeTruthy();
    }
    expect(within(waiting).getByText('23 พ.ย. 2569 เวลา 09:00 น.')).toBeTruthy();
    expect(within(waiting).getByText('ผู้เข้าตรวจ 0/2 คน (ยังไม่ได้ระบุ 2 คน)')).toBeTruthy();
    expect(within(waiting).getByTestId('amount-due').textContent).toBe('ค้างชำระ ฿1,000.00');
    const pay = within(waiting).getByRole('link', { name: 'ชำระเงิน การจอง BK-691123-0001' });
    expect(pay.getAttribute('href')).toBe('/payment/0193a1b2-0000-7000-8000-00000000b001');
    expect(within(waiting).getByRole('link', { name: 'การจอง BK-691123-0001' }).getAttribute('href')).toBe(
      '/booking/0193a1b2-0000-7000-8000-00000000b001',
    );

    // A refused slip asks for a new slip (not a second transfer) and says why.
    expect(within(rejected).getByText('สลิปไม่ผ่านการตรวจสอบ')).toBeTruthy();
    expect(within(rejected).getByText('ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ')).toBeTruthy();
    expect(within(rejected).queryByRole('link', { name: /^ชำระเงิน/ })).toBeNull();
    expect(within(rejected).getByRole('link', { name: 'ส่งสลิปใหม่ การจอง BK-691124-0002' }).getAttribute('href')).toBe(
      '/payment/0193a1b2-0000-7000-8000-00000000b002',
    );

    // Confirmed, paid, one of three named: add the others; nothing owed is shown.
    expect(within(confirmed).getByText('ผู้เข้าตรวจ 1/3 คน (ยังไม่ได้ระบุ 2 คน)')).toBeTruthy();
    expect(within(confirmed).queryByTestId('amount-due')).toBeNull();
    expect(
      within(confirmed).getByRole('link', { name: 'เพิ่มผู้เข้าตรวจ การจอง BK-691125-0004' }).getAttribute('href'),
    ).toBe('/booking/0193a1b2-0000-7000-8000-00000000b003');

    const latest = within(main).getByRole('region', { name: 'การแจ้งเตือนล่าสุด' });
    expect(await within(latest).findByRole('link', { name: /จองสำเร็จ BK-691123-0001/ })).toBeTruthy();
    expect(within(latest).getByRole('link', { name: 'ดูทั้งหมด' }).getAttribute('href')).toBe('/notifications');
    // Someone who has booked does not need the "how it works" steps.
    expect(within(main).queryByText('ขั้นตอนการรับบริการ')).toBeNull();
  });

  it('opens the list of one status from its count card, in the URL, and back again', async () => {
    const confirmedPath = listPath('status=confirmed');
    const api = newcomerApi({
      'GET /api/search/stats': stats({ confirmed: 1 }),
      [`GET ${confirmedPath}`]: pageOf([makeBooking({ status: 'confirmed', amountDue: 0, examineesFilled: 2 })]),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/');
    const main = await screen.findByRole('main');
    const cardLink = await within(main).findByRole('link', { name: /ยืนยันแล้ว/ });
    expect(cardLink.getAttribute('href')).toBe('/?status=confirmed');

    fireEvent.click(cardLink);
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed'));
    const list = within(main).getByRole('region', { name: 'รายการจองของฉัน' });
    expect(await within(list).findByText('แสดงเฉพาะ: ยืนยันแล้ว')).toBeTruthy();
    expect(within(list).queryByRole('radio')).toBeNull();
    expect((await within(main).findByRole('link', { name: /ยืนยันแล้ว/ })).getAttribute('aria-current')).toBe('true');
    const [item] = await within(list).findAllByTestId('my-booking');
    expect(within(item as HTMLElement).getByRole('link', { name: 'ดูรายละเอียด การจอง BK-691123-0001' })).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain(confirmedPath);

    // The back button returns to the list before the filter.
    await router.navigate(-1);
    expect(await within(list).findByRole('radio', { name: 'กำลังจะถึง' })).toBeTruthy();
    expect(
      within(main)
        .getByRole('link', { name: /ยืนยันแล้ว/ })
        .getAttribute('aria-current'),
    ).toBeNull();
  });

  it('shows past and closed bookings by period, the certificates of a completed one, and Thai empty states', async () => {
    const completed = makeBooking({ status: 'completed', amountDue: 0, examineesFilled: 2 });
    const api = newcomerApi({
      [`GET ${listPath('period=past', 'desc')}`]: pageOf([completed]),
      [`GET ${listPath('period=closed', 'desc')}`]: emptyPage(10),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderRoutes(routes, '/');
    const main = await screen.findByRole('main');
    // The lists come a render after the greeting (AfterFirstPaint).
    const list = await within(main).findByRole('region', { name: 'รายการจองของฉัน' });
    expect(await within(list).findByText('ยังไม่มีการจองที่กำลังจะถึง')).toBeTruthy();

    fireEvent.click(within(list).getByRole('radio', { name: 'ที่ผ่านมา' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=past'));
    const [item] = await within(list).findAllByTestId('my-booking');
    expect(within(item as HTMLElement).getByText('เสร็จสิ้น')).toBeTruthy();
    expect(
      within(item as HTMLElement)
        .getByRole('link', { name: 'ดาวน์โหลดใบรับรอง การจอง BK-691123-0001' })
        .getAttribute('href'),
    ).toBe('/booking/0193a1b2-0000-7000-8000-00000000b001');

    fireEvent.click(within(list).getByRole('radio', { name: 'ยกเลิก/หมดอายุ' }));
    expect(await within(list).findByText('ไม่มีการจองที่ยกเลิกหรือหมดอายุ')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'จองตรวจสุขภาพ' }).getAttribute('href')).toBe('/booking');
  });

  it('greets someone new with zero counts, an empty list that leads to booking, and the steps', async () => {
    vi.stubGlobal('fetch', newcomerApi().fetch);
    renderRoutes(routes, '/');
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('link', { name: /รอชำระเงิน/ })).textContent).toMatch(/^0/);
    expect(await within(main).findByText('ยังไม่มีการจองที่กำลังจะถึง')).toBeTruthy();
    const list = within(main).getByRole('region', { name: 'รายการจองของฉัน' });
    expect(within(list).getByRole('link', { name: 'จองตรวจสุขภาพ' }).getAttribute('href')).toBe('/booking');
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
