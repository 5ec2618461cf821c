import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, type Customer } from '../fixtures/accounts.ts';
import { createClinicThroughApi, type TestClinic } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { expect, signInAsNewCustomer, test } from '../fixtures/test.ts';

// A customer follows their own bookings from the home screen: a count card opens the list of that
// status, a booking opens from it; a refused slip says why at the top of the booking and asks for a
// new slip, and opening the payment screen makes no payment; cancelling a paid booking says what
// happens to the money. Clinic, bookings and staff decisions are seeded through the API.

async function tokenOf(request: APIRequestContext, path: string, account: { email: string; password: string }) {
  const response = await request.post(path, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `YYYY-MM-DD` n days from today in Bangkok. */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() + days * 86_400_000));

type Seeded = { customer: Customer; token: string; admin: string; clinic: TestClinic };

async function seed(page: Page): Promise<Seeded> {
  const clinic = await createClinicThroughApi(page.request);
  const customer = await signInAsNewCustomer(page);
  return {
    customer,
    clinic,
    token: await tokenOf(page.request, '/api/auth/login', customer),
    admin: await tokenOf(page.request, '/api/admin/auth/login', ADMIN),
  };
}

async function book(page: Page, { customer, token, clinic }: Seeded, days: number, slotTime: string, count = 1) {
  const response = await page.request.post('/api/bookings', {
    headers: bearer(token),
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: daysAhead(days),
      slotTime,
      examineeCount: count,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string; bookingNo: string; totalAmount: number };
}

/** A phone-sized picture of a transfer slip; the random reference keeps it unlike any other. */
async function slipDataUrl(): Promise<string> {
  const reference = Math.random().toString(36).slice(2, 12).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1000">
    <rect width="600" height="1000" fill="#ffffff"/><rect width="600" height="160" fill="#5a2d91"/>
    <text x="300" y="330" font-size="72" font-family="sans-serif" fill="#222" text-anchor="middle">800.00</text>
    <text x="60" y="620" font-size="28" font-family="sans-serif" fill="#444">Ref: ${reference}</text>
  </svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The payments staff can list for a booking, through the admin API. */
async function staffPaymentsOf(page: Page, admin: string, bookingId: string) {
  const response = await page.request.get(`/api/payments?bookingId=${bookingId}&limit=100`, { headers: bearer(admin) });
  expect(response.status()).toBe(200);
  return (await response.json()).data.items as { id: string; status: string }[];
}

const myList = (page: Page) => page.getByRole('region', { name: 'รายการจองของฉัน' });
const countCard = (page: Page, label: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`รายการ\\s*${label}$`) });

