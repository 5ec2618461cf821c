import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { expect, signInAsNewCustomer, test } from '../fixtures/test.ts';

// A person books a health check for three colleagues on a phone, fills in who they are, moves the
// appointment and finally cancels it. The clinic is seeded through the admin API first.
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

test('a customer books a check for three people, names them, moves the appointment and cancels', async ({ page }) => {
  test.setTimeout(120_000);
  const clinic = await createClinicThroughApi(page.request);
  await signInAsNewCustomer(page);

  await test.step('books on one page: service, clinic, tomorrow, a slot, three people', async () => {
    await page.getByRole('link', { name: 'จองด่วน' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await page.getByRole('radio', { name: clinic.serviceName }).click();
    await page.getByRole('radio', { name: clinic.clinicName }).click();
    await expect(page.getByText('฿800.00 / คน')).toBeVisible();

    const day = tomorrow();
    const dayButton = page.getByRole('button', { name: `${day.label} ว่าง` });
    if (!(await dayButton.isVisible())) await page.getByRole('button', { name: 'เดือนถัดไป' }).click();
    await dayButton.click();
    const slots = page.getByRole('group', { name: 'เวลา' });
    await slots.getByRole('button', { name: /^10:00\s*เหลือ 10 ที่/ }).click();
    await expect(slots.getByRole('button', { name: /^10:00/ })).toHaveAttribute('aria-pressed', 'true');

    const count = page.getByLabel(/^จำนวนผู้เข้าตรวจ/);
    await count.fill('3');
    await expect(page.getByTestId('booking-total')).toHaveText('฿2,400.00');
    await expect(page.getByLabel(/^เบอร์มือถือผู้ติดต่อ/)).toHaveValue('0898765432');
    await page.getByLabel(/^หมายเหตุถึงคลินิก/).fill('ขอใบเสร็จในนามบริษัท');
    await capture(page, 'booking', { endAt: 'phone' });

    await page.getByRole('button', { name: 'ยืนยันการจอง' }).click();
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
      await dialog.getByRole('button', { name: 'บันทึก' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`กรอกแล้ว ${index + 1} จาก 3 คน`)).toBeVisible();
    }
    await expect(page.getByText('1-1017-xxxxx-xx-1')).toBeVisible();
    await expect(page.getByText('1101701234561')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'เพิ่มผู้เข้าตรวจ' })).toHaveCount(0);
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
    await page.screenshot({ path: '.artifacts/screens/booking-detail-cancelled-phone.png', fullPage: true });
  });
});

test('a booking that does not exist says so in Thai with a way home', async ({ page }) => {
  await signInAsNewCustomer(page);
  await page.goto('/booking/0193a1b2-c3d4-7e5f-8a9b-000000000000');
  await expect(page.getByRole('heading', { name: 'ไม่พบการจองนี้' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'กลับหน้าหลัก' })).toBeVisible();
});
