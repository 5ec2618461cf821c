import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../api/client.ts';
import { routes } from '../../router.tsx';
import { BANGKOK_NOON, testsRunAt } from '../../test/environment.ts';
import { BOOKING_ID, fail, makeUser, ok } from '../../test/fixtures.ts';
import { fakeApi, renderRoutes } from '../../test/render.tsx';
import { makeInstructions, makePayment, makePaymentBooking } from './payment-test-data.ts';

const PAYMENT_ID = makePayment().id;
const SLIP_PATH = `/api/payments/${PAYMENT_ID}/slip`;
const SUBMITTED = makePayment({
  status: 'submitted',
  slip: { uploadedAt: '2026-11-23T04:00:00.000Z', qr: null },
});

/** Stands in for XMLHttpRequest (the upload uses it for progress): records what was sent, answers `reply`. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static reply: { status: number; body: unknown } = { status: 200, body: { success: true, data: SUBMITTED } };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 60, total: 100 });
      this.status = FakeXhr.reply.status;
      this.responseText = JSON.stringify(FakeXhr.reply.body);
      this.onload?.();
    }, 10);
  }
}

/** The payment page's API; after a slip is accepted the booking is in review and nothing more is due. */
function openPaymentPage(payments = [makePayment()]) {
  let uploaded = false;
  const before = fakeApi({
    'GET /api/auth/me': ok({ user: makeUser() }),
    [`GET /api/bookings/${BOOKING_ID}`]: ok(makePaymentBooking()),
    [`GET /api/payments/promptpay/${BOOKING_ID}`]: ok(makeInstructions()),
    [`GET /api/payments/booking/${BOOKING_ID}`]: ok(payments),
    'POST /api/payments': ok(makePayment()),
  });
  const after = fakeApi({
    'GET /api/auth/me': ok({ user: makeUser() }),
    [`GET /api/bookings/${BOOKING_ID}`]: ok(makePaymentBooking({ status: 'payment_review' })),
    [`GET /api/payments/promptpay/${BOOKING_ID}`]: fail(409, 'การจองนี้ไม่มียอดที่ต้องชำระในขณะนี้', 'PAYMENT_NOT_DUE'),
    [`GET /api/payments/booking/${BOOKING_ID}`]: ok([SUBMITTED]),
    [`GET ${SLIP_PATH}/thumbnail`]: { body: 'jpeg' },
  });
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return (uploaded ? after : before).fetch(input, init);
  });
  FakeXhr.sent = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      override send(body: FormData) {
        if (FakeXhr.reply.status === 200) uploaded = true;
        super.send(body);
      }
    },
  );
  localStorage.setItem(TOKEN_KEY, 'token');
  renderRoutes(routes, `/payment/${BOOKING_ID}`);
  return { calls };
}

const slipRegion = () => screen.findByRole('region', { name: 'แนบสลิปการโอน' }, { timeout: 4000 });
const pickFile = (file: File) => fireEvent.change(screen.getByTestId('slip-input'), { target: { files: [file] } });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'slip.png', { type: 'image/png' });

// Noon in Bangkok on the day of the transfer: the calendar opens on November 2569.
testsRunAt(BANGKOK_NOON);
beforeEach(() => {
  FakeXhr.reply = { status: 200, body: { success: true, data: SUBMITTED } };
  URL.createObjectURL = vi.fn(() => 'blob:slip');
  URL.revokeObjectURL = vi.fn();
});

