import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { pickCalendarDay } from '../fixtures/calendar.ts';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// Clinic staff at their desk: a customer phoned in a booking for a worker; staff find it by the
// worker's id number, confirm it (paid at the counter), export the day's list, and book again for them.

const EXAMINEE_ID = '1101701234561';

async function tokenFor(request: APIRequestContext, url: string, account: { email: string; password: string }) {
  const response = await request.post(url, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `YYYY-MM-DD` in Bangkok, some days from now. */
function bangkokDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

/** How the calendar names a day for screen readers: `23 พฤศจิกายน 2569`. */
function thaiDayLabel(date: string): string {
  return new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

async function pickDate(page: Page, field: string, date: string) {
  await page.getByRole('button', { name: field }).click();
  await pickCalendarDay(page, date, page.getByRole('button', { name: thaiDayLabel(date), exact: true }));
}

test('staff find a phoned-in booking by the examinee id, confirm it, export, and book again for the customer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinic = await createClinicThroughApi(page.request);
  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(page.request, '/api/auth/login', customer);
  const appointmentDate = bangkokDate(2);
  const created = await page.request.post('/api/bookings', {
    headers: bearer(customerToken),
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate,
      slotTime: '10:00',
      examineeCount: 1,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
      examinees: [{ title: 'นาย', firstName: 'สมชาย', lastName: 'ขยันงาน', idType: 'thai_id', idNumber: EXAMINEE_ID }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()).data as { id: string; bookingNo: string };

  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);

  // Find it by the worker's id number; the search lives in the URL, so a reload keeps it.
  await page
    .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
    .getByRole('link', { name: 'การจอง', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'การจอง', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(EXAMINEE_ID);
  await expect(page).toHaveURL(new RegExp(`q=${EXAMINEE_ID}`));
  const row = page.getByRole('row').filter({ hasText: booking.bookingNo });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(clinic.clinicName);
  await expect(row).toContainText('฿800.00');
  await expect(row).toContainText('1/1 คน');
  await expect(row).toContainText('รอชำระเงิน');
  await page.reload();
  // After a reload the session is checked again before the screen shows: allow for a busy machine.
  await expect(page.getByRole('searchbox', { name: 'ค้นหา' })).toHaveValue(EXAMINEE_ID, { timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: booking.bookingNo })).toBeVisible();
  await capture(page, 'admin-bookings', { widths: ['phone', 'desktop', '1024'] });

  // Open it: the examinee's id is whole on the record screen.
  await page.getByRole('row').filter({ hasText: booking.bookingNo }).getByText(clinic.clinicName).click();
  await expect(page).toHaveURL(new RegExp(`/admin/booking/${booking.id}/view$`));
  await expect(page.getByRole('heading', { name: booking.bookingNo })).toBeVisible();
  await expect(page.getByText(EXAMINEE_ID)).toBeVisible();
  await expect(page.getByText('ประวัติการเปลี่ยนแปลง')).toBeVisible();
  await capture(page, 'admin-booking-view', { widths: ['phone', 'desktop', '1024'] });

  // Paid at the counter: confirm with a note.
  await page.getByRole('button', { name: 'ยืนยันการจอง' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยืนยันการจองนี้' });
  await dialog.getByLabel('หมายเหตุ (ไม่บังคับ)').fill('ชำระเงินสดที่เคาน์เตอร์');
  await dialog.getByRole('button', { name: 'ยืนยันการจอง' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('booking-status')).toHaveText('ยืนยันแล้ว');
  await expect(page.getByRole('button', { name: 'ยืนยันการจอง' })).toBeHidden();
  await expect(page.getByRole('cell', { name: 'ยืนยันการจอง', exact: true })).toBeVisible();

  // Back to the list, still filtered, and export what it shows.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'ค้นหา' })).toHaveValue(EXAMINEE_ID);
  await expect(page.getByRole('row').filter({ hasText: booking.bookingNo })).toContainText('ยืนยันแล้ว');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  // The customer phones again: book for them from the admin console.
  await page.getByRole('link', { name: 'สร้างการจอง' }).first().click();
  await expect(page).toHaveURL(/\/admin\/bookings\/create$/);
  await page.getByRole('searchbox', { name: 'ค้นหาลูกค้า' }).fill(customer.email);
  await page.getByRole('button', { name: `เลือก ${customer.firstName} ${customer.lastName}` }).click();
  await expect(page.getByText('ลูกค้าที่เลือก')).toBeVisible();
  await expect(page.getByLabel('ชื่อผู้ติดต่อ')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  await expect(page.getByLabel('เบอร์ติดต่อ')).toHaveValue(customer.phone);
  await page.getByRole('textbox', { name: 'บริการ' }).click();
  await page.getByRole('option', { name: clinic.serviceName }).click();
  await page.getByRole('textbox', { name: 'คลินิก' }).click();
  await page.getByRole('option', { name: new RegExp(clinic.clinicName) }).click();
  await pickDate(page, 'วันนัด', appointmentDate);
  await page.getByRole('radio', { name: /^11:00/ }).click();
  await page.getByLabel('จำนวนผู้เข้าตรวจ (คน)').fill('3');
  await expect(page.getByText('฿2,400.00')).toBeVisible();
  await capture(page, 'admin-booking-create', { widths: ['phone', 'desktop', '1024'] });
  await page.getByRole('button', { name: 'สร้างการจอง', exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/booking\/[0-9a-f-]+\/view$/);
  await expect(page.getByTestId('booking-status')).toHaveText('รอชำระเงิน');
  await expect(page.getByText('กรอกแล้ว 0 จาก 3 คน')).toBeVisible();
});

test('staff open an account for a customer who phones in; the customer must replace its temporary password', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/bookings/create');
  await page.getByRole('button', { name: 'สร้างบัญชีลูกค้าใหม่' }).click();
  const form = page.getByRole('form', { name: 'สร้างบัญชีลูกค้าใหม่' });
  await form.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(form.getByText('กรุณากรอกอีเมล')).toBeVisible();
  const email = `phone-${randomBytes(4).toString('hex')}@example.com`;
  await form.getByLabel(/^ชื่อ/).fill('สมศักดิ์');
  await form.getByLabel(/^นามสกุล/).fill('โทรมาจอง');
  await form.getByLabel(/^อีเมล/).fill(email);
  await form.getByLabel(/^เบอร์มือถือ/).fill('081-234-5678');
  await form.getByRole('button', { name: 'สร้างบัญชี' }).click();
  const dialog = page.getByRole('dialog', { name: 'รหัสผ่านชั่วคราวของลูกค้า' });
  await expect(dialog.getByTestId('temporary-password')).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const temporaryPassword = (await dialog.getByTestId('temporary-password').textContent()) ?? '';
  await page.waitForTimeout(300);
  await capture(page, 'admin-booking-create-password', { widths: ['phone', 'desktop', '1024'] });
  await dialog.getByRole('button', { name: 'แจ้งลูกค้าแล้ว ไปต่อ' }).click();
  await expect(page.getByText('ลูกค้าที่เลือก')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The customer, on their own phone: the temporary password opens only the screen that replaces it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
  const customer = await phone.newPage();
  await signIn(customer, { email, password: temporaryPassword });
  await expect(customer).toHaveURL(/\/change-password$/);
  await expect(customer.getByText('กรุณาตั้งรหัสผ่านของคุณเอง')).toBeVisible();
  await customer.goto('/booking');
  await expect(customer).toHaveURL(/\/change-password$/);
  await customer.getByLabel(/^รหัสผ่านปัจจุบัน/).fill(temporaryPassword);
  await customer.getByLabel(/^รหัสผ่านใหม่/).fill('MyOwn2569');
  await customer.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('MyOwn2569');
  await customer.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(customer.getByText('สวัสดี คุณสมศักดิ์')).toBeVisible();
  await customer.goto('/booking');
  await expect(customer).toHaveURL(/\/booking$/);
  await phone.close();
});

test('staff book for a walk-in customer without an e-mail, and are offered them again by their phone number', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinic = await createClinicThroughApi(page.request);
  const phone = `08${String(10_000_000 + (randomBytes(4).readUInt32BE() % 90_000_000))}`;
  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/bookings/create');

  // No e-mail: the field steps aside and nothing asks for one.
  await page.getByRole('button', { name: 'สร้างบัญชีลูกค้าใหม่' }).click();
  const form = page.getByRole('form', { name: 'สร้างบัญชีลูกค้าใหม่' });
  await form.getByRole('checkbox', { name: 'ลูกค้าไม่มีอีเมล' }).check();
  await expect(form.getByLabel(/^อีเมล/)).toBeDisabled();
  await form.getByLabel(/^ชื่อ/).fill('มานพ');
  await form.getByLabel(/^นามสกุล/).fill('เดินเข้ามา');
  await form.getByLabel(/^เบอร์มือถือ/).fill(phone);
  await capture(page, 'admin-booking-walk-in');
  await form.getByRole('button', { name: 'สร้างลูกค้าไม่มีอีเมล' }).click();
  // No password to read out: straight on to the booking.
  await expect(page.getByText('ลูกค้าที่เลือก')).toBeVisible();
  await expect(page.getByText(`ไม่มีอีเมล · ${phone}`)).toBeVisible();

  // The same person at the counter again: the number finds them before a second account is opened.
  await page.getByRole('button', { name: 'เปลี่ยนลูกค้า' }).click();
  await page.getByRole('button', { name: 'สร้างบัญชีลูกค้าใหม่' }).click();
  await form.getByRole('checkbox', { name: 'ลูกค้าไม่มีอีเมล' }).check();
  await form.getByLabel(/^ชื่อ/).fill('มานพ');
  await form.getByLabel(/^นามสกุล/).fill('เดินเข้ามา');
  await form.getByLabel(/^เบอร์มือถือ/).fill(phone);
  const offer = form.getByRole('alert').filter({ hasText: 'มีลูกค้าที่ใช้เบอร์นี้อยู่แล้ว' });
  await expect(offer).toContainText('มานพ เดินเข้ามา');
  await capture(page, 'admin-booking-walk-in-same-phone');
  await form.getByRole('button', { name: 'สร้างลูกค้าไม่มีอีเมล' }).click();
  await expect(form.getByText('เลือกบัญชีเดิม หรือยืนยันว่าเป็นคนละคนก่อนสร้างลูกค้าใหม่')).toBeVisible();
  await offer.getByRole('button', { name: 'ใช้บัญชีนี้ มานพ เดินเข้ามา' }).click();
  await expect(page.getByText(`ไม่มีอีเมล · ${phone}`)).toBeVisible();

  await expect(page.getByLabel('ชื่อผู้ติดต่อ')).toHaveValue('มานพ เดินเข้ามา');
  await page.getByRole('textbox', { name: 'บริการ' }).click();
  await page.getByRole('option', { name: clinic.serviceName }).click();
  await page.getByRole('textbox', { name: 'คลินิก' }).click();
  await page.getByRole('option', { name: new RegExp(clinic.clinicName) }).click();
  const appointmentDate = bangkokDate(3);
  await pickDate(page, 'วันนัด', appointmentDate);
  await page.getByRole('radio', { name: /^09:00/ }).click();
  await page.getByRole('button', { name: 'สร้างการจอง', exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/booking\/[0-9a-f-]+\/view$/);
  await expect(page.getByTestId('booking-status')).toHaveText('รอชำระเงิน');
  await expect(page.getByText('ไม่มีอีเมล', { exact: true })).toBeVisible();

  // Found by the phone number in the bookings list.
  await page.goto(`/admin/bookings?q=${phone}`);
  // After a full load the session is checked again before the screen shows: allow for a busy machine.
  await expect(page.getByRole('row').filter({ hasText: 'มานพ เดินเข้ามา' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row')).toHaveCount(2);
});
