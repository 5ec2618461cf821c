import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { expect, signInAsNewCustomer, test } from '../fixtures/test.ts';

// A person who booked a check for three colleagues pays for it on a phone: from the booking they open
// the payment screen, see the exact amount, the clinic's account and a PromptPay QR, copy the account
// number, send the transfer slip from the phone, and then find the payment in their history. The clinic and the booking are seeded through the API.
test.use({ viewport: { width: 390, height: 844 } });

/** `YYYY-MM-DD` tomorrow in Bangkok. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() + 86_400_000));
}

/** A few minutes ago in Bangkok, as the pickers name it: the day (`23 พฤศจิกายน 2569`), the hour and the minute. */
function bangkokMinutesAgo(minutes: number): { dayLabel: string; hours: string; minutes: string } {
  const moment = new Date(Date.now() - minutes * 60_000);
  const dayLabel = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(moment);
  const clock = new Date(moment.getTime() + 7 * 3_600_000).toISOString();
  return { dayLabel, hours: clock.slice(11, 13), minutes: clock.slice(14, 16) };
}

/** A phone-sized PNG that looks like a transfer slip; a random reference keeps it unlike any other slip. */
async function slipImage(): Promise<Buffer> {
  const reference = Math.random().toString(36).slice(2, 12).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1000">
    <rect width="600" height="1000" fill="#ffffff"/>
    <rect width="600" height="160" fill="#138f2d"/>
    <text x="300" y="100" font-size="44" font-family="sans-serif" fill="#fff" text-anchor="middle">Transfer OK</text>
    <text x="300" y="330" font-size="72" font-family="sans-serif" fill="#222" text-anchor="middle">2,400.00</text>
    <text x="300" y="400" font-size="32" font-family="sans-serif" fill="#666" text-anchor="middle">THB</text>
    <text x="60" y="560" font-size="28" font-family="sans-serif" fill="#444">To: Clinic test</text>
    <text x="60" y="620" font-size="28" font-family="sans-serif" fill="#444">Ref: ${reference}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function tokenFor(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

test('a customer pays for a booking of three by PromptPay, sends the slip and finds it in the payment history', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const clinic = await createClinicThroughApi(page.request);
  const customer = await signInAsNewCustomer(page);

  const token = await tokenFor(page.request, customer);
  const created = await page.request.post('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: tomorrow(),
      slotTime: '10:00',
      examineeCount: 3,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()).data as { id: string; bookingNo: string };

  await test.step('opens the payment screen from the booking', async () => {
    await page.goto(`/booking/${booking.id}`);
    await page.getByRole('link', { name: 'ชำระเงิน', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${booking.id}$`));
  });

  await test.step('sees the exact amount, the deadline, the account and a QR for PromptPay', async () => {
    await expect(page.getByTestId('amount-due')).toHaveText('฿2,400.00');
    await expect(page.getByRole('heading', { level: 1, name: booking.bookingNo })).toBeVisible();
    await expect(page.getByTestId('pay-by')).toHaveText(/\d{1,2} \S+ 25\d\d \d\d:\d\d/); // a Buddhist-Era date and time
    await expect(page.getByRole('heading', { name: 'พร้อมเพย์ PromptPay' })).toBeVisible();
    await expect(page.getByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์ สำหรับชำระ ฿2,400.00/ })).toBeVisible();
    const bank = page.getByRole('region', { name: 'หรือโอนเข้าบัญชีธนาคาร' });
    await expect(bank.getByText('ธนาคารกสิกรไทย')).toBeVisible();
    await expect(bank.getByText('123-4-56789-0')).toBeVisible();
    await expect(bank.getByText('คลินิกทดสอบ', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'แนบสลิปการโอน' }).getByRole('button', { name: 'ถ่ายรูป / เลือกรูปสลิป' }),
    ).toBeVisible();
  });

  await test.step('copies the account number', async () => {
    await page.getByRole('button', { name: /^คัดลอก\s?เลขที่บัญชี$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'คัดลอกแล้ว' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1234567890');
  });

  await test.step('opening the screen, twice, makes no payment: it is made when the slip is sent', async () => {
    const history = page.getByRole('region', { name: 'รายการชำระเงินของการจองนี้' });
    await expect(history.getByText('ยังไม่มีรายการชำระเงินสำหรับการจองนี้')).toBeVisible();
    await capture(page, 'payment', { endAt: 'phone' });
    await page.reload();
    await expect(page.getByTestId('amount-due')).toHaveText('฿2,400.00');
    await expect(history.getByText('ยังไม่มีรายการชำระเงินสำหรับการจองนี้')).toBeVisible();
    const mine = await page.request.get(`/api/payments/booking/${booking.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await mine.json()).data).toEqual([]);
  });

  await test.step('sends the transfer slip: preview, transfer time, then รอตรวจสอบ', async () => {
    const slip = page.getByRole('region', { name: 'แนบสลิปการโอน' });
    await page.getByTestId('slip-input').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: await slipImage(),
    });
    await expect(slip.getByRole('img', { name: 'ตัวอย่างรูปสลิปที่เลือก' })).toBeVisible();
    await expect(slip.getByRole('button', { name: 'เลือกรูปใหม่' })).toBeVisible();
    // The transfer time, from the Buddhist-Era calendar and a 24-hour clock.
    const transferredAt = bangkokMinutesAgo(5);
    await slip.getByRole('button', { name: 'วันที่โอน' }).click();
    await page.getByRole('button', { name: transferredAt.dayLabel, exact: true }).click();
    await expect(slip.getByRole('button', { name: 'วันที่โอน' })).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
    await slip.getByLabel('เวลาที่โอน ชั่วโมง').fill(transferredAt.hours);
    await slip.getByLabel('เวลาที่โอน นาที').fill(transferredAt.minutes);
    await slip.getByLabel('เวลาที่โอน นาที').blur();
    await capture(page, 'payment-upload', { endAt: 'phone' });

    await slip.getByRole('button', { name: 'ส่งสลิป' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ได้รับสลิปแล้ว รอคลินิกตรวจสอบ' })).toBeVisible();
    const submitted = page.getByTestId('slip-submitted');
    await expect(submitted).toContainText('ได้รับสลิปแล้ว รอคลินิกตรวจสอบ');
    await expect(submitted.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();
    await expect(submitted).toContainText('โอนเมื่อ');
    const thumbnail = submitted.getByRole('img', { name: /^สลิปการโอนของ PAY-\d{6}-\d{4}$/ });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('slip-input')).toHaveCount(0);
    await capture(page, 'payment-submitted', { endAt: 'phone' });
  });

  await test.step('the booking now waits for the clinic to check the payment', async () => {
    await page.goto(`/booking/${booking.id}`);
    await expect(page.getByText('รอตรวจสอบการชำระเงิน').first()).toBeVisible();
  });

  await test.step('finds the payment in the payment history', async () => {
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'ประวัติการชำระเงิน' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: booking.bookingNo });
    await expect(item).toHaveCount(1);
    await expect(item.getByText(/^PAY-\d{6}-\d{4}$/)).toBeVisible();
    await expect(item.getByText('฿2,400.00')).toBeVisible();
    await expect(item.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();
    await expect(item.getByRole('img', { name: /^สลิปการโอนของ PAY-/ })).toBeVisible();
    await expect(item.getByRole('link', { name: `การจอง ${booking.bookingNo}` })).toHaveAttribute(
      'href',
      `/booking/${booking.id}`,
    );
    await expect(page.getByText('ทั้งหมด 1 รายการ')).toBeVisible();
    await capture(page, 'payments', { endAt: 'phone' });
  });
});

test('a new customer with no payment is invited to book', async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto('/payments');
  await expect(page.getByText('ยังไม่มีการชำระเงิน')).toBeVisible();
  await page.getByRole('link', { name: 'เริ่มจองตรวจสุขภาพ' }).click();
  await expect(page).toHaveURL(/\/booking$/);
});
