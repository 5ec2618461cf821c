import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { pdfQrCodes, pdfText, zipEntries } from '../fixtures/pdf.ts';
import { capture } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';
import { AROUND_THE_CLOCK, bookToday, checkInThroughApi } from '../fixtures/visit.ts';

// A clinic's staff enter a day's examination results from a spreadsheet instead of one form per
// person: they download the results form for the clinic's general certificate, fill in three
// workers, upload it, see the one wrong row with its Thai error (nothing is saved), upload the fixed
// file, and save it with certificates issued at once. The employer then downloads a worker's PDF, and
// anyone holding it can check it on /verify until the clinic revokes it. Everything before the
// import goes through the API.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenFor(request: APIRequestContext, url: string, account: { email: string; password: string }) {
  const response = await request.post(url, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** `YYYY-MM-DD` in Bangkok, some days from now. */
function bangkokDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

/** `23/11/2569`: how Thai staff type a date into the sheet (day first, Buddhist Era). */
function thaiTypedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day}/${month}/${year + 543}`;
}

/** A random 13-digit Thai id with a valid check digit. */
function thaiId(): string {
  const body = `${randomInt(1, 9)}${Array.from({ length: 11 }, () => randomInt(0, 10)).join('')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

type Examinee = { id: string; title: string; firstName: string; lastName: string; idNumber: string };
type Seeded = {
  adminToken: string;
  customer: { email: string; password: string };
  customerToken: string;
  clinicName: string;
  doctor: { name: string; licenseNo: string };
  booking: { id: string; bookingNo: string };
  examinees: Examinee[];
};

/**
 * A clinic offering the general certificate, its doctor, and a customer's booking of three workers for
 * today, confirmed by the clinic (paid at the counter), who have all checked in at the front desk.
 */
async function seedConfirmedBooking(page: Page): Promise<Seeded> {
  const request = page.request;
  const clinic = await createClinicThroughApi(request, AROUND_THE_CLOCK);
  const adminToken = await tokenFor(request, '/api/admin/auth/login', ADMIN);
  const doctor = await apiData<{ name: string; licenseNo: string }>(
    await request.post(`/api/admin/clinics/${clinic.clinicId}/doctors`, {
      headers: bearer(adminToken),
      data: { name: 'นพ.สมศักดิ์ รักษาดี', licenseNo: `ว.${randomInt(10_000, 99_999)}` },
    }),
    201,
  );

  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(request, '/api/auth/login', customer);
  const suffix = randomBytes(2).toString('hex');
  const people = [
    { title: 'นาย', firstName: 'สมชาย', lastName: `ขยันงาน${suffix}`, gender: 'male' },
    { title: 'นางสาว', firstName: 'สมหญิง', lastName: `ตั้งใจ${suffix}`, gender: 'female' },
    { title: 'นาย', firstName: 'มานะ', lastName: `อดทน${suffix}`, gender: 'male' },
  ].map((person) => ({ ...person, idType: 'thai_id', idNumber: thaiId() }));
  const booking = await bookToday<{ id: string; bookingNo: string; examinees: Examinee[] }>(
    request,
    { customer: customerToken, admin: adminToken },
    {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      examineeCount: 3,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
      examinees: people,
    },
  );
  expect(booking.examinees).toHaveLength(3);
  await apiData(
    await request.post(`/api/bookings/${booking.id}/confirm`, {
      headers: bearer(adminToken),
      data: { note: 'ชำระที่เคาน์เตอร์' },
    }),
  );
  await checkInThroughApi(
    request,
    adminToken,
    booking.id,
    booking.examinees.map((person) => person.id),
  );
  return {
    adminToken,
    customer,
    customerToken,
    clinicName: clinic.clinicName,
    doctor,
    booking: { id: booking.id, bookingNo: booking.bookingNo },
    examinees: booking.examinees,
  };
}

/**
 * Fills a downloaded form as staff would: one row per person starting at row 2 (over the grey example
 * row); each row's cells are given by header (`ความดันโลหิต` finds `ความดันโลหิต (มม.ปรอท)`), every
 * other cell is the example's (for results, a normal examination). Saved as `fileName` in the test's
 * output folder.
 */
async function fillForm(
  templatePath: string,
  rows: Array<Record<string, string>>,
  testInfo: TestInfo,
  fileName: string,
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    columns.set(cell.text.replace(/\s*\*\s*$/, '').trim(), column);
  });
  const example = new Map([...columns].map(([header, column]) => [header, sheet.getRow(2).getCell(column).text]));

  rows.forEach((values, index) => {
    const row = sheet.getRow(2 + index);
    for (const [header, column] of columns) {
      const cell = row.getCell(column);
      const given = Object.entries(values).find(([name]) => header === name || header.startsWith(`${name} (`));
      cell.value = given ? given[1] : example.get(header) || null;
      cell.font = {};
    }
  });
  const path = testInfo.outputPath(fileName);
  await workbook.xlsx.writeFile(path);
  return path;
}

