import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { makePayment, makePaymentBooking } from '../../features/payments/payment-test-data.ts';
import { routes } from '../../router.tsx';
import { BOOKING_ID, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';

const ADMIN = makeUser({ role: 'admin', firstName: 'แอดมิน' });
const SLIP = { uploadedAt: '2026-11-23T04:00:00.000Z', qr: null };
const OTHER_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000b2';

function openPaymentView(
  payment: ReturnType<typeof makePayment>,
  bookingStatus: 'cancelled' | 'confirmed' | 'payment_review',
) {
  const api = fakeApi({
    'GET /api/auth/me': ok({ user: ADMIN }),
    'GET /api/admin/auth/me': ok({ user: ADMIN }),
    [`GET /api/payments/${payment.id}`]: ok(payment),
    [`GET /api/bookings/${BOOKING_ID}`]: ok(
      makePaymentBooking({
        status: bookingStatus,
        cancelledAt: bookingStatus === 'cancelled' ? '2026-11-23T04:30:00.000Z' : null,
      }),
    ),
    [`GET /api/payments/${payment.id}/slip`]: { body: 'jpeg' },
    [`GET /api/admin/payments/${payment.id}/similar-slips`]: ok([
      {
        paymentId: OTHER_ID,
        paymentNo: 'PAY-691120-0007',
        bookingId: '0193a1b2-c3d4-7e5f-8a9b-0000000000c3',
        bookingNo: 'BK-691120-0005',
        status: 'verified',
        amount: 240000,
        slipUploadedAt: '2026-11-20T04:00:00.000Z',
        similarity: 97,
      },
    ]),
    [`POST /api/admin/payments/${payment.id}/approve`]: ok({
      ...payment,
      status: 'verified',
      bookingAmountDue: 120000,
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  renderRoutes(routes, `/admin/payment/${payment.id}/view`);
  return api;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:slip');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('one payment, as staff see it', { timeout: 20_000 }, () => {
  it('flags a slip that looks like another payment’s, and offers reject or refund — not approval — once the booking is cancelled', async () => {
    const payment = makePayment({ status: 'submitted', slip: SLIP });
    openPaymentView(payment, 'cancelled');

    const similar = await screen.findByTestId('similar-slips', {}, { timeout: 10_000 });
    expect(within(similar).getByText('สลิปคล้ายกับรายการอื่น')).toBeTruthy();
    expect(within(similar).getByRole('link', { name: 'เปิด PAY-691120-0007 สลิปคล้าย 97%' }).getAttribute('href')).toBe(
      `/admin/payment/${OTHER_ID}/view`,
    );
    expect(within(similar).getByText(/การจอง BK-691120-0005/)).toBeTruthy();
    expect(within(similar).getByText('ชำระแล้ว')).toBeTruthy();
    // The existing flag for a slip without a QR stays beside it.
    expect(screen.getByTestId('no-qr')).toBeTruthy();

    expect((await screen.findByTestId('booking-closed')).textContent).toContain(
      'การจองนี้อยู่ในสถานะ "ยกเลิกแล้ว" อนุมัติสลิปนี้ไม่ได้',
    );
    expect(screen.queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'บันทึกการคืนเงิน' })).toBeTruthy();
  });

  it('shows when and how a refunded payment went back', async () => {
    const payment = makePayment({
      status: 'refunded',
      method: 'cash',
      verifiedAt: '2026-11-22T03:00:00.000Z',
      refundedAt: '2026-11-23T03:30:00.000Z',
      refundNote: 'โอนคืนเข้าบัญชีลูกค้า เลขอ้างอิง 0123',
    });
    openPaymentView(payment, 'cancelled');

    const notice = await screen.findByTestId('refund-notice', {}, { timeout: 10_000 });
    expect(within(notice).getByText('คืนเงินแล้วเมื่อ 23 พ.ย. 2569 10:30')).toBeTruthy();
    expect(within(notice).getByText('โอนคืนเข้าบัญชีลูกค้า เลขอ้างอิง 0123')).toBeTruthy();
    expect(screen.getByTestId('refunded-at').textContent).toBe('23 พ.ย. 2569 10:30');
    expect(screen.getByTestId('payment-status').textContent).toBe('คืนเงินแล้ว');
    expect(screen.queryByRole('button', { name: 'บันทึกการคืนเงิน' })).toBeNull();
  });

  it('warns of a short payment, and approves a look-alike slip only with the reviewer’s reason', async () => {
    const payment = makePayment({ status: 'submitted', slip: SLIP, amount: 120000, bookingAmountDue: 240000 });
    const api = openPaymentView(payment, 'payment_review');

    const short = await screen.findByTestId('short-payment', {}, { timeout: 10_000 });
    expect(short.textContent).toContain('ยอดไม่ครบ ขาดอีก ฿1,200.00');
    expect(short.textContent).toContain('การจองจะยังไม่ได้รับการยืนยัน');
    expect(screen.getByTestId('amount-due').textContent).toBe('฿2,400.00');
    await screen.findByTestId('similar-slips');

    fireEvent.click(screen.getByRole('button', { name: 'อนุมัติ' }));
    expect(screen.getByText(/ยอดนี้ยังไม่ครบ การจองจะยังไม่ได้รับการยืนยัน/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    expect(await screen.findByText('กรุณาระบุเหตุผลก่อนอนุมัติสลิปที่คล้ายรายการอื่น')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /เหตุผลที่อนุมัติ ทั้งที่สลิปคล้ายรายการอื่น/ }), {
      target: { value: 'ตรวจรายการเดินบัญชีแล้ว เป็นการโอนคนละครั้ง' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      note: null,
      lookAlikeReason: 'ตรวจรายการเดินบัญชีแล้ว เป็นการโอนคนละครั้ง',
    });
  });
});
