import type { APIRequestContext, Page } from '@playwright/test';
import type { Customer } from '../fixtures/accounts.ts';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { expect, signInAsNewCustomer, test } from '../fixtures/test.ts';

// The customer's home screen and notifications, seeded through the public API as the booking screen would.
const COUNTED = ['รอชำระเงิน', 'รอตรวจสอบการชำระเงิน', 'ยืนยันแล้ว', 'เสร็จสิ้น'];

const formatBaht = (satang: number) =>
  new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(satang / 100);
/** A count card: a link to the list of its status, named by its count and label. */
const statusCount = (page: Page, label: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`รายการ\\s*${label}$`) });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^การแจ้งเตือน/ });

async function tokenOf(request: APIRequestContext, customer: Customer): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token;
}

/** The first bookable slot of the next two weeks, as the booking screen's calendar would offer it. */
async function firstOpenSlot(request: APIRequestContext, clinicId: string, serviceId: string) {
  for (let days = 1; days <= 14; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
    const response = await request.get(`/api/clinics/${clinicId}/availability?serviceId=${serviceId}&date=${date}`);
    expect(response.status()).toBe(200);
    const { slots } = (await response.json()).data as { slots: { time: string; state: string }[] };
    const open = slots.find((slot) => slot.state === 'open');
    if (open) return { appointmentDate: date, slotTime: open.time };
  }
  throw new Error('no open slot in the next 14 days');
}

test('a new customer sees zero counts, an invitation to book and no notifications', async ({ page }) => {
  await signInAsNewCustomer(page);
  for (const label of COUNTED) await expect(statusCount(page, label)).toContainText(/^0\s*รายการ/);
  const mine = page.getByRole('region', { name: 'รายการจองของฉัน' });
  await expect(mine.getByText('ยังไม่มีการจองที่กำลังจะถึง')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'จองตรวจสุขภาพ' })).toHaveAttribute('href', '/booking');
  await expect(page.getByRole('region', { name: 'การแจ้งเตือนล่าสุด' }).getByText('ยังไม่มีการแจ้งเตือน')).toBeVisible();
  await expect(page.getByRole('link', { name: 'จองด่วน' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('การแจ้งเตือน');
  await capture(page, 'dashboard-new');
});

test('a customer who booked sees it counted, coming up and announced, and reads it', async ({ page }) => {
  test.setTimeout(60_000); // a long journey with three screenshot-and-accessibility stops
  const customer = await signInAsNewCustomer(page);
  const clinic = await createClinicThroughApi(page.request);
  const slot = await firstOpenSlot(page.request, clinic.clinicId, clinic.serviceId);
  const created = await page.request.post('/api/bookings', {
    headers: { authorization: `Bearer ${await tokenOf(page.request, customer)}` },
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      ...slot,
      examineeCount: 1,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  });
  expect(created.status()).toBe(201);
  const booking = (await created.json()).data as { id: string; bookingNo: string };

  // The dashboard: one awaiting payment, the appointment coming up, one unread notification.
  await page.reload();
  await expect(statusCount(page, 'รอชำระเงิน')).toContainText(/^1\s*รายการ/);
  for (const label of COUNTED.slice(1)) await expect(statusCount(page, label)).toContainText(/^0\s*รายการ/);
  const mine = page.getByRole('region', { name: 'รายการจองของฉัน' });
  const appointment = mine.getByTestId('my-booking').filter({ hasText: booking.bookingNo });
  await expect(appointment.getByRole('link', { name: `การจอง ${booking.bookingNo}`, exact: true })).toHaveAttribute(
    'href',
    `/booking/${booking.id}`,
  );
  await expect(appointment).toContainText(clinic.clinicName);
  await expect(appointment).toContainText(clinic.serviceName);
  await expect(appointment).toContainText(`เวลา ${slot.slotTime} น.`);
  await expect(appointment).toContainText('รอชำระเงิน');
  await expect(appointment).toContainText(formatBaht(clinic.price));
  await expect(appointment).toContainText(/\d{1,2} \S+ 25\d\d/); // the Buddhist-Era year
  const latest = page.getByRole('region', { name: 'การแจ้งเตือนล่าสุด' });
  await expect(latest.getByRole('link', { name: new RegExp(booking.bookingNo) })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('การแจ้งเตือน ยังไม่ได้อ่าน 1 รายการ');
  await expect(bell(page)).toHaveText('1');
  await capture(page, 'dashboard');

  // The bell lists it too, with the way to every notification.
  await bell(page).click();
  const dropdown = page.getByRole('dialog', { name: /การแจ้งเตือน/ });
  await expect(dropdown.getByRole('link', { name: new RegExp(booking.bookingNo) })).toBeVisible();
  await capture(page, 'notifications-bell');
  await dropdown.getByRole('link', { name: 'ดูการแจ้งเตือนทั้งหมด' }).click();

  // /notifications: the booking-created notification, unread, linking to its booking; then read them all.
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'การแจ้งเตือน' })).toBeVisible();
  const item = page.getByRole('main').getByRole('link', { name: new RegExp(booking.bookingNo) });
  await expect(item).toHaveAttribute('href', `/booking/${booking.id}`);
  await expect(item).toContainText('ยังไม่ได้อ่าน');
  // In the page: the bell's dropdown says the same while it fades out, and the page now arrives that fast.
  await expect(page.getByRole('main').getByText('ยังไม่ได้อ่าน 1 รายการ')).toBeVisible();
  await capture(page, 'notifications');
  await page.getByRole('button', { name: 'อ่านทั้งหมด' }).click();
  await expect(page.getByText('ทำเครื่องหมายว่าอ่านแล้ว 1 รายการ')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('การแจ้งเตือน');
  await expect(bell(page)).toHaveText('');
  await expect(item).not.toContainText('ยังไม่ได้อ่าน');
  await expect(page.getByRole('button', { name: 'อ่านทั้งหมด' })).toBeDisabled();
});

test('on a phone, the menu button opens the drawer, whose link leads on and closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await signInAsNewCustomer(page);
  await page.getByRole('banner').getByRole('button', { name: 'เปิดเมนู' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(customer.email);
  await expect(drawer.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link')).toHaveText([
    'หน้าหลัก',
    'จองตรวจสุขภาพ',
    'ประวัติการชำระเงิน',
  ]);
  await expect(drawer.getByRole('button', { name: 'ปิดเมนู' })).toBeVisible();
  await capture(page, 'customer-drawer', { widths: ['phone'], endAt: 'phone' });
  await drawer.getByRole('link', { name: 'ประวัติการชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(drawer).toBeHidden();
});
