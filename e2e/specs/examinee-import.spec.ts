import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { capture } from '../fixtures/screens.ts';
import { expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// An HR officer books five workers, then adds all five at once instead of five forms of eleven
// fields: they copy the rows from their spreadsheet and paste them into the booking. The first try
// has a mistyped id: the check shows that row with its Thai error and saves nobody; the fixed paste
// saves all five, and they appear on the booking. The booking is made through the API.

/** `YYYY-MM-DD` in Bangkok, some days from now. */
function bangkokDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

/** A random 13-digit Thai id with a valid check digit. */
function thaiId(): string {
  const body = `${randomInt(1, 9)}${Array.from({ length: 11 }, () => randomInt(0, 10)).join('')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

/** The same id with its check digit changed: what a slip of the finger gives. */
const mistyped = (id: string) => `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;

async function bookingOfFive(request: APIRequestContext, customer: { email: string; password: string; phone: string }) {
  const clinic = await createClinicThroughApi(request);
  const login = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.token as string;
  const response = await request.post('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: bangkokDate(5),
      slotTime: '09:00',
      examineeCount: 5,
      contactName: 'ฝ่ายบุคคล บริษัท ก่อสร้างดี จำกัด',
      contactPhone: customer.phone,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string; bookingNo: string };
}

test('an HR officer pastes five workers from a spreadsheet, fixes the one bad id, and saves all five', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const customer = await registerThroughApi(page);
  const booking = await bookingOfFive(page.request, customer);
  const suffix = randomBytes(2).toString('hex');
  const workers = [
    ['นาย', 'สมปอง', `ขยันดี${suffix}`, 'ชาย', '15/03/2535'],
    ['นางสาว', 'มาลัย', `ตั้งใจ${suffix}`, 'หญิง', '1990-05-17'],
    ['นาย', 'บุญมี', `อดทน${suffix}`, 'ชาย', '2 ม.ค. 2528'],
    ['นาง', 'สายใจ', `รักงาน${suffix}`, 'หญิง', '30/11/2531'],
    ['นาย', 'ประยุทธ', `มานะ${suffix}`, 'ชาย', ''],
  ].map(([title, firstName, lastName, gender, birth]) => ({ title, firstName, lastName, gender, birth, id: thaiId() }));
  // As a spreadsheet copies it: tab-separated in the template's column order, Windows line endings,
  // an empty document type and nationality (the defaults), and a trailing empty line.
  const block = (ids: string[]) =>
    `${workers
      .map((worker, index) =>
        [
          worker.title,
          worker.firstName,
          worker.lastName,
          '',
          ids[index],
          '',
          worker.birth,
          worker.gender,
          '0812345678',
        ].join('\t'),
      )
      .join('\r\n')}\r\n`;
  const goodIds = workers.map((worker) => worker.id);
  const withTypo = goodIds.map((id, index) => (index === 2 ? mistyped(id) : id));

  await signIn(page, customer);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/booking/${booking.id}`);
  await page.getByRole('button', { name: 'เพิ่มหลายคน (วางจาก Excel)' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มผู้เข้าตรวจหลายคน' });
  await expect(dialog.getByText('การจองนี้เพิ่มได้อีก 5 คน (จองไว้ 5 คน มีรายชื่อแล้ว 0 คน)')).toBeVisible();

  // The same form the clinic's staff use, for those who would rather fill in a file.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`examinees-${booking.bookingNo}.xlsx`);

  // Pasted, as from the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), block(withTypo));
  const paste = dialog.getByLabel('รายชื่อที่คัดลอกมา');
  await paste.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(paste).toHaveValue(block(withTypo).replace(/\r\n/g, '\n'));

  await dialog.getByRole('button', { name: 'ตรวจสอบ' }).click();
  const errors = dialog.getByTestId('examinee-import-errors');
  await expect(errors).toContainText('มี 1 แถวที่ต้องแก้ไข ยังไม่ได้บันทึกใคร');
  await expect(errors).toContainText(`แถวที่ 3 · บุญมี อดทน${suffix}`);
  await expect(errors).toContainText('เลขประจำตัว: เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง');
  await expect(dialog.getByTestId('import-valid')).toHaveText('4 คน');
  await expect(dialog.getByTestId('import-invalid')).toHaveText('1 แถว');
  await expect(dialog.locator('[data-testid="examinee-import-row"][data-invalid]')).toHaveCount(1);
  await expect(dialog.getByTestId('examinee-import-commit')).toBeDisabled();
  await capture(page, 'examinee-import-errors');

  // The id fixed in the pasted text, checked again: all five are right.
  await paste.fill(block(goodIds));
  await expect(dialog.getByTestId('examinee-import-preview')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await expect(dialog.getByText('ทั้ง 5 คนถูกต้อง พร้อมบันทึก')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '15 มี.ค. 2535' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '2 ม.ค. 2528' })).toBeVisible();
  await capture(page, 'examinee-import-preview');

  await dialog.getByRole('button', { name: 'บันทึก 5 คน' }).click();
  await expect(page.getByText('เพิ่มผู้เข้าตรวจ 5 คนแล้ว')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const section = page.getByRole('region', { name: 'ผู้เข้าตรวจ' });
  for (const worker of workers) {
    await expect(section.getByText(`${worker.title}${worker.firstName} ${worker.lastName}`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'เพิ่มหลายคน (วางจาก Excel)' })).toHaveCount(0);
});
