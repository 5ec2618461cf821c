import { satangToBahtText } from '@jongdee/contracts/thai-format';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { qrPath } from '../../components/qr-code.tsx';
import { routes } from '../../router.tsx';
import { BOOKING_ID, fail, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { formatAccountNumber } from './format-account.ts';
import { makeInstructions, makePayment, makePaymentBooking, PAYLOAD } from './payment-test-data.ts';
import { pageFrom } from './payments-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const bookingPath = `GET /api/bookings/${BOOKING_ID}`;
const promptPayPath = `GET /api/payments/promptpay/${BOOKING_ID}`;
const paymentsPath = `GET /api/payments/booking/${BOOKING_ID}`;

function paymentApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/me': ok({ user: makeUser() }),
    [bookingPath]: ok(makePaymentBooking()),
    [promptPayPath]: ok(makeInstructions()),
    [paymentsPath]: ok([makePayment()]),
    ...extra,
  });
}

function openPaymentPage(api: ReturnType<typeof fakeApi>) {
  localStorage.setItem(TOKEN_KEY, 'token');
  vi.stubGlobal('fetch', api.fetch);
  return renderRoutes(routes, `/payment/${BOOKING_ID}`);
}

describe('the payment page', () => {
  it('shows the exact amount, the deadline, the PromptPay QR and the account to transfer to', async () => {
    const api = paymentApi();
    openPaymentPage(api);

    expect((await screen.findByTestId('amount-due', {}, { timeout: 4000 })).textContent).toBe('฿2,400.00');
    expect(screen.getByRole('heading', { level: 1, name: 'BK-691123-0001' })).toBeTruthy();
    // 24 Nov 2026 08:00 in Bangkok, in the Buddhist Era.
    expect(screen.getByTestId('pay-by').textContent).toBe('24 พ.ย. 2569 08:00');

    const qr = screen.getByRole('img', { name: 'คิวอาร์โค้ดพร้อมเพย์ สำหรับชำระ ฿2,400.00' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('heading', { level: 2, name: 'พร้อมเพย์ PromptPay' })).toBeTruthy();

    const bank = screen.getByRole('region', { name: 'หรือโอนเข้าบัญชีธนาคาร' });
    expect(within(bank).getByText('ธนาคารกสิกรไทย')).toBeTruthy();
    expect(within(bank).getByText('123-4-56789-0')).toBeTruthy();
    expect(within(bank).getByText('คลินิกจองดี จำกัด')).toBeTruthy();
    expect(within(bank).getByRole('button', { name: 'คัดลอกเลขที่บัญชี' })).toBeTruthy();
    expect(within(bank).getByRole('button', { name: 'คัดลอกชื่อบัญชี' })).toBeTruthy();

    const slip = screen.getByRole('region', { name: 'แนบสลิปการโอน' });
    expect(await within(slip).findByRole('button', { name: 'เลือกไฟล์รูปสลิป' })).toBeTruthy();

    // The page lists the booking's payments, and opening it makes none (a slip sent does).
    const history = screen.getByRole('region', { name: 'รายการชำระเงินของการจองนี้' });
    expect(await within(history).findByText('PAY-691123-0001')).toBeTruthy();
    expect(within(history).getByText('รอแนบสลิป')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says there is nothing to pay (409 PAYMENT_NOT_DUE) and links back to the booking, opening no payment', async () => {
    const api = paymentApi({
      [promptPayPath]: fail(409, 'การจองนี้ไม่มียอดที่ต้องชำระในขณะนี้', 'PAYMENT_NOT_DUE'),
      [bookingPath]: ok(makePaymentBooking({ status: 'confirmed' })),
      [paymentsPath]: ok([makePayment({ status: 'verified' })]),
    });
    openPaymentPage(api);

    expect(await screen.findByText('ไม่มียอดที่ต้องชำระสำหรับการจองนี้', {}, { timeout: 4000 })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: /กลับไปที่การจอง/ });
    expect(back[0]?.getAttribute('href')).toBe(`/booking/${BOOKING_ID}`);
    expect(await screen.findByText('ชำระแล้ว')).toBeTruthy();
    expect(screen.queryByTestId('promptpay-qr')).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks to contact the clinic, with its phone, when it has no receiving account', async () => {
    const api = paymentApi({
      [promptPayPath]: fail(409, 'คลินิกยังไม่ได้ตั้งค่าบัญชีรับเงิน', 'PAYMENT_RECEIVER_MISSING'),
    });
    openPaymentPage(api);

    expect(await screen.findByText('ยังชำระเงินออนไลน์ไม่ได้', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'โทร 021234567' }).getAttribute('href')).toBe('tel:021234567');
  });

  it("says not found for someone else's booking (404)", async () => {
    const api = paymentApi({
      [bookingPath]: fail(404, 'ไม่พบการจอง', 'NOT_FOUND'),
      [promptPayPath]: fail(404, 'ไม่พบการจอง', 'NOT_FOUND'),
    });
    openPaymentPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบการจองนี้' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('my payment history', () => {
  const listPath = (page: number) => `GET /api/payments?page=${page}&limit=10&sortBy=createdAt&sortOrder=desc`;

  it('asks for the page in the URL and links each payment to its booking', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      [listPath(2)]: ok({
        items: [makePayment({ status: 'rejected', rejectReason: 'ยอดเงินไม่ตรง' })],
        pagination: { page: 2, limit: 10, total: 11, totalPages: 2 },
      }),
    });
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/payments?page=2');

    const links = await screen.findAllByRole('link', { name: /BK-691123-0001/ }, { timeout: 4000 });
    expect(links.every((link) => link.getAttribute('href') === `/booking/${BOOKING_ID}`)).toBe(true);
    expect(screen.getAllByText('สลิปไม่ผ่านการตรวจสอบ').length).toBeGreaterThan(0);
    expect(screen.getAllByText('เหตุผล: ยอดเงินไม่ตรง').length).toBeGreaterThan(0);
    expect(screen.getByText('ทั้งหมด 11 รายการ')).toBeTruthy();
  });

  it('invites a first booking when there is no payment yet', async () => {
    const api = fakeApi({
      'GET /api/auth/me': ok({ user: makeUser() }),
      [listPath(1)]: ok({ items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    });
    localStorage.setItem(TOKEN_KEY, 'token');
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/payments');

    expect(await screen.findByText('ยังไม่มีการชำระเงิน', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เริ่มจองตรวจสุขภาพ' }).getAttribute('href')).toBe('/booking');
  });
});

describe('payment helpers', () => {
  it('formats a 10-digit account as in a passbook and copies plain baht', () => {
    expect(formatAccountNumber('1234567890')).toBe('123-4-56789-0');
    expect(formatAccountNumber('123456789012')).toBe('123456789012');
    expect(satangToBahtText(240000)).toBe('2400.00');
  });

  it('draws a QR with a quiet zone, and reads the page number from the URL', () => {
    const { size, path } = qrPath(PAYLOAD);
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true); // the top-left finder pattern starts at the quiet zone
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFrom(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=abc'))).toBe(1);
  });
});