describe('sending the transfer slip', () => {
  it('refuses a PDF before sending, in Thai', async () => {
    openPaymentPage();
    const region = await slipRegion();
    await within(region).findByRole('button', { name: 'เลือกไฟล์รูปสลิป' });

    pickFile(new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' }));

    expect(within(region).getByTestId('slip-error').textContent).toBe(
      'รองรับเฉพาะรูปภาพ JPG, PNG หรือ WebP เท่านั้น หากเป็นไฟล์ HEIC จาก iPhone หรือ PDF กรุณาแคปหน้าจอสลิปแล้วส่งเป็นรูปภาพ',
    );
    expect(within(region).queryByRole('button', { name: 'ส่งสลิป' })).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends the image as multipart field slipImage with the transfer time, and says the clinic will check it', async () => {
    const { calls } = openPaymentPage();
    const region = await slipRegion();
    await within(region).findByRole('button', { name: 'เลือกไฟล์รูปสลิป' });

    pickFile(png());
    expect(within(region).getByRole('img', { name: 'ตัวอย่างรูปสลิปที่เลือก' }).getAttribute('src')).toBe('blob:slip');
    expect(within(region).getByRole('button', { name: 'เลือกรูปใหม่' })).toBeTruthy();
    // The transfer time: a day from the Buddhist-Era calendar, then the hour and minute.
    fireEvent.click(await within(region).findByRole('button', { name: 'วันที่โอน' }, { timeout: 4000 }));
    fireEvent.click(await screen.findByRole('button', { name: '23 พฤศจิกายน 2569' }));
    fireEvent.change(within(region).getByLabelText('เวลาที่โอน ชั่วโมง'), { target: { value: '09' } });
    fireEvent.change(within(region).getByLabelText('เวลาที่โอน นาที'), { target: { value: '15' } });
    fireEvent.click(within(region).getByRole('button', { name: 'ส่งสลิป' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(SLIP_PATH);
    expect(request?.headers.authorization).toBe('Bearer token');
    const sent = request?.body?.get('slipImage');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('slip.png');
    expect(request?.body?.get('transferredAt')).toBe('2026-11-23T09:15:00+07:00');
    // The server reads only the fields sent before the file.
    expect([...(request?.body?.keys() ?? [])]).toEqual(['transferredAt', 'slipImage']);

    expect((await screen.findAllByText('ได้รับสลิปแล้ว รอคลินิกตรวจสอบ')).length).toBeGreaterThan(0);
    expect(await screen.findByTestId('slip-submitted')).toBeTruthy();
    expect(within(screen.getByTestId('slip-submitted')).getByText('รอตรวจสอบ')).toBeTruthy();
    // The page refreshed what the slip changed: the payments, what is due, the booking.
    await waitFor(() =>
      expect(calls.filter((call) => call === `GET ${SLIP_PATH}/thumbnail`).length).toBeGreaterThan(0),
    );
    expect(calls.filter((call) => call === `GET /api/bookings/${BOOKING_ID}`).length).toBeGreaterThan(1);
    expect(screen.queryByTestId('slip-input')).toBeNull();
  });

  it('makes the payment only as the slip is sent, when the booking has none yet', async () => {
    const { calls } = openPaymentPage([]);
    const region = await slipRegion();
    await within(region).findByRole('button', { name: 'เลือกไฟล์รูปสลิป' });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    pickFile(png());
    fireEvent.click(within(region).getByRole('button', { name: 'ส่งสลิป' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/payments']);
    expect(FakeXhr.sent[0]?.url).toBe(SLIP_PATH);
    expect(await screen.findByTestId('slip-submitted')).toBeTruthy();
  });

  it("shows the server's message for a slip used before (409 SLIP_ALREADY_USED) and keeps the file", async () => {
    const message = 'สลิปนี้เคยถูกใช้ชำระเงินแล้ว กรุณาแนบสลิปของการโอนครั้งนี้ หากโอนแล้วจริงกรุณาติดต่อคลินิก';
    FakeXhr.reply = { status: 409, body: { success: false, error: message, code: 'SLIP_ALREADY_USED' } };
    openPaymentPage();
    const region = await slipRegion();
    await within(region).findByRole('button', { name: 'เลือกไฟล์รูปสลิป' });

    pickFile(png());
    fireEvent.click(within(region).getByRole('button', { name: 'ส่งสลิป' }));

    expect((await within(region).findByTestId('slip-error')).textContent).toBe(message);
    expect(within(region).getByText('slip.png')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'ส่งสลิป' })).toBeTruthy();
    expect(FakeXhr.sent[0]?.body?.get('transferredAt')).toBeNull();
  });
});