test('a customer finds a confirmed booking through its count card and opens it', async ({ page }) => {
  test.setTimeout(120_000);
  const seeded = await seed(page);
  const waiting = await book(page, seeded, 3, '09:00', 2);
  const confirmed = await book(page, seeded, 4, '10:00', 2);
  const confirm = await page.request.post(`/api/bookings/${confirmed.id}/confirm`, {
    headers: bearer(seeded.admin),
    data: { note: 'บริษัทวางบิล' },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);

  await page.goto('/');
  const list = myList(page);
  const cards = list.getByTestId('my-booking');
  await expect(cards).toHaveCount(2);
  const waitingCard = cards.filter({ hasText: waiting.bookingNo });
  await expect(waitingCard.getByText('รอชำระเงิน')).toBeVisible();
  await expect(waitingCard).toContainText(seeded.clinic.clinicName);
  await expect(waitingCard).toContainText(/\d{1,2} \S+ 25\d\d เวลา 09:00 น\./);
  await expect(waitingCard).toContainText('ผู้เข้าตรวจ 0/2 คน');
  await expect(waitingCard.getByTestId('amount-due')).toHaveText('ค้างชำระ ฿1,600.00');
  await expect(waitingCard.getByRole('link', { name: `ชำระเงิน การจอง ${waiting.bookingNo}` })).toHaveAttribute(
    'href',
    `/payment/${waiting.id}`,
  );
  await capture(page, 'dashboard-my-bookings');

  await test.step('the count card opens the confirmed bookings, in the URL', async () => {
    await expect(countCard(page, 'ยืนยันแล้ว')).toContainText(/^1\s*รายการ/);
    await countCard(page, 'ยืนยันแล้ว').click();
    await expect(page).toHaveURL(/\/\?status=confirmed$/);
    await expect(list.getByText('แสดงเฉพาะ: ยืนยันแล้ว')).toBeVisible();
    await expect(cards).toHaveCount(1);
    const card = cards.filter({ hasText: confirmed.bookingNo });
    await expect(card.getByText('ยืนยันแล้ว', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `เพิ่มผู้เข้าตรวจ การจอง ${confirmed.bookingNo}` })).toBeVisible();
    await expect(countCard(page, 'ยืนยันแล้ว')).toHaveAttribute('aria-current', 'true');
    await capture(page, 'dashboard-status-filter', { endAt: 'phone' });
  });

  await test.step('opens the booking, and the back button returns to the filtered list', async () => {
    await cards.getByRole('link', { name: `การจอง ${confirmed.bookingNo}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${confirmed.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: confirmed.bookingNo })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/\?status=confirmed$/);
    await expect(list.getByText('แสดงเฉพาะ: ยืนยันแล้ว')).toBeVisible();
    await list.getByRole('link', { name: 'ดูทั้งหมด' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(list.getByRole('radio', { name: 'กำลังจะถึง' })).toBeChecked();
  });
});

test('a refused slip says why at the top of the booking, asks for a new slip, and opening payment makes no payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seeded = await seed(page);
  const booking = await book(page, seeded, 3, '11:00');

  await test.step('opening the payment screen makes no payment row', async () => {
    await page.goto(`/payment/${booking.id}`);
    await expect(page.getByTestId('amount-due')).toHaveText('฿800.00');
    await expect(page.getByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์ สำหรับชำระ ฿800.00/ })).toBeVisible();
    await expect(page.getByText('ยังไม่มีรายการชำระเงินสำหรับการจองนี้')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('amount-due')).toHaveText('฿800.00');
    expect(await staffPaymentsOf(page, seeded.admin, booking.id)).toEqual([]);
  });

  await test.step('the clinic refuses the slip the customer sent', async () => {
    const opened = await page.request.post('/api/payments', {
      headers: bearer(seeded.token),
      data: { bookingId: booking.id, method: 'promptpay' },
    });
    const paymentId = (await opened.json()).data.id as string;
    const sent = await page.request.post(`/api/payments/${paymentId}/slip`, {
      headers: bearer(seeded.token),
      data: { slipImage: await slipDataUrl() },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const rejected = await page.request.post(`/api/admin/payments/${paymentId}/reject`, {
      headers: bearer(seeded.admin),
      data: { reason: 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
  });

  await test.step('the booking says why at the top and offers ส่งสลิปใหม่, not a second ชำระเงิน', async () => {
    await page.goto(`/booking/${booking.id}`);
    const notice = page.getByTestId('rejected-slip');
    await expect(notice).toContainText('สลิปไม่ผ่านการตรวจสอบ');
    await expect(notice).toContainText('เหตุผล: ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ');
    await expect(notice).toContainText('ไม่ต้องโอนเงินซ้ำ');
    await expect(notice.getByRole('link', { name: 'ส่งสลิปใหม่' })).toHaveAttribute('href', `/payment/${booking.id}`);
    await expect(page.getByRole('link', { name: 'ชำระเงิน', exact: true })).toHaveCount(0);
    // The notice comes before everything else of the booking.
    const noticeTop = (await notice.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const appointmentTop =
      (await page.getByRole('region', { name: 'นัดหมาย', exact: true }).boundingBox())?.y ?? Number.NEGATIVE_INFINITY;
    expect(noticeTop).toBeLessThan(appointmentTop);
    await capture(page, 'booking-rejected-slip');
  });

  await test.step('the home list asks for a new slip too, and the payment screen opens no new payment', async () => {
    await page.goto('/');
    const card = myList(page).getByTestId('my-booking').filter({ hasText: booking.bookingNo });
    await expect(card).toContainText('ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ');
    await card.getByRole('link', { name: `ส่งสลิปใหม่ การจอง ${booking.bookingNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${booking.id}$`));
    await expect(page.getByText('สลิปก่อนหน้าไม่ผ่านการตรวจสอบ')).toBeVisible();
    await expect(page.getByTestId('amount-due')).toHaveText('฿800.00');
    const payments = await staffPaymentsOf(page, seeded.admin, booking.id);
    expect(payments.map((payment) => payment.status)).toEqual(['rejected']);
  });
});

test('cancelling a paid booking shows the clinic’s policy and that staff refund the money', async ({ page }) => {
  test.setTimeout(90_000);
  const seeded = await seed(page);
  const booking = await book(page, seeded, 5, '13:00');
  const paid = await page.request.post('/api/admin/payments', {
    headers: bearer(seeded.admin),
    data: {
      bookingId: booking.id,
      method: 'bank_transfer',
      amount: booking.totalAmount,
      paidAt: new Date().toISOString(),
      verify: true,
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto(`/booking/${booking.id}`);
  await page.getByRole('button', { name: 'ยกเลิกการจอง' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยกเลิกการจองนี้' });
  const policy = dialog.getByTestId('cancel-policy');
  await expect(policy.getByRole('heading', { name: 'นโยบายการยกเลิกและคืนเงินของคลินิก' })).toBeVisible();
  await expect(policy.getByTestId('cancel-money')).toHaveText(
    /^การจองนี้ชำระเงินแล้ว ฿800\.00 เมื่อยกเลิก เจ้าหน้าที่คลินิกจะดำเนินการคืนเงินให้/,
  );
  await capture(page, 'booking-cancel-paid');
});
