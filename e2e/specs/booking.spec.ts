import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN } from '../fixtures/accounts.ts';
import { pickCalendarDay } from '../fixtures/calendar.ts';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture, screenshot } from '../fixtures/screens.ts';
import { expect, signInAsNewCustomer, test } from '../fixtures/test.ts';

// A person books a health check for three colleagues on a phone, fills in who they are, moves the
// appointment and finally cancels it; another books for herself with a receipt in her company's name.
// The clinic is seeded through the admin API first.
test.use({ viewport: { width: 390, height: 844 } });

/** Tomorrow in Bangkok: `2026-11-24` and how the calendar names it (`24 พฤศจิกายน 2569`). */
function tomorrow() {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(date);
  const label = new Intl.DateTimeFormat('th-TH', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(date);
  return { iso, label };
}

const EXAMINEES = [
  { title: 'นาย', firstName: 'สมชาย', lastName: 'ใจดี', idNumber: '1101701234561' },
  { title: 'นางสาว', firstName: 'สมหญิง', lastName: 'รักงาน', idNumber: '1234567890121' },
  { title: 'นาย', firstName: 'ประเสริฐ', lastName: 'ขยันดี', idNumber: '3101200456789' },
];

/** The bar at the bottom of /booking: its total and its submit, on screen whatever the page's scroll. */
async function expectSummaryBarInReach(page: Page) {
  const bar = page.getByTestId('booking-summary-bar');
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByTestId('booking-total')).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'ยืนยันการจอง' })).toBeInViewport();
}

/** Tomorrow's button on the calendar, moving to next month when tomorrow is there. */
async function pickTomorrow(page: Page) {
  const day = tomorrow();
  await pickCalendarDay(page, day.iso, page.getByRole('button', { name: `${day.label} ว่าง`, exact: true }));
}