type Certificate = {
  id: string;
  certificateNo: string;
  status: string;
  examineeId: string;
  examineeName: string;
  verifyUrl: string;
};

test('staff import a day of results from Excel: the wrong row is shown, the fixed file saved with certificates that customers download and anyone can verify', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const seeded = await seedConfirmedBooking(page);
  const { booking, examinees, doctor } = seeded;
  const examDate = thaiTypedDate(bangkokDate(0));

  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' }).getByRole('link', { name: 'นำเข้า Excel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'นำเข้าข้อมูลจาก Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม (.xlsx)' })).toBeDisabled();
  await capture(page, 'admin-excel-upload', { widths: ['phone', 'desktop', '1024'] });

  // 1. Results of this clinic's general certificate; the clinic offers only that form, so it is chosen.
  await page.getByRole('radio', { name: /ผลการตรวจสุขภาพ/ }).click();
  await page.getByRole('textbox', { name: 'คลินิก', exact: true }).fill(seeded.clinicName);
  await page.getByRole('option', { name: seeded.clinicName }).click();
  await expect(page.getByRole('textbox', { name: 'แบบฟอร์มใบรับรอง' })).toHaveValue('ใบรับรองแพทย์ทั่วไป');
  await expect(page).toHaveURL(/kind=examination_results&clinicId=[0-9a-f-]+&certificateType=general/);
  await capture(page, 'admin-excel-upload-chosen', { widths: ['desktop'] });

  // 2. The template, fetched with the staff's token and saved under the server's name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const templatePath = await download.path();

  const rows = (bloodPressure: (index: number) => string) =>
    examinees.map((person, index) => ({
      เลขที่การจอง: booking.bookingNo,
      เลขประจำตัว: person.idNumber,
      วันที่ตรวจ: examDate,
      เลขใบอนุญาตแพทย์: doctor.licenseNo,
      ความดันโลหิต: bloodPressure(index),
    }));
  // The second worker's blood pressure lacks its lower number.
  const wrongFile = await fillForm(
    templatePath,
    rows((index) => (index === 1 ? '120' : '118/76')),
    testInfo,
    `ผลตรวจ-${booking.bookingNo}.xlsx`,
  );
  const fixedFile = await fillForm(
    templatePath,
    rows(() => '118/76'),
    testInfo,
    `ผลตรวจ-${booking.bookingNo}-แก้แล้ว.xlsx`,
  );

  // 3–4. Upload: the wrong row is named, in Thai, by row and column; nothing can be saved yet.
  await page.getByTestId('import-file-input').setInputFiles(wrongFile);
  await expect(page.getByRole('heading', { name: 'ตรวจสอบข้อมูลก่อนบันทึก' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('import-rows-total')).toHaveText('3');
  await expect(page.getByTestId('import-rows-valid')).toHaveText('2');
  await expect(page.getByTestId('import-rows-invalid')).toHaveText('1');
  const errors = page.getByRole('table', { name: 'ข้อผิดพลาดในไฟล์' }).getByTestId('import-error-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first().getByRole('cell')).toHaveText([
    '3',
    'ความดันโลหิต (มม.ปรอท)',
    'ความดันโลหิตต้องอยู่ในรูปแบบ ตัวบน/ตัวล่าง เช่น 120/80',
  ]);
  const previewRows = page.getByRole('table', { name: 'ข้อมูลทุกแถวในไฟล์' }).getByTestId('import-preview-row');
  await expect(previewRows).toHaveCount(3);
  await expect(previewRows.nth(1)).toHaveAttribute('data-invalid', 'true');
  await expect(previewRows.nth(1)).toContainText('มีข้อผิดพลาด');
  await expect(page.getByRole('button', { name: 'บันทึกทั้งหมด' })).toBeDisabled();
  await expect(page.getByText('บันทึกไม่ได้จนกว่าทุกแถวจะถูกต้อง แก้ไขไฟล์แล้วอัปโหลดใหม่')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /ออกใบรับรองแพทย์ให้ผู้ที่นำเข้าผลทันที/ })).toBeDisabled();
  await capture(page, 'admin-excel-upload-errors', { widths: ['phone', 'desktop', '1024'] });

  // The fixed file, through "upload the fixed file": every row right, ready to save.
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'อัปโหลดไฟล์ที่แก้แล้ว' }).click();
  await (await choosing).setFiles(fixedFile);
  await expect(page.getByText('ทุกแถวถูกต้อง พร้อมบันทึก 3 แถว')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('import-rows-valid')).toHaveText('3');
  await expect(page.getByTestId('import-rows-invalid')).toHaveText('0');
  await expect(page.getByRole('table', { name: 'ข้อผิดพลาดในไฟล์' })).toHaveCount(0);
  await capture(page, 'admin-excel-upload-ready', { widths: ['desktop'] });

  // 5. Save everything, issuing the certificates at once.
  await page.getByRole('checkbox', { name: /ออกใบรับรองแพทย์ให้ผู้ที่นำเข้าผลทันที/ }).check();
  await page.getByRole('button', { name: 'บันทึกทั้งหมด' }).click();
  const success = page.getByTestId('import-success');
  await expect(success).toContainText('นำเข้าข้อมูลเรียบร้อย', { timeout: 30_000 });
  await expect(success).toContainText('บันทึกผลการตรวจสุขภาพ 3 แถวแล้ว');
  await expect(success).toContainText('ออกใบรับรองแพทย์แล้ว 3 ฉบับ');
  await expect(success.getByRole('link', { name: 'ไปที่ใบรับรองแพทย์' })).toHaveAttribute('href', '/admin/certificates');

  // The history: the saved file, and the wrong one left unsaved.
  const history = page.getByTestId('import-history-row');
  const saved = history.filter({ hasText: `ผลตรวจ-${booking.bookingNo}-แก้แล้ว.xlsx` });
  await expect(saved).toContainText('บันทึกแล้ว');
  await expect(saved).toContainText('3 / 3');
  await expect(saved).toContainText('ออกใบรับรอง 3 ฉบับ');
  const unsaved = history.filter({ hasText: `ผลตรวจ-${booking.bookingNo}.xlsx` });
  await expect(unsaved).toContainText('ตรวจสอบแล้ว ยังไม่บันทึก');
  await expect(unsaved).toContainText('2 / 3');
  await capture(page, 'admin-excel-upload-done', { widths: ['desktop', '1024'] });

  // A reload keeps the choice; the history's filter lives in the URL too.
  const historyFilter = page.getByRole('radiogroup', { name: 'กรองประวัติตามประเภทข้อมูล' });
  await historyFilter.getByText('ผลตรวจ', { exact: true }).click();
  await expect(page).toHaveURL(/history=examination_results/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'คลินิก', exact: true })).toHaveValue(seeded.clinicName);
  await expect(historyFilter.getByRole('radio', { name: 'ผลตรวจ', exact: true })).toBeChecked();
  await expect(saved).toBeVisible();

  // The booking's three certificates exist, one per worker.
  const certificates = await apiData<Certificate[]>(
    await page.request.get(`/api/certificates/booking/${booking.id}`, { headers: bearer(seeded.adminToken) }),
  );
  expect(certificates).toHaveLength(3);
  expect(certificates.every((certificate) => certificate.status === 'valid')).toBe(true);
  expect(new Set(certificates.map((certificate) => certificate.examineeId))).toEqual(
    new Set(examinees.map((person) => person.id)),
  );
  const first = examinees[0] as Examinee;
  const certificate = certificates.find((candidate) => candidate.examineeId === first.id) as Certificate;

  // The customer downloads that worker's PDF from their booking.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, seeded.customer);
  await expect(page.getByText(/^สวัสดี คุณ/)).toBeVisible();
  await page.goto(`/booking/${booking.id}`);
  await expect(page.getByText(booking.bookingNo).first()).toBeVisible();
  const downloadingPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: `ดาวน์โหลด PDF ${certificate.certificateNo}` }).click();
  const pdfDownload = await downloadingPdf;
  expect(pdfDownload.suggestedFilename()).toBe(`${certificate.certificateNo}.pdf`);
  const pdf = new Uint8Array(await readFile(await pdfDownload.path()));
  const text = await pdfText(pdf);
  expect(text).toContain(certificate.certificateNo);
  expect(text).toContain(first.firstName.normalize('NFKC'));
  expect(text).toContain(first.lastName.normalize('NFKC'));

  // …and all three at once: one PDF per worker, named by number and name.
  const downloadingZip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดทั้งหมด (ZIP)' }).click();
  const zipDownload = await downloadingZip;
  expect(zipDownload.suggestedFilename()).toBe(`certificates-${booking.bookingNo}.zip`);
  const entries = await zipEntries(await readFile(await zipDownload.path()));
  expect(entries.size).toBe(3);
  for (const one of certificates) {
    const [name, bytes] = [...entries].find(([entry]) => entry.startsWith(`${one.certificateNo}_`)) ?? [''];
    const person = examinees.find((candidate) => candidate.id === one.examineeId) as Examinee;
    expect(name).toMatch(new RegExp(`_.*${person.lastName}.*\\.pdf$`));
    const entryText = await pdfText(new Uint8Array(bytes as Buffer));
    expect(entryText).toContain(one.certificateNo);
    expect(entryText).toContain(person.lastName.normalize('NFKC'));
  }

  // Anyone holding the paper scans its QR (read off the rendered page, not the PDF's text) and lands on
  // the check: valid, then revoked once the clinic withdraws it.
  const scanned = await pdfQrCodes(pdf);
  expect(scanned).toEqual([certificate.verifyUrl]);
  await page.evaluate(() => localStorage.clear());
  await page.goto(scanned[0] as string);
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-state', 'valid');
  await expect(page.getByRole('heading', { level: 2, name: 'ถูกต้อง' })).toBeVisible();
  await expect(page.getByText(certificate.certificateNo)).toBeVisible();

  await apiData(
    await page.request.post(`/api/admin/certificates/${certificate.id}/revoke`, {
      headers: bearer(seeded.adminToken),
      data: { reason: 'บันทึกผลตรวจผิดคน' },
    }),
  );
  await page.reload();
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-state', 'revoked');
  await expect(page.getByRole('heading', { level: 2, name: 'ถูกเพิกถอน' })).toBeVisible();
});

