import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture, screenshot } from '../fixtures/screens.ts';
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
  // Light panels in a random pattern of 24 cells: two slips made here are never look-alikes (staff
  // would have to give a reason to approve one), while a re-saved copy of one still is.
  const pattern = randomInt(1, 2 ** 24);
  const panels = [];
  for (let cell = 0; cell < 24; cell++) {
    if ((pattern >>> cell) & 1) {
      panels.push({ input: await bar(150, 166, 208), left: (cell % 4) * 150, top: Math.floor(cell / 4) * 166 });
    }
  }
  const png = await sharp({ create: { width: 600, height: 1000, channels: 3, background: '#ffffff' } })
    .composite([
      ...panels,
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

type PendingBooking = {
  customer: { email: string; password: string; firstName: string; lastName: string };
  customerToken: string;
  booking: { id: string; bookingNo: string };
};

/** A clinic, a customer, and their booking for tomorrow 10:00 for one person (฿800.00), not paid yet. */
async function seedPendingBooking(page: Page): Promise<PendingBooking> {
  const request: APIRequestContext = page.request;
  const clinic = await createClinicThroughApi(request);
  const customer = await registerThroughApi(page);
  const login = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const customerToken = (await login.json()).data.token as string;
  const created = await request.post('/api/bookings', {
    headers: bearer(customerToken),
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: tomorrow(),
      slotTime: '10:00',
      examineeCount: 1,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { customer, customerToken, booking: (await created.json()).data as PendingBooking['booking'] };
}

test('a customer pays cash at the counter, then cancels: staff record the payment, cancel and refund it, and the customer sees it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { customer, booking } = await seedPendingBooking(page);
  let paymentNo = '';
  let paymentId = '';

  await test.step('before paying, the customer’s booking says there is no payment yet and how to pay', async () => {
    await signIn(page, customer);
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
    await page.goto(`/booking/${booking.id}`);
    const payments = page.getByRole('region', { name: 'การชำระเงิน' });
    await expect(payments.getByText('ยังไม่มีรายการชำระเงิน')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ชำระเงิน', exact: true })).toBeVisible();
    await capture(page, 'booking-detail-no-payment', { widths: ['phone'], endAt: 'phone' });
    await page.evaluate(() => localStorage.clear());
  });

  await test.step('staff open the pending booking and record the cash they took', async () => {
    await signIn(page, ADMIN, '/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/booking/${booking.id}/view`);
    await expect(page.getByTestId('booking-status')).toHaveText('รอชำระเงิน');
    const card = page.getByRole('region', { name: 'การชำระเงิน' });
    await expect(card.getByText('ยังไม่มีรายการชำระเงินสำหรับการจองนี้')).toBeVisible();
    await card.getByRole('link', { name: 'บันทึกการชำระเงิน' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/payments/create/${booking.id}$`));

    await expect(page.getByRole('heading', { level: 1, name: 'บันทึกการชำระเงิน' })).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText('฿800.00');
    await expect(page.getByText(booking.bookingNo, { exact: true })).toBeVisible();
    await expect(page.getByText(`${customer.firstName} ${customer.lastName}`)).toBeVisible();
    const form = page.getByRole('form', { name: 'บันทึกการชำระเงิน' });
    await expect(form.getByRole('radio', { name: 'เงินสด' })).toBeChecked();
    await expect(form.getByLabel(/ยอดเงินที่ได้รับ/)).toHaveValue('800');
    // Now, in the Buddhist Era, and never a CE year.
    await expect(form.getByRole('button', { name: 'วันที่ชำระ' })).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
    await expect(form).not.toContainText(/20[23]\d/);
    await expect(form.getByRole('switch', { name: /^ยืนยันการชำระทันที/ })).toBeChecked();

    // A different amount is worth a second look, not a refusal.
    await form.getByLabel(/ยอดเงินที่ได้รับ/).fill('700');
    await expect(form.getByTestId('amount-warning')).toContainText('ต่างกัน ฿100.00');
    await capture(page, 'admin-payment-create', { widths: ['desktop', '1024'] });
    await form.getByLabel(/ยอดเงินที่ได้รับ/).fill('800');
    await expect(form.getByTestId('amount-warning')).toHaveCount(0);

    await form.getByRole('button', { name: 'วันที่ชำระ' }).click();
    await expect(
      page.getByRole('dialog', { name: 'วันที่ชำระ' }).getByRole('button', { name: /^\S+ 25\d\d$/ }),
    ).toBeVisible();
    await capture(page, 'admin-payment-create-calendar', { widths: ['desktop'] });
    await page.keyboard.press('Escape');

    await form.getByLabel('หมายเหตุ (ไม่บังคับ)').fill('รับเงินสดที่เคาน์เตอร์');
    await form.getByRole('button', { name: 'บันทึกการชำระเงิน' }).click();
    const toast = page.getByRole('alert').filter({ hasText: /บันทึกการชำระเงิน PAY-\d{6}-\d{4} แล้ว/ });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/payment\/[0-9a-f-]{36}\/view$/);
    paymentId = page.url().split('/').at(-2) ?? '';
    const heading = page.getByRole('heading', { level: 1, name: /^PAY-\d{6}-\d{4}$/ });
    await expect(heading).toBeVisible();
    paymentNo = (await heading.textContent()) ?? '';
    await expect(page.getByTestId('payment-status')).toHaveText('ชำระแล้ว');
  });

  await test.step('the booking is confirmed and lists the payment', async () => {
    await page.getByRole('link', { name: `ดูการจอง ${booking.bookingNo}` }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('ยืนยันแล้ว');
    const row = page.getByTestId('booking-payment-row').filter({ hasText: paymentNo });
    await expect(row).toContainText('฿800.00');
    await expect(row).toContainText('เงินสด');
    await expect(row).toContainText('ชำระแล้ว');
    await expect(row.getByRole('link', { name: paymentNo })).toHaveAttribute(
      'href',
      `/admin/payment/${paymentId}/view`,
    );
    await capture(page, 'admin-booking-payments', { widths: ['desktop', '1024'] });
  });

  await test.step('staff cancel the booking and record the refund', async () => {
    await page.getByRole('button', { name: 'ยกเลิกการจอง' }).click();
    const cancel = page.getByRole('dialog', { name: 'ยกเลิกการจองนี้' });
    await cancel.getByLabel(/เหตุผลการยกเลิก/).fill('ลูกค้าติดธุระ ขอยกเลิกและรับเงินคืน');
    await cancel.getByRole('button', { name: 'ยกเลิกการจอง' }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('ยกเลิกแล้ว');
    const card = page.getByRole('region', { name: 'การชำระเงิน' });
    await expect(card.getByRole('link', { name: 'บันทึกการชำระเงิน' })).toHaveCount(0);

    await card.getByRole('button', { name: `คืนเงิน ${paymentNo}` }).click();
    const refund = page.getByRole('dialog', { name: `บันทึกการคืนเงิน ${paymentNo}` });
    await expect(refund.getByRole('button', { name: 'วันที่คืนเงิน' })).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
    await refund.getByRole('button', { name: 'ยืนยันการคืนเงิน' }).click();
    await expect(refund.getByText('กรุณาระบุรายละเอียดการคืนเงิน')).toBeVisible();
    await refund.getByLabel(/^รายละเอียดการคืนเงิน/).fill('คืนเงินสดที่เคาน์เตอร์ ลูกค้าลงชื่อรับแล้ว');
    await capture(page, 'admin-payment-refund', { widths: ['desktop'] });
    await refund.getByRole('button', { name: 'ยืนยันการคืนเงิน' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `บันทึกการคืนเงิน ${paymentNo} แล้ว` })).toBeVisible();

    const row = page.getByTestId('booking-payment-row').filter({ hasText: paymentNo });
    await expect(row).toContainText('คืนเงินแล้ว');
    await expect(row).toContainText('คืนเงินสดที่เคาน์เตอร์ ลูกค้าลงชื่อรับแล้ว');
    await capture(page, 'admin-booking-refunded', { widths: ['desktop'] });

    await row.getByRole('link', { name: paymentNo }).click();
    await expect(page.getByTestId('payment-status')).toHaveText('คืนเงินแล้ว');
    await expect(page.getByTestId('refund-notice')).toContainText('คืนเงินสดที่เคาน์เตอร์ ลูกค้าลงชื่อรับแล้ว');
    await expect(page.getByTestId('refunded-at')).toHaveText(/^\d{1,2} \S+ 25\d\d \d\d:\d\d$/);
    await capture(page, 'admin-payment-refunded', { widths: ['desktop'] });
  });

  await test.step('the customer’s booking lists the payment, refunded, with how the money came back', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, customer);
    await expect(page.getByText(`สวัสดี คุณ${customer.firstName}`)).toBeVisible();
    await page.goto(`/booking/${booking.id}`);
    const payments = page.getByRole('region', { name: 'การชำระเงิน' });
    const item = payments.getByRole('listitem').filter({ hasText: paymentNo });
    await expect(item).toContainText('฿800.00');
    await expect(item).toContainText('เงินสด');
    await expect(item.getByText('คืนเงินแล้ว', { exact: true })).toBeVisible();
    await expect(item.getByTestId('refund-details')).toContainText('คืนเงินสดที่เคาน์เตอร์ ลูกค้าลงชื่อรับแล้ว');
    await expect(page.getByRole('link', { name: 'ชำระเงิน', exact: true })).toHaveCount(0);
    await capture(page, 'booking-detail-payments', { widths: ['phone'], endAt: 'phone' });
  });
});

/** The same slip picture re-saved smaller as a JPEG: other bytes, other pixels, the same look. */
async function resavedCopy(dataUrl: string): Promise<string> {
  const png = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  const jpeg = await sharp(png).resize({ width: 540 }).jpeg({ quality: 82 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

test('staff are warned of a slip that copies another, and a slip for a cancelled booking can only be refused or refunded', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const first = await seedPendingBooking(page);
  const second = await seedPendingBooking(page);
  const original = await slipDataUrl();

  // The first customer's slip, approved through the API; the second sends a re-saved copy of it.
  const send = async (seeded: PendingBooking, slipImage: string) => {
    const opened = await page.request.post('/api/payments', {
      headers: bearer(seeded.customerToken),
      data: { bookingId: seeded.booking.id, method: 'promptpay' },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const payment = (await opened.json()).data as { id: string; paymentNo: string };
    const uploaded = await page.request.post(`/api/payments/${payment.id}/slip`, {
      headers: bearer(seeded.customerToken),
      data: { slipImage },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    return payment;
  };
  const genuine = await send(first, original);
  const copy = await send(second, await resavedCopy(original));
  // The second customer cancels while the copy waits for review.
  const cancelled = await page.request.patch(`/api/bookings/${second.booking.id}/cancel`, {
    headers: bearer(second.customerToken),
    data: { reason: 'เปลี่ยนใจ' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await openQueue(page);
  await page.getByRole('button', { name: `ตรวจสลิป ${copy.paymentNo}` }).click();
  const panel = page.getByRole('dialog', { name: new RegExp(`ตรวจสลิป ${copy.paymentNo}`) });
  const similar = panel.getByTestId('similar-slips');
  await expect(similar).toContainText('สลิปคล้ายกับรายการอื่น');
  await expect(
    similar.getByRole('link', { name: new RegExp(`^เปิด ${genuine.paymentNo} สลิปคล้าย \\d+%$`) }),
  ).toHaveAttribute('href', `/admin/payment/${genuine.id}/view`);
  await expect(similar).toContainText(first.booking.bookingNo);
  await expect(panel.getByTestId('no-qr')).toBeVisible();
  await expect(panel.getByTestId('booking-closed')).toContainText('ยกเลิกแล้ว');
  await expect(panel.getByRole('button', { name: 'อนุมัติ', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'บันทึกการคืนเงิน' })).toBeVisible();
  await capture(page, 'admin-payment-review-similar', { widths: ['desktop', '1024'] });
  // The panel scrolls on its own: the notice and the decision below the fold, to look at too.
  await panel.getByRole('button', { name: 'บันทึกการคืนเงิน' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-payment-review-closed-desktop');

  // Never paid: refused with a reason, and the booking stays cancelled.
  await panel.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  await panel.getByRole('button', { name: 'สลิปซ้ำ' }).click();
  await panel.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `ไม่อนุมัติ ${copy.paymentNo} แล้ว` })).toBeVisible();
  const after = await apiGet<{ status: string }>(page, second.customerToken, `/api/bookings/${second.booking.id}`);
  expect(after.status).toBe('cancelled');
});
