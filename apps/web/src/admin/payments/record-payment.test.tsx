import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { makePayment, makePaymentBooking } from '../../features/payments/payment-test-data.ts';
import { routes } from '../../router.tsx';
import { BANGKOK_NOON, testsRunAt } from '../../test/environment.ts';
import { BOOKING_ID, fail, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { bahtToSatang } from './record-payment-form.tsx';

const ADMIN = makeUser({ role: 'admin', firstName: 'แอดมิน' });
const RECORDED = makePayment({
  status: 'verified',
  method: 'cash',
  amount: 200000,
  transferredAt: '2026-11-23T05:00:00.000Z',
  verifiedAt: '2026-11-23T05:00:00.000Z',
  createdByAdminId: ADMIN.id,
});

/** Staff open /admin/payments/create/{booking} for a booking of ฿2,400.00 waiting for payment. */
function openRecordPage(extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/auth/me': ok({ user: ADMIN }),
    'GET /api/admin/auth/me': ok({ user: ADMIN }),
    [`GET /api/bookings/${BOOKING_ID}`]: ok(makePaymentBooking()),
    [`GET /api/payments/booking/${BOOKING_ID}`]: ok([]),
    'POST /api/admin/payments': { status: 201, body: { success: true, data: RECORDED } },
    [`GET /api/payments/${RECORDED.id}`]: ok(RECORDED),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem(TOKEN_KEY, 'token');
  const view = renderRoutes(routes, `/admin/payments/create/${BOOKING_ID}`);
  return { api, ...view };
}

const form = () => screen.findByRole('form', { name: 'บันทึกการชำระเงิน' }, { timeout: 10_000 });
const posts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/payments');

testsRunAt(BANGKOK_NOON);

// The first render loads the admin screens' lazy chunks.
describe('recording a payment taken at the counter', { timeout: 20_000 }, () => {
  it('starts from cash, the booking total and now, with the date in the Buddhist Era only', async () => {
    openRecordPage();
    const record = await form();

    expect(within(record).getByRole('radio', { name: 'เงินสด' })).toHaveProperty('checked', true);
    expect(within(record).getByLabelText(/ยอดเงินที่ได้รับ/)).toHaveProperty('value', '2,400');
    const date = within(record).getByRole('button', { name: 'วันที่ชำระ' });
    expect(date.textContent).toBe('23 พ.ย. 2569');
    expect(within(record).getByLabelText('เวลาที่ชำระ ชั่วโมง')).toHaveProperty('value', '12');
    expect(within(record).getByLabelText('เวลาที่ชำระ นาที')).toHaveProperty('value', '00');
    expect(within(record).getByRole('switch', { name: /^ยืนยันการชำระทันที/ })).toHaveProperty('checked', true);

    // The calendar names the month and its days in the Buddhist Era, never the CE year.
    fireEvent.click(date);
    // jsdom lays nothing out, so the dropdown counts as detached from its field and is hidden: look inside anyway.
    const inCalendar = { hidden: true } as const;
    const calendar = await screen.findByRole('dialog', { name: 'วันที่ชำระ', ...inCalendar });
    const monthHeader = within(calendar).getByRole('button', { name: 'พฤศจิกายน 2569', ...inCalendar });
    expect(screen.getByRole('button', { name: '23 พฤศจิกายน 2569', ...inCalendar })).toBeTruthy();
    fireEvent.click(monthHeader);
    fireEvent.click(await screen.findByRole('button', { name: '2569', ...inCalendar }));
    // The decade of 2020–2029.
    expect(await screen.findByText('2563 – 2572')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2572', ...inCalendar })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/20[23]\d/);
  });

  it('will not leave a payment for review without a slip: says so in Thai and sends nothing', async () => {
    const { api } = openRecordPage();
    const record = await form();

    fireEvent.click(within(record).getByRole('switch', { name: /^ยืนยันการชำระทันที/ }));
    expect(within(record).getByText(/รายการจะเข้าคิว "รอตรวจสอบ"/)).toBeTruthy();
    fireEvent.click(within(record).getByRole('button', { name: 'บันทึกการชำระเงิน' }));

    expect((await within(record).findByTestId('slip-error')).textContent).toBe(
      'ถ้าไม่ยืนยันการชำระทันที กรุณาแนบสลิปการโอนเพื่อตรวจสอบภายหลัง',
    );
    expect(posts(api)).toHaveLength(0);
  });

  it('leaves a transfer for review with its slip, sent as a data URL', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:slip');
    URL.revokeObjectURL = vi.fn();
    const { api } = openRecordPage();
    const record = await form();

    fireEvent.click(within(record).getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' }));
    fireEvent.click(within(record).getByRole('switch', { name: /^ยืนยันการชำระทันที/ }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'slip.png', { type: 'image/png' });
    fireEvent.change(within(record).getByTestId('slip-input'), { target: { files: [png] } });
    expect(within(record).getByRole('img', { name: 'ตัวอย่างรูปสลิปที่เลือก' })).toBeTruthy();
    fireEvent.click(within(record).getByRole('button', { name: 'บันทึกการชำระเงิน' }));

    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({
      method: 'bank_transfer',
      amount: 240000,
      verify: false,
      slipImage: 'data:image/png;base64,iVBORwECAw==',
    });
  });

  it('refuses a paid time in the future before sending', async () => {
    const { api } = openRecordPage();
    const record = await form();

    fireEvent.change(within(record).getByLabelText('เวลาที่ชำระ ชั่วโมง'), { target: { value: '18' } });
    fireEvent.click(within(record).getByRole('button', { name: 'บันทึกการชำระเงิน' }));

    expect(await within(record).findByText('วันเวลาที่ชำระต้องไม่เป็นเวลาในอนาคต')).toBeTruthy();
    expect(posts(api)).toHaveLength(0);
  });

  it('warns, without blocking, when the amount is not the booking total; sends satang and opens the payment', async () => {
    const { api, router } = openRecordPage();
    const record = await form();
    expect(within(record).queryByTestId('amount-warning')).toBeNull();

    fireEvent.change(within(record).getByLabelText(/ยอดเงินที่ได้รับ/), { target: { value: '2000' } });
    expect((await within(record).findByTestId('amount-warning')).textContent).toBe(
      'ยอดนี้ไม่ตรงกับยอดที่การจองยังต้องชำระ (฿2,400.00) ต่างกัน ฿400.00 ตรวจสอบอีกครั้งก่อนบันทึก',
    );
    fireEvent.change(within(record).getByLabelText('เวลาที่ชำระ ชั่วโมง'), { target: { value: '11' } });
    fireEvent.change(within(record).getByLabelText('เวลาที่ชำระ นาที'), { target: { value: '45' } });
    fireEvent.change(within(record).getByLabelText('หมายเหตุ (ไม่บังคับ)'), {
      target: { value: ' ใบเสร็จ 0012 ' },
    });
    fireEvent.click(within(record).getByRole('button', { name: 'บันทึกการชำระเงิน' }));

    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toEqual({
      bookingId: BOOKING_ID,
      method: 'cash',
      amount: 200000,
      paidAt: '2026-11-23T11:45:00+07:00',
      note: 'ใบเสร็จ 0012',
      verify: true,
      slipImage: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/payment/${RECORDED.id}/view`));
    expect(await screen.findByText(`บันทึกการชำระเงิน ${RECORDED.paymentNo} แล้ว`)).toBeTruthy();
  });

  it("shows the server's Thai message when the booking cannot take the payment", async () => {
    const message = 'การจองนี้มีสลิปรอตรวจสอบอยู่ กรุณาตรวจสลิปนั้นก่อนบันทึกการชำระเงินใหม่';
    openRecordPage({ 'POST /api/admin/payments': fail(409, message, 'PAYMENT_REVIEW_OPEN') });
    const record = await form();

    fireEvent.click(within(record).getByRole('button', { name: 'บันทึกการชำระเงิน' }));

    expect(within(await within(record).findByTestId('record-error')).getByText(message)).toBeTruthy();
  });

  it('turns baht as typed into satang', () => {
    expect(bahtToSatang(2400)).toBe(240000);
    expect(bahtToSatang('1,250.5')).toBe(125050);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(bahtToSatang('')).toBeNull();
    expect(bahtToSatang('abc')).toBeNull();
  });
});