test('a customer books a check for three people, names them, moves the appointment and cancels', async ({ page }) => {
  test.setTimeout(180_000);
  const clinic = await createClinicThroughApi(page.request);
  await signInAsNewCustomer(page);

  await test.step('nothing is chosen for the customer; the total and the submit are in reach from the start', async () => {
    await page.getByRole('link', { name: 'จองด่วน' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    const service = page.getByRole('radio', { name: clinic.serviceName });
    await expect(service).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByText(/^เลือกบริการที่ต้องการตรวจ/)).toBeVisible();
    await expect(service.getByText('ใบรับรองแพทย์สำหรับสมัครงานและทั่วไป')).toBeVisible();
    await expectSummaryBarInReach(page);
    await expect(page.getByTestId('booking-total')).toHaveText('–');
    await capture(page, 'booking-1-empty', { endAt: 'phone' });
  });

  await test.step('the chosen service says what it includes and what to bring; the clinic its facts and policy', async () => {
    await page.getByRole('radio', { name: clinic.serviceName }).click();
    const chosen = page.getByTestId('chosen-service');
    await expect(chosen.getByText('ใบรับรองแพทย์สำหรับสมัครงานและทั่วไป')).toBeVisible();
    await expect(chosen.getByText('บัตรประชาชนตัวจริง')).toBeVisible();
    await expectSummaryBarInReach(page);

    await page.getByRole('radio', { name: clinic.clinicName }).click();
    const facts = page.getByTestId('clinic-facts');
    await expect(facts.getByText('฿800.00 / คน')).toBeVisible();
    await expect(facts.getByText('99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร')).toBeVisible();
    await expect(facts.getByRole('link', { name: 'เปิดแผนที่' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=13.7367,100.5608',
    );
    await expect(facts.getByRole('link', { name: '021234567' })).toHaveAttribute('href', 'tel:021234567');
    await expect(facts.getByText('ทุกวัน 07:00–20:00')).toBeVisible();
    await expect(facts.getByText('นโยบายการยกเลิกและคืนเงิน')).toBeVisible();
    await expect(facts.getByText(/^ยกเลิกการจอง:/)).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText('฿800.00');
    await expectSummaryBarInReach(page);

    await pickTomorrow(page);
    const slots = page.getByRole('group', { name: 'เวลา' });
    await slots.getByRole('button', { name: /^10:00\s*เหลือ 10 ที่/ }).click();
    await expect(slots.getByRole('button', { name: /^10:00/ })).toHaveAttribute('aria-pressed', 'true');
    await expectSummaryBarInReach(page);
    await page.getByTestId('clinic-facts').scrollIntoViewIfNeeded();
    await capture(page, 'booking-2-clinic', { endAt: 'phone' });
  });

  await test.step('three people; the field being typed in is never under the bar', async () => {
    const count = page.getByLabel(/^จำนวนผู้เข้าตรวจ/);
    await count.fill('3');
    await expect(page.getByTestId('booking-total')).toHaveText('฿2,400.00');
    await expect(page.getByTestId('booking-summary-bar').getByText('3 คน × ฿800.00')).toBeVisible();
    const phone = page.getByLabel(/^เบอร์มือถือผู้ติดต่อ/);
    await expect(phone).toHaveValue('0898765432');
    await phone.focus();
    const field = await phone.boundingBox();
    const bar = await page.getByTestId('booking-summary-bar').boundingBox();
    expect(field && bar && field.y + field.height <= bar.y).toBe(true);
    await expectSummaryBarInReach(page);
    // The screen as a phone shows it mid-way: a full-page picture draws the bar where the first screen ends.
    await screenshot(page, 'booking-3-typing-phone-screen');
    await capture(page, 'booking-3-examinees', { endAt: 'phone' });
  });

  await test.step('the summary, then one tap on the bar books', async () => {
    const summary = page.getByRole('region', { name: 'ตรวจสอบและยืนยัน' });
    await expect(summary.getByText('กรอกรายชื่อ 3 คนภายหลังในหน้ารายละเอียดการจอง')).toBeVisible();
    await page.getByLabel(/^หมายเหตุถึงคลินิก/).fill('ขอคิวติดกัน');
    await capture(page, 'booking-4-summary', { endAt: 'phone' });
    await expectSummaryBarInReach(page);
    await page.getByTestId('booking-summary-bar').getByRole('button', { name: 'ยืนยันการจอง' }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  });

  await test.step('the detail says what is owed and where to pay', async () => {
    await expect(page.getByText('รอชำระเงิน').first()).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText('฿2,400.00');
    await expect(page.getByRole('link', { name: 'ชำระเงิน', exact: true })).toHaveAttribute(
      'href',
      /\/payment\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByText('10:00 น.')).toBeVisible();
    await expect(page.getByText('กรอกแล้ว 0 จาก 3 คน')).toBeVisible();
  });

  await test.step('names the three examinees; their ids are masked in the list', async () => {
    for (const [index, person] of EXAMINEES.entries()) {
      await page.getByRole('button', { name: 'เพิ่มผู้เข้าตรวจ' }).click();
      const dialog = page.getByRole('dialog', { name: 'เพิ่มผู้เข้าตรวจ' });
      await dialog.getByRole('textbox', { name: /^คำนำหน้า/ }).click();
      await page.getByRole('option', { name: person.title, exact: true }).click();
      await dialog.getByLabel(/^ชื่อ/).fill(person.firstName);
      await dialog.getByLabel(/^นามสกุล/).fill(person.lastName);
      await dialog.getByLabel(/^เลขประจำตัวประชาชน 13 หลัก/).fill(person.idNumber);
      if (index === 0) {
        // Part 1 of the general certificate: no epilepsy question; optional, so only the first answers it.
        await expect(dialog.getByRole('radiogroup')).toHaveCount(4);
        await expect(dialog.getByRole('radiogroup', { name: 'โรคลมชัก' })).toHaveCount(0);
        await dialog.getByRole('radiogroup', { name: 'โรคประจำตัว' }).getByText('ไม่มี', { exact: true }).click();
        // Typed as people write it, with the Buddhist-Era year.
        await dialog.getByLabel(/^วันเกิด/).fill('15/03/2535');
      }
      await dialog.getByRole('button', { name: 'บันทึก' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`กรอกแล้ว ${index + 1} จาก 3 คน`)).toBeVisible();
    }
    await expect(page.getByText('x-xxxx-xxxxx-56-1')).toBeVisible();
    await expect(page.getByText('1101701234561')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'เพิ่มผู้เข้าตรวจ' })).toHaveCount(0);
    await page.getByRole('button', { name: 'แก้ไขข้อมูล นายสมชาย ใจดี' }).click();
    const again = page.getByRole('dialog', { name: 'แก้ไขผู้เข้าตรวจ' });
    await expect(again.getByLabel(/^วันเกิด/)).toHaveValue('15/03/2535');
    await again.getByRole('button', { name: 'ยกเลิก' }).click();
    await expect(again).toBeHidden();
    await capture(page, 'booking-detail', { endAt: 'phone' });
  });

  await test.step('moves the appointment to 14:00 the same day', async () => {
    await page.getByRole('button', { name: 'เลื่อนนัด' }).click();
    const dialog = page.getByRole('dialog', { name: 'เลื่อนวันและเวลานัด' });
    await dialog.getByRole('button', { name: /^14:00\s*เหลือ 10 ที่/ }).click();
    await dialog.getByRole('button', { name: 'ยืนยันวันเวลาใหม่' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('เลื่อนนัดเรียบร้อยแล้ว')).toBeVisible();
    await expect(page.getByText('14:00 น.')).toBeVisible();
  });

  await test.step('cancels with a reason', async () => {
    await page.getByRole('button', { name: 'ยกเลิกการจอง' }).click();
    const dialog = page.getByRole('dialog', { name: 'ยกเลิกการจองนี้' });
    await dialog.getByRole('button', { name: 'ยืนยันยกเลิกการจอง' }).click();
    await expect(dialog.getByText('กรุณากรอกเหตุผลการยกเลิก')).toBeVisible();
    await dialog.getByLabel(/^เหตุผลการยกเลิก/).fill('ติดธุระด่วน ไม่สามารถไปตามนัดได้');
    await dialog.getByRole('button', { name: 'ยืนยันยกเลิกการจอง' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('ยกเลิกแล้ว').first()).toBeVisible();
    await expect(page.getByText('เหตุผล: ติดธุระด่วน ไม่สามารถไปตามนัดได้')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ชำระเงิน', exact: true })).toHaveCount(0);
    await screenshot(page, 'booking-detail-cancelled-phone', { fullPage: true });
  });
});

test('booking for herself without her id says what is missing, then books her with a receipt in her company’s name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinic = await createClinicThroughApi(page.request);
  const customer = await signInAsNewCustomer(page);
  await page.goto('/booking');
  await page.getByRole('radio', { name: clinic.serviceName }).click();
  await page.getByRole('radio', { name: clinic.clinicName }).click();
  await pickTomorrow(page);
  await expect(page.getByRole('group', { name: 'เวลา' }).getByRole('button', { pressed: true })).toHaveCount(1);

  await page.getByRole('checkbox', { name: /^จองให้ตัวเอง/ }).check();
  const self = page.getByText('ข้อมูลผู้เข้าตรวจ (ตัวคุณ)').locator('..');
  await self.getByRole('textbox', { name: /^คำนำหน้า/ }).click();
  await page.getByRole('option', { name: 'นางสาว', exact: true }).click();
  await expect(self.getByLabel(/^ชื่อ/)).toHaveValue(customer.firstName);

  await page.getByRole('checkbox', { name: /^ต้องการใบเสร็จในนามบริษัท/ }).check();
  await page.getByLabel(/^ชื่อบริษัท/).fill('บริษัท ทดสอบ จำกัด');
  await page.getByLabel(/^เลขประจำตัวผู้เสียภาษี 13 หลัก/).fill('0105561234561');
  await page.getByLabel(/^ที่อยู่บริษัท/).fill('1 ถนนสาทร แขวงยานนาวา เขตสาทร กรุงเทพมหานคร 10120');

  await page.getByRole('region', { name: 'ผู้เข้าตรวจ' }).scrollIntoViewIfNeeded();
  await capture(page, 'booking-5-self-and-receipt', { endAt: 'phone' });

  // The id left empty: the form says what is missing instead of booking nobody.
  const submit = page.getByTestId('booking-summary-bar').getByRole('button', { name: 'ยืนยันการจอง' });
  await submit.click();
  const idMissing = page.getByText('กรุณากรอกเลขประจำตัวประชาชน 13 หลัก เพื่อเพิ่มคุณเป็นผู้เข้าตรวจ');
  await expect(idMissing).toBeVisible();
  await expect(idMissing).toBeInViewport();
  await expect(page.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeVisible();
  await expect(page).toHaveURL(/\/booking$/);
  await screenshot(page, 'booking-5-id-missing-phone-screen');

  await self.getByLabel(/^เลขประจำตัวประชาชน 13 หลัก/).fill('1101701234561');
  await page.getByLabel(/^เลขประจำตัวผู้เสียภาษี 13 หลัก/).fill('0105561234560');
  await expect(
    page.getByRole('region', { name: 'ตรวจสอบและยืนยัน' }).getByText(`นางสาว${customer.firstName}`),
  ).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByText('กรอกแล้ว 1 จาก 1 คน')).toBeVisible();
  // Earlier red toasts do not stay over the success.
  await expect(page.getByText('กรุณาตรวจสอบข้อมูลที่ไฮไลต์')).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const id = page.url().split('/').at(-1);
  const booking = (
    await (await page.request.get(`/api/bookings/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()
  ).data;
  expect(booking.receipt).toEqual({
    name: 'บริษัท ทดสอบ จำกัด',
    taxId: '0105561234560',
    address: '1 ถนนสาทร แขวงยานนาวา เขตสาทร กรุงเทพมหานคร 10120',
  });
  expect(booking.examinees).toHaveLength(1);
});

test('a booking that does not exist says so in Thai with a way home', async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto('/booking/0193a1b2-c3d4-7e5f-8a9b-000000000000');
  await expect(page.getByRole('heading', { name: 'ไม่พบการจองนี้' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'กลับหน้าหลัก' })).toBeVisible();
});

/** A booking of one for a new customer at a new clinic whose service is the driving-licence certificate. */
async function drivingBooking(request: APIRequestContext) {
  const clinic = await createClinicThroughApi(request);
  const login = await request.post('/api/admin/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const services = (await (await request.get('/api/services')).json()).data as { id: string; code: string }[];
  const service = services.find((one) => one.id === clinic.serviceId);
  const changed = await request.put(`/api/admin/services/${clinic.serviceId}`, {
    headers,
    data: { code: service?.code, name: clinic.serviceName, certificateType: 'driving_licence' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return clinic;
}

test('the examinee form asks part 1 of the driving-licence certificate, epilepsy included', async ({ page }) => {
  test.setTimeout(90_000);
  const clinic = await drivingBooking(page.request);
  const customer = await signInAsNewCustomer(page);
  const login = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const created = await page.request.post('/api/bookings', {
    headers: { authorization: `Bearer ${(await login.json()).data.token}` },
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: tomorrow().iso,
      slotTime: '10:00',
      examineeCount: 1,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/booking/${(await created.json()).data.id}`);

  await page.getByRole('button', { name: 'เพิ่มผู้เข้าตรวจ' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มผู้เข้าตรวจ' });
  await dialog.getByRole('textbox', { name: /^คำนำหน้า/ }).click();
  await page.getByRole('option', { name: 'นาย', exact: true }).click();
  await dialog.getByLabel(/^ชื่อ/).fill('สมชาย');
  await dialog.getByLabel(/^นามสกุล/).fill('ใจดี');
  await dialog.getByLabel(/^เลขประจำตัวประชาชน 13 หลัก/).fill('1101701234561');

  const history = dialog.getByRole('group', { name: 'ประวัติสุขภาพ (ส่วนที่ 1 ของใบรับรองแพทย์)' });
  await expect(history.getByRole('radiogroup')).toHaveCount(5);
  const epilepsy = history.getByRole('radiogroup', { name: 'โรคลมชัก' });
  await expect(history.getByText(/ไม่มีอาการชักมากกว่า 1 ปี/)).toBeVisible();
  await history.getByRole('radiogroup', { name: 'โรคประจำตัว' }).getByText('ไม่มี', { exact: true }).click();
  // By keyboard: Tab onto a question, then the arrow keys choose between ไม่มี and มี.
  await history
    .getByRole('radiogroup', { name: 'อุบัติเหตุ และ ผ่าตัด' })
    .getByRole('radio', { name: 'ไม่มี', exact: true })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    history.getByRole('radiogroup', { name: 'อุบัติเหตุ และ ผ่าตัด' }).getByRole('radio', { name: 'มี', exact: true }),
  ).toBeChecked();
  await history.getByLabel(/^ระบุอุบัติเหตุ และ ผ่าตัด/).fill('ผ่าตัดไส้ติ่ง พ.ศ. 2560');
  await epilepsy.getByText('มี', { exact: true }).click();
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(history.getByText('กรุณาระบุรายละเอียด')).toBeVisible();
  await history.getByText('ประวัติสุขภาพ (ส่วนที่ 1 ของใบรับรองแพทย์)').scrollIntoViewIfNeeded();
  await capture(page, 'booking-examinee-history', { endAt: 'phone' });

  await history.getByLabel(/^ระบุโรคลมชัก/).fill('ไม่มีอาการชักมา 3 ปี มีใบรับรองจากแพทย์ผู้รักษา');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('กรอกแล้ว 1 จาก 1 คน')).toBeVisible();

  // Saved: the answers come back when the examinee is opened again.
  await page.getByRole('button', { name: 'แก้ไขข้อมูล นายสมชาย ใจดี' }).click();
  const again = page.getByRole('dialog', { name: 'แก้ไขผู้เข้าตรวจ' });
  await expect(
    again.getByRole('radiogroup', { name: 'โรคลมชัก' }).getByRole('radio', { name: 'มี', exact: true }),
  ).toBeChecked();
  await expect(again.getByLabel(/^ระบุโรคลมชัก/)).toHaveValue('ไม่มีอาการชักมา 3 ปี มีใบรับรองจากแพทย์ผู้รักษา');
  await expect(again.getByLabel(/^ระบุอุบัติเหตุ และ ผ่าตัด/)).toHaveValue('ผ่าตัดไส้ติ่ง พ.ศ. 2560');
  await expect(
    again
      .getByRole('radiogroup', { name: 'เคยเข้ารับการรักษาในโรงพยาบาล' })
      .getByRole('radio', { name: 'มี', exact: true }),
  ).not.toBeChecked();
});
