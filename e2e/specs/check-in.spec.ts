import type { APIRequestContext, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { personAt } from '../fixtures/person.ts';
import { capture, screenshot } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';
import { AROUND_THE_CLOCK, bookToday } from '../fixtures/visit.ts';

// The clinic's day at the front desk: bookings made for today arrive; the receptionist finds one by its
// number and checks everyone in, reads another off the customer's QR (a photo of it fed to the
// scanner), is refused for one not yet paid; the nurse then records a result with a value outside the
// normal range (confirmed once) and issues the certificate. Everything before is seeded through the API.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: object) {
  const response = await request.fetch(path, { method, headers: bearer(token), ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}

async function tokenFor(request: APIRequestContext, path: string, account: { email: string; password: string }) {
  const response = await request.post(path, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

/** A valid 13-digit Thai id from its first twelve digits (THAI-REFERENCE.md: the check digit). */
function thaiId(first12: string): string {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

type Person = { id: string; title: string; firstName: string; lastName: string };
type SeededBooking = { id: string; bookingNo: string; examinees: Person[] };
const nameOf = (person: Person) => `${person.title}${person.firstName} ${person.lastName}`;

/**
 * A clinic open around the clock in 15-minute slots (so a slot today is still ahead, whatever the time),
 * one doctor, and a customer's three bookings for today's next slot: two people and one person, both
 * confirmed (paid at the counter), and one person not yet paid.
 */
async function seed(request: APIRequestContext, page: Page) {
  const clinic = await createClinicThroughApi(request, AROUND_THE_CLOCK);
  const adminToken = await tokenFor(request, '/api/admin/auth/login', ADMIN);
  await call(request, 'POST', `/api/admin/clinics/${clinic.clinicId}/doctors`, adminToken, {
    name: 'พญ.ใจดี รักษาดี',
    licenseNo: `ว.${10000 + Math.floor(Math.random() * 89999)}`,
  });
  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(request, '/api/auth/login', customer);

  const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  let people = 0;
  const book = async (persons: Omit<Person, 'id'>[], confirm: boolean): Promise<SeededBooking> => {
    const booking = await bookToday<{ id: string; bookingNo: string }>(
      request,
      { customer: customerToken, admin: adminToken },
      {
        clinicId: clinic.clinicId,
        serviceId: clinic.serviceId,
        examineeCount: persons.length,
        contactName: `${customer.firstName} ${customer.lastName}`,
        contactPhone: customer.phone,
      },
    );
    const examinees: Person[] = [];
    for (const person of persons) {
      people += 1;
      const updated = await call<{ examinees: Person[] }>(
        request,
        'POST',
        `/api/bookings/${booking.id}/examinees`,
        customerToken,
        {
          ...person,
          idType: 'thai_id',
          idNumber: thaiId(`1${suffix}${String(people).padStart(5, '0')}`),
          gender: person.title === 'นาย' ? 'male' : 'female',
        },
      );
      const added = updated.examinees.at(-1);
      if (!added) throw new Error('examinee not added');
      examinees.push(added);
    }
    if (confirm) {
      await call(request, 'POST', `/api/bookings/${booking.id}/confirm`, adminToken, { note: 'ชำระที่คลินิก' });
    }
    return { ...booking, examinees };
  };
  const group = await book(
    [
      { title: 'นาย', firstName: 'สมชาย', lastName: 'มาตรงเวลา' },
      { title: 'นางสาว', firstName: 'สมหญิง', lastName: 'มาตรงเวลา' },
    ],
    true,
  );
  const single = await book([{ title: 'นาย', firstName: 'สแกน', lastName: 'คิวอาร์' }], true);
  const unpaid = await book([{ title: 'นาง', firstName: 'ยังไม่', lastName: 'ชำระเงิน' }], false);
  return { clinic, customer, group, single, unpaid };
}

test('the front desk checks in today’s bookings by search and by QR; the nurse records a confirmed out-of-range result and issues the certificate', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  test.setTimeout(240_000);
  const { clinic, customer, group, single, unpaid } = await seed(page.request, page);
  const [first, second] = group.examinees;
  const [scanned] = single.examinees;
  if (!first || !second || !scanned) throw new Error('examinees expected');
  const phone = await personAt(browser, baseURL, problems, 'phone');

  await test.step('the customer has the booking’s check-in QR to show at the counter', async () => {
    await signIn(phone.page, customer);
    await expect(phone.page).toHaveURL(/\/$/);
    await phone.page.goto(`/booking/${group.id}`);
    const pass = phone.page.getByRole('region', { name: 'QR สำหรับเช็กอิน' });
    await expect(pass.getByRole('img', { name: `QR สำหรับเช็กอิน การจอง ${group.bookingNo}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(pass.getByText('แสดงที่เคาน์เตอร์เมื่อมาถึง')).toBeVisible();
    await expect(pass.getByText(group.bookingNo)).toBeVisible();
    await expect(pass.getByRole('button', { name: 'พิมพ์ QR' })).toBeVisible();
    await capture(phone.page, 'customer-booking-check-in-qr', { endAt: 'phone' });
  });

  await test.step('the receptionist opens the day at her clinic, finds the booking by its number and checks everyone in', async () => {
    await signIn(page, ADMIN, '/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' }).getByRole('link', { name: 'เช็กอิน' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'เช็กอิน' })).toBeVisible();
    await expect(page.getByTestId('check-in-date')).toContainText(/วันนี้ \d{1,2} \S+ 25\d\d/);
    await page.getByRole('textbox', { name: 'คลินิก' }).click();
    await page.getByRole('option', { name: clinic.clinicName }).click();
    await expect(page.getByTestId('check-in-booking')).toHaveCount(3);

    await page.getByLabel('ค้นหา').fill(group.bookingNo);
    await expect(page).toHaveURL(new RegExp(`q=${group.bookingNo}`));
    const card = page.getByRole('region', { name: `การจอง ${group.bookingNo}` });
    await expect(page.getByTestId('check-in-booking')).toHaveCount(1);
    await expect(card.getByTestId('check-in-examinee')).toHaveCount(2);
    await expect(card.getByText('รอ', { exact: true })).toHaveCount(2);
    await card.getByRole('button', { name: `เช็กอินทั้งหมด (2 คน) ของ ${group.bookingNo}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: `เช็กอิน 2 คนของ ${group.bookingNo} แล้ว` })).toBeVisible();
    await expect(card.getByText(/^มาแล้ว \d\d:\d\d$/)).toHaveCount(2);
    await expect(card.getByText('มาครบทุกคนแล้ว')).toBeVisible();
  });

  await test.step('undoes a mistaken check-in and checks that person in again', async () => {
    const card = page.getByRole('region', { name: `การจอง ${group.bookingNo}` });
    await card.getByRole('button', { name: `ยกเลิกเช็กอิน ${nameOf(second)}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: `ยกเลิกเช็กอินของ ${nameOf(second)} แล้ว` })).toBeVisible();
    await expect(card.getByText('รอ', { exact: true })).toHaveCount(1);
    await card.getByRole('button', { name: `เช็กอิน ${nameOf(second)}` }).click();
    await expect(card.getByText(/^มาแล้ว \d\d:\d\d$/)).toHaveCount(2);
  });

  await test.step('an unpaid booking is flagged, and its check-in refused in the server’s words', async () => {
    await page.getByLabel('ค้นหา').fill(unpaid.bookingNo);
    const card = page.getByRole('region', { name: `การจอง ${unpaid.bookingNo}` });
    await expect(page.getByTestId('check-in-booking')).toHaveCount(1);
    await expect(card.getByTestId('check-in-unpaid')).toContainText('ค้างชำระ ฿800.00');
    await card.getByRole('button', { name: /^เช็กอิน นาง/ }).click();
    await expect(card.getByTestId('check-in-refused')).toContainText('จึงเช็กอินไม่ได้');
    await expect(card.getByText('รอ', { exact: true })).toHaveCount(1);
  });

  await test.step('reads the second booking off a photo of its QR and checks its examinee in', async () => {
    const photo = await QRCode.toBuffer(single.bookingNo, { type: 'png', width: 360, margin: 4 });
    await page
      .locator('input[type="file"][aria-label="เลือกรูปภาพ QR"]')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: photo });
    await expect(page).toHaveURL(new RegExp(`q=${single.bookingNo}`));
    await expect(page.getByLabel('ค้นหา')).toHaveValue(single.bookingNo);
    const card = page.getByRole('region', { name: `การจอง ${single.bookingNo}` });
    await expect(page.getByTestId('check-in-booking')).toHaveCount(1);
    await card.getByRole('button', { name: `เช็กอิน ${nameOf(scanned)}` }).click();
    await expect(card.getByText(/^มาแล้ว \d\d:\d\d$/)).toHaveCount(1);
  });

  await test.step('the whole day, on a phone and a desk', async () => {
    await page.getByLabel('ค้นหา').fill('');
    await expect(page.getByTestId('check-in-booking')).toHaveCount(3);
    await expect(page.getByTestId('check-in-summary')).toContainText('มาแล้ว 3');
    await expect(page.getByTestId('check-in-summary')).toContainText('รอ 1');
    await expect(page.getByRole('button', { name: 'พิมพ์รายชื่อวันนี้' })).toBeEnabled();
    await capture(page, 'admin-check-in');
    // On paper: only the list, every examinee of the day.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: `รายชื่อผู้เข้าตรวจ ${clinic.clinicName}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })).toBeHidden();
    await expect(page.locator('table tbody tr')).toHaveCount(4);
    await screenshot(page, 'admin-check-in-print', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the customer sees who arrived', async () => {
    await phone.page.reload();
    const attendance = phone.page.getByRole('region', { name: 'การมาตรวจ' });
    await expect(attendance.getByTestId('attendance-row')).toHaveCount(2, { timeout: 15_000 });
    await expect(attendance.getByText(/^มาแล้ว \d\d:\d\d น\.$/)).toHaveCount(2);
    await attendance.scrollIntoViewIfNeeded();
    await capture(phone.page, 'customer-booking-attendance', { widths: ['phone'], endAt: 'phone' });
  });

  let certificateNo = '';
  await test.step('the nurse records a result outside the normal range, with a remark and one confirmation', async () => {
    await page.goto(`/admin/examination-results?q=${group.bookingNo}`);
    await page.getByRole('button', { name: `บันทึกผล ${nameOf(first)}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`ผลตรวจของ ${nameOf(first)}`) });
    const form = drawer.getByRole('form', { name: `บันทึกผลตรวจ ${nameOf(first)}` });
    // The exam is on the day of the visit, not chosen.
    await expect(form.getByLabel(/^วันที่ตรวจ/)).toHaveValue(/\d{1,2} \S+ 25\d\d/, { timeout: 15_000 });
    await expect(form.getByLabel(/^วันที่ตรวจ/)).toHaveAttribute('readonly', '');
    await form.getByLabel(/^น้ำหนักตัว/).fill('70');
    await form.getByLabel(/^ความสูง/).fill('172');
    await form.getByLabel(/^ความดันโลหิต/).fill('150/95');
    await form.getByLabel(/^ชีพจร/).fill('76');
    await form.getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือก\s?ในสภาพร่างกายทั่วไป/ }).click();
    await form.getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือก\s?ในโรคและภาวะที่ตรวจ/ }).click();
    await form.getByRole('radiogroup', { name: 'ผลสรุป' }).getByText('ผ่าน', { exact: true }).click();
    await form.getByRole('button', { name: 'บันทึกผล', exact: true }).click();
    // A pass with a high blood pressure needs the doctor's remark, said before anything is sent.
    await expect(form.getByText(/หากสรุปว่า "ผ่าน" กรุณาระบุหมายเหตุของแพทย์/)).toBeVisible();
    await form.getByLabel(/^หมายเหตุ/).fill('ความดันสูงกว่าเกณฑ์ แนะนำตรวจซ้ำใน 1 เดือน');
    await form.getByRole('button', { name: 'บันทึกผล', exact: true }).click();

    const confirm = form.getByTestId('result-confirm');
    await expect(confirm).toContainText('ค่าบางรายการอยู่นอกเกณฑ์ปกติ');
    await expect(confirm).toContainText('ความดันโลหิต 150/95');
    await capture(page, 'admin-result-confirm', { widths: ['desktop'] });
    await confirm.getByRole('button', { name: 'ยืนยันค่าที่นอกเกณฑ์และบันทึก' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `บันทึกผลตรวจของ ${nameOf(first)} แล้ว` })).toBeVisible();
    await expect(drawer.getByTestId('result-state')).toHaveText('บันทึกผลแล้ว รอออกใบรับรอง');

    await expect(drawer.getByText('พร้อมออกใบรับรอง 1 คน')).toBeVisible();
    await drawer.getByRole('button', { name: 'ออกใบรับรองทั้งการจอง' }).click();
    await drawer.getByRole('button', { name: 'ยืนยันออกใบรับรอง' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ออกใบรับรองแพทย์ 1 ฉบับแล้ว' })).toBeVisible();
    // The booking's panel says where things stand now, not "nobody is ready".
    await expect(drawer.getByTestId('roster-summary')).toHaveText('ออกใบรับรองแล้ว 1 คน คนที่เหลือยังไม่ได้บันทึกผล');
    const locked = drawer.getByTestId('result-locked');
    await expect(locked).toContainText(/MC-\d\d-\d{6}/);
    certificateNo = /MC-\d\d-\d{6}/.exec((await locked.textContent()) ?? '')?.[0] ?? '';
  });

  await test.step('the certificate’s preview shows its page', async () => {
    await page
      .getByRole('link', { name: `เปิดใบรับรอง ${certificateNo}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: certificateNo })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`หน้า 1 .*${certificateNo}`) })).toBeVisible({
      timeout: 15_000,
    });
    await capture(page, 'admin-certificate-preview');
  });

  await phone.context.close();
});
