import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// Clinic staff at their desk work through the slips customers sent: the oldest waiting slip first,
// read beside the amount the booking asks for, then approved (the booking is confirmed) or refused
// with a reason (the booking waits for payment again). Everything before the review goes through the API.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `YYYY-MM-DD` tomorrow in Bangkok. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() + 86_400_000));
}

/**
 * A slip-like picture with no QR on it: white, 600×1000, with grey bars. One bar's width and place are
 * random, so every run uploads different bytes and the duplicate-slip rule never trips.
 */
async function slipDataUrl(): Promise<string> {
  const bar = (width: number, height: number, grey: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: grey, g: grey, b: grey } } })
      .png()
      .toBuffer();
  const png = await sharp({ create: { width: 600, height: 1000, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await bar(320, 48, 170), left: 140, top: 80 },
      { input: await bar(480, 20, 210), left: 60, top: 220 },
      { input: await bar(420, 20, 210), left: 60, top: 270 },
      { input: await bar(100 + randomInt(380), 36, 140), left: 60, top: 360 + randomInt(300) },
      { input: await bar(480, 2, 190), left: 60, top: 760 },
      { input: await bar(260, 28, 160), left: 60, top: 820 },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

type Seeded = {
  customerToken: string;
  customerName: string;
  booking: { id: string; bookingNo: string };
  payment: { id: string; paymentNo: string };
};

/** A clinic, a customer, their booking for tomorrow 10:00, its PromptPay payment and a slip for it. */
async function seedSubmittedSlip(page: Page): Promise<Seeded> {
  const request: APIRequestContext = page.request;
  const clinic = await createClinicThroughApi(request);
  const customer = await registerThroughApi(page);
  const login = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const customerToken = (await login.json()).data.token as string;
  const customerName = `${customer.firstName} ${customer.lastName}`;

  const created = await request.post('/api/bookings', {
    headers: bearer(customerToken),
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: tomorrow(),
      slotTime: '10:00',
      examineeCount: 1,
      contactName: customerName,
      contactPhone: customer.phone,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()).data as Seeded['booking'];

  const opened = await request.post('/api/payments', {
    headers: bearer(customerToken),
    data: { bookingId: booking.id, method: 'promptpay' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const payment = (await opened.json()).data as Seeded['payment'];

  const uploaded = await request.post(`/api/payments/${payment.id}/slip`, {
    headers: bearer(customerToken),
    data: { slipImage: await slipDataUrl() },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const submitted = (await uploaded.json()).data as { status: string; slip: { qr: unknown } | null };
  expect(submitted.status).toBe('submitted');
  expect(submitted.slip?.qr).toBeNull();
  return { customerToken, customerName, booking, payment };
}

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as T;
}

/** Signs in as staff and opens the review queue from the side navigation. */
async function openQueue(page: Page) {
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
    .getByRole('link', { name: 'การชำระเงิน', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'การชำระเงิน' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'รอตรวจสอบ' })).toBeChecked();
}

test('staff review a slip without a QR beside the booking and approve it: the booking is confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seeded = await seedSubmittedSlip(page);
  const { payment, booking } = seeded;

  await openQueue(page);
  const row = page.getByTestId('payment-row').filter({ hasText: payment.paymentNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText(booking.bookingNo);
  await expect(row).toContainText('฿800.00');
  await expect(row).toContainText('พร้อมเพย์');
  await expect(row).toContainText('รอตรวจสอบ');
  await expect(row).toContainText(seeded.customerName);
  await expect(row.getByRole('img', { name: `รูปย่อสลิปของ ${payment.paymentNo}` })).toBeVisible();
  await expect(row).toContainText(/25\d\d/); // the upload date in the Buddhist Era
  await capture(page, 'admin-payments', { widths: ['phone', 'desktop', '1024'] });

  // The review panel: the slip large, the amount the booking asks for, and the flag for no QR.
  await row.getByText(booking.bookingNo).click();
  await expect(page).toHaveURL(new RegExp(`review=${payment.id}`));
  const panel = page.getByRole('dialog', { name: new RegExp(`ตรวจสลิป ${payment.paymentNo}`) });
  await expect(panel.getByRole('img', { name: `สลิปการโอนของ ${payment.paymentNo}` })).toBeVisible();
  await expect(panel.getByTestId('amount-due')).toHaveText('฿800.00');
  await expect(panel.getByText('ไม่พบ QR บนสลิป — ตรวจสอบยอดและบัญชีด้วยตนเอง')).toBeVisible();
  await expect(panel.getByText(seeded.customerName)).toBeVisible();
  await capture(page, 'admin-payment-review', { widths: ['phone', 'desktop', '1024'] });

  await panel.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await panel.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `อนุมัติ ${payment.paymentNo} แล้ว` })).toBeVisible();
  await expect(page.getByTestId('payment-row').filter({ hasText: payment.paymentNo })).toHaveCount(0);

  const after = await apiGet<{ status: string }>(page, seeded.customerToken, `/api/bookings/${booking.id}`);
  expect(after.status).toBe('confirmed');
  const paid = await apiGet<{ status: string }>(page, seeded.customerToken, `/api/payments/${payment.id}`);
  expect(paid.status).toBe('verified');
});

test('staff refuse a slip with a quick-pick reason: the booking waits for payment again', async ({ page }) => {
  test.setTimeout(120_000);
  const seeded = await seedSubmittedSlip(page);
  const { payment, booking } = seeded;

  await openQueue(page);
  await page.getByRole('button', { name: `ตรวจสลิป ${payment.paymentNo}` }).click();
  const panel = page.getByRole('dialog', { name: new RegExp(`ตรวจสลิป ${payment.paymentNo}`) });
  await expect(panel.getByRole('img', { name: `สลิปการโอนของ ${payment.paymentNo}` })).toBeVisible();

  await panel.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  // A reason is required: confirming without one says so.
  await panel.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).click();
  await expect(panel.getByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeVisible();
  await panel.getByRole('button', { name: 'สลิปซ้ำ' }).click();
  await expect(panel.getByLabel('เหตุผลที่ไม่อนุมัติ')).toHaveValue('สลิปซ้ำ');
  await panel.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `ไม่อนุมัติ ${payment.paymentNo} แล้ว` })).toBeVisible();

  const refused = await apiGet<{ status: string; rejectReason: string }>(
    page,
    seeded.customerToken,
    `/api/payments/${payment.id}`,
  );
  expect(refused).toMatchObject({ status: 'rejected', rejectReason: 'สลิปซ้ำ' });
  const after = await apiGet<{ status: string }>(page, seeded.customerToken, `/api/bookings/${booking.id}`);
  expect(after.status).toBe('pending_payment');

  // The payment's own page shows the outcome and the way to its booking.
  await page.goto(`/admin/payment/${payment.id}/view`);
  await expect(page.getByRole('heading', { level: 1, name: payment.paymentNo })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('สลิปไม่ผ่านการตรวจสอบ');
  await expect(page.getByRole('img', { name: `สลิปการโอนของ ${payment.paymentNo}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'อนุมัติ', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `ดูการจอง ${booking.bookingNo}` })).toHaveAttribute(
    'href',
    `/admin/booking/${booking.id}/view`,
  );
  await capture(page, 'admin-payment-view', { widths: ['phone', 'desktop', '1024'] });
});