test("staff import a booker's list of workers into their booking from Excel", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const request = page.request;
  const clinic = await createClinicThroughApi(request);
  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(request, '/api/auth/login', customer);
  const booking = await apiData<{ id: string; bookingNo: string }>(
    await request.post('/api/bookings', {
      headers: bearer(customerToken),
      data: {
        clinicId: clinic.clinicId,
        serviceId: clinic.serviceId,
        appointmentDate: bangkokDate(2),
        slotTime: '09:00',
        examineeCount: 2,
        contactName: `${customer.firstName} ${customer.lastName}`,
        contactPhone: customer.phone,
      },
    }),
    201,
  );

  await signIn(page, ADMIN, '/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/excel-upload');
  await page.getByRole('radio', { name: /รายชื่อผู้เข้ารับการตรวจของการจอง/ }).click();

  // The booking, found by its number as staff type it.
  await page.getByRole('textbox', { name: 'การจอง' }).fill(booking.bookingNo);
  await page.getByRole('option', { name: new RegExp(booking.bookingNo) }).click();
  await expect(page).toHaveURL(new RegExp(`kind=examinees&bookingId=${booking.id}`));
  const summary = page.getByTestId('import-booking-summary');
  await expect(summary).toContainText(clinic.clinicName);
  await expect(summary).toContainText('กรอกรายชื่อแล้ว 0 จาก 2 คน');
  await expect(summary).toContainText('รอชำระเงิน');
  await capture(page, 'admin-excel-upload-examinees', { widths: ['desktop', '1024'] });

  // A reload keeps the chosen booking.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'การจอง' })).toHaveValue(new RegExp(booking.bookingNo));
  await expect(summary).toContainText('กรอกรายชื่อแล้ว 0 จาก 2 คน');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลดแบบฟอร์ม (.xlsx)' }).click();
  const templatePath = await (await downloading).path();
  const workers = [
    { คำนำหน้า: 'นาย', ชื่อ: 'ประเสริฐ', นามสกุล: 'ทำงานดี', เลขประจำตัว: thaiId() },
    { คำนำหน้า: 'นาง', ชื่อ: 'บุญมา', นามสกุล: 'มีสุข', เลขประจำตัว: thaiId() },
  ];
  const file = await fillForm(templatePath, workers, testInfo, `รายชื่อ-${booking.bookingNo}.xlsx`);
  await page.getByTestId('import-file-input').setInputFiles(file);
  await expect(page.getByText('ทุกแถวถูกต้อง พร้อมบันทึก 2 แถว')).toBeVisible({ timeout: 20_000 });
  // Examinees are not certified by an import: no certificate option.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'บันทึกทั้งหมด' }).click();

  const success = page.getByTestId('import-success');
  await expect(success).toContainText('บันทึกรายชื่อผู้เข้ารับการตรวจของการจอง 2 แถวแล้ว');
  await expect(summary).toContainText('กรอกรายชื่อแล้ว 2 จาก 2 คน');
  await success.getByRole('link', { name: `ดูการจอง ${booking.bookingNo}` }).click();
  await expect(page).toHaveURL(`/admin/booking/${booking.id}/view`);
  await expect(page.getByText('ประเสริฐ ทำงานดี').first()).toBeVisible();
  await expect(page.getByText('บุญมา มีสุข').first()).toBeVisible();
});
