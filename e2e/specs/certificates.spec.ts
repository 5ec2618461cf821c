import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { pdfQrCodes } from '../fixtures/pdf.ts';
import { personAt } from '../fixtures/person.ts';
import { capture, TAKE_SCREENSHOTS } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';
import { AROUND_THE_CLOCK, bangkokToday, bookToday, checkInThroughApi } from '../fixtures/visit.ts';

// A clinic nurse records an examinee's result in the form the certificate type asks for, issues the
// booking's certificates, and looks at the one she issued; the customer downloads it from the booking;
// an employer scans its QR and sees it valid — and revoked, once the clinic withdraws it. The clinic,
// doctor, customer, booking and its two examinees are seeded through the API.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  data?: object,
) {
  const response = await request.fetch(path, { method, headers: bearer(token), ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}

async function tokenFor(request: APIRequestContext, path: string, account: { email: string; password: string }) {
  const response = await request.post(path, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

type Seeded = {
  adminToken: string;
  customer: { email: string; password: string };
  booking: { id: string; bookingNo: string };
  examinees: { id: string; firstName: string; lastName: string }[];
  doctor: { id: string; name: string };
  /** The receipt of the cash paid at the counter. */
  receiptNo: string;
};

/**
 * A clinic with one doctor; a customer's booking for today with two examinees, paid in cash at the counter
 * (so confirmed, with a receipt), who have both checked in at the front desk.
 */
async function seed(request: APIRequestContext, page: Page): Promise<Seeded> {
  const clinic = await createClinicThroughApi(request, AROUND_THE_CLOCK);
  const adminToken = await tokenFor(request, '/api/admin/auth/login', ADMIN);
  const doctor = await call<{ id: string; name: string }>(
    request,
    'POST',
    `/api/admin/clinics/${clinic.clinicId}/doctors`,
    adminToken,
    { name: 'นพ.ใจดี รักษาดี', licenseNo: `ว.${10000 + Math.floor(Math.random() * 89999)}` },
  );
  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(request, '/api/auth/login', customer);
  const booking = await bookToday<{ id: string; bookingNo: string; totalAmount: number }>(
    request,
    { customer: customerToken, admin: adminToken },
    {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      examineeCount: 2,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
    },
  );
  const people = [
    { title: 'นาย', firstName: 'สมชาย', lastName: 'ตรวจดี', idNumber: '1101701234561', gender: 'male' },
    { title: 'นางสาว', firstName: 'สมหญิง', lastName: 'ตรวจดี', idNumber: '1234567890121', gender: 'female' },
  ];
  const examinees: Seeded['examinees'] = [];
  for (const person of people) {
    const updated = await call<{ examinees: Seeded['examinees'] }>(
      request,
      'POST',
      `/api/bookings/${booking.id}/examinees`,
      customerToken,
      { ...person, idType: 'thai_id' },
    );
    const added = updated.examinees.at(-1);
    if (!added) throw new Error('examinee not added');
    examinees.push(added);
  }
  // Paid in cash at the counter: the payment is verified at once and its receipt issued.
  const payment = await call<{ receipt: { receiptNo: string } }>(request, 'POST', '/api/admin/payments', adminToken, {
    bookingId: booking.id,
    method: 'cash',
    amount: booking.totalAmount,
    paidAt: new Date().toISOString(),
    note: 'ชำระที่คลินิก',
  });
  await checkInThroughApi(
    request,
    adminToken,
    booking.id,
    examinees.map((person) => person.id),
  );
  return { adminToken, customer, booking, examinees, doctor, receiptNo: payment.receipt.receiptNo };
}

/**
 * The screenshots of a page with a PDF in a frame: the browser's viewer lays the page out again after
 * every resize, so each width is set and given time to draw before `capture` (which then keeps it).
 */
async function capturePdfPage(page: Page, name: string, widths: ('desktop' | '1024')[]) {
  for (const width of widths) {
    await page.setViewportSize(width === 'desktop' ? { width: 1280, height: 800 } : { width: 1024, height: 768 });
    if (TAKE_SCREENSHOTS) await page.waitForTimeout(2500);
    await capture(page, name, { widths: [width], endAt: width });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a nurse records a result and issues the certificate; the customer downloads it; anyone checks it, valid then revoked', async ({
  page,
  browser,
  problems,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const seeded = await seed(page.request, page);
  const [first, second] = seeded.examinees;
  if (!first || !second) throw new Error('two examinees expected');
  const firstName = `นาย${first.firstName} ${first.lastName}`;

  await test.step('the nurse finds the booking’s examinees waiting for results', async () => {
    await signIn(page, ADMIN, '/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page
      .getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })
      .getByRole('link', { name: 'ผลตรวจสุขภาพ', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'ผลตรวจสุขภาพ' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /รอบันทึกผล/ })).toBeChecked();
    await page.getByLabel('ค้นหา').fill(seeded.booking.bookingNo);
    await expect(page).toHaveURL(new RegExp(`q=${seeded.booking.bookingNo}`));
    const rows = page.getByTestId('result-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(seeded.booking.bookingNo);
    await expect(rows.first()).toContainText('รอบันทึกผล');
    await expect(rows.first()).toContainText(/เช็กอินแล้ว \d\d:\d\d น\./);
    await expect(rows.first()).toContainText(/25\d\d/); // the appointment in the Buddhist Era
    await capture(page, 'admin-examination-results', { widths: ['phone', 'desktop', '1024'] });
  });

  await test.step('records the first examinee’s result in the general form, checked in Thai before sending', async () => {
    await page.getByRole('button', { name: `บันทึกผล ${firstName}` }).click();
    await expect(page).toHaveURL(new RegExp(`examinee=${first.id}`));
    const drawer = page.getByRole('dialog', { name: new RegExp(`ผลตรวจของ ${firstName}`) });
    const form = drawer.getByRole('form', { name: `บันทึกผลตรวจ ${firstName}` });
    // The form opens on the first measurement, with the clinic's only doctor already chosen.
    await expect(form.getByLabel(/^น้ำหนักตัว/)).toBeFocused();
    await expect(form.getByRole('textbox', { name: /แพทย์ผู้ตรวจ/ })).toHaveValue(/นพ.ใจดี รักษาดี/);

    await form.getByRole('button', { name: 'บันทึกผล', exact: true }).click();
    await expect(form.getByText('กรุณากรอกน้ำหนักตัว')).toBeVisible();
    await expect(form.getByText('กรุณาเลือกผลสภาพร่างกายทั่วไป')).toBeVisible();
    await expect(form.getByText('กรุณาเลือกผลสรุป')).toBeVisible();
    await capture(page, 'admin-result-form-errors', { widths: ['desktop'] });

    // Enter moves on from field to field, as on paper.
    await form.getByLabel(/^น้ำหนักตัว/).fill('62.5');
    await form.getByLabel(/^น้ำหนักตัว/).press('Enter');
    await expect(form.getByLabel(/^ความสูง/)).toBeFocused();
    await page.keyboard.type('171');
    await form.getByLabel(/^ความดันโลหิต/).fill('118/76');
    await form.getByLabel(/^ชีพจร/).fill('72');
    await form.getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือก\s?ในสภาพร่างกายทั่วไป/ }).click();
    await form.getByRole('button', { name: /ปกติทุกข้อที่ยังไม่เลือก\s?ในโรคและภาวะที่ตรวจ/ }).click();
    await form.getByRole('radiogroup', { name: 'ผลสรุป' }).getByText('ผ่าน', { exact: true }).click();
    await expect(form.getByText('พิมพ์บนใบรับรองว่า "สุขภาพร่างกายแข็งแรง"')).toBeVisible();
    await expect(form.getByText('กรุณากรอกน้ำหนักตัว')).toHaveCount(0);
    await capture(page, 'admin-result-form-end', { widths: ['desktop'] });
    await page.evaluate(() => document.querySelector('.mantine-Drawer-content')?.scrollTo(0, 0));
    await capture(page, 'admin-result-form', { widths: ['phone', 'desktop', '1024'] });

    await form.getByRole('button', { name: 'บันทึกผล', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: `บันทึกผลตรวจของ ${firstName} แล้ว` })).toBeVisible();
    await expect(drawer.getByTestId('result-state')).toHaveText('บันทึกผลแล้ว รอออกใบรับรอง');
  });

  let certificate = { id: '', certificateNo: '', verifyUrl: '' };
  await test.step('issues the certificates of the booking from the result form', async () => {
    const drawer = page.getByRole('dialog', { name: new RegExp(`ผลตรวจของ ${firstName}`) });
    await expect(drawer.getByText('พร้อมออกใบรับรอง 1 คน')).toBeVisible();
    await drawer.getByRole('button', { name: 'ออกใบรับรองทั้งการจอง' }).click();
    await drawer.getByRole('button', { name: 'ยืนยันออกใบรับรอง' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ออกใบรับรองแพทย์ 1 ฉบับแล้ว' })).toBeVisible();

    const issued = await call<(typeof certificate & { status: string })[]>(
      page.request,
      'GET',
      `/api/certificates/booking/${seeded.booking.id}`,
      seeded.adminToken,
    );
    expect(issued).toHaveLength(1);
    certificate = issued[0] as typeof certificate;
    // Certified: the result is locked, with the way to the certificate.
    await expect(drawer.getByTestId('result-locked')).toContainText(certificate.certificateNo);
    await expect(drawer.getByLabel(/^น้ำหนักตัว/)).toBeDisabled();
    await expect(drawer.getByTestId('result-state')).toHaveText('ออกใบรับรองแล้ว');
  });

  await test.step('looks at the certificate: the PDF inline beside its record and its check link', async () => {
    await page
      .getByRole('link', { name: `เปิดใบรับรอง ${certificate.certificateNo}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/certificates/view/${certificate.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: certificate.certificateNo })).toBeVisible();
    await expect(page.getByTestId('certificate-status')).toHaveText('ถูกต้อง');
    // The PDF's page, drawn as a picture in the page (the browser's own viewer showed an empty frame at times).
    // pdf.js loads its code and worker, then draws the page: beyond 15 s when two journeys share two cores.
    await expect(
      page.getByRole('img', { name: `หน้า 1 จาก 1 ของใบรับรองแพทย์ ${certificate.certificateNo}` }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'เปิดไฟล์ PDF ในแท็บใหม่' })).toHaveAttribute('href', /^blob:/);
    await expect(page.getByTestId('verify-url')).toHaveText(certificate.verifyUrl);
    await expect(page.getByRole('img', { name: `QR สำหรับตรวจสอบใบรับรอง ${certificate.certificateNo}` })).toBeVisible();
    await expect(page.getByText(`${first.firstName} ${first.lastName}`).first()).toBeVisible();
    await capturePdfPage(page, 'admin-certificate-view', ['desktop', '1024']);
  });

  // The second examinee's result and certificate come through the API, so the booking has two.
  const resultBody = {
    examDate: bangkokToday(),
    doctorId: seeded.doctor.id,
    conclusion: 'fit',
    items: [
      ['weight', '55'],
      ['height', '160'],
      ['blood_pressure', '110/70'],
      ['pulse', '70'],
      ['general_condition', 'normal'],
      ...['disability', 'psychosis', 'drug_addiction', 'alcoholism', 'leprosy', 'tuberculosis', 'elephantiasis'].map(
        (code) => [code, 'absent'],
      ),
    ].map(([code, value]) => ({ code, label: code, value, unit: null, normal: true })),
  };
  await call(
    page.request,
    'PUT',
    `/api/admin/examination-results/examinee/${second.id}`,
    seeded.adminToken,
    resultBody,
  );

  await test.step('issues the second examinee’s certificate from the list of results waiting for one', async () => {
    await page.goto(`/admin/examination-results?state=recorded&q=${seeded.booking.bookingNo}`);
    await expect(page.getByRole('radio', { name: /รอออกใบรับรอง/ })).toBeChecked();
    const rows = page.getByTestId('result-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${second.firstName} ${second.lastName}`);
    await expect(rows.first()).toContainText('ผ่าน');
    await page.getByRole('checkbox', { name: `เลือก นางสาว${second.firstName} ${second.lastName}` }).check();
    await capture(page, 'admin-examination-results-recorded', { widths: ['desktop'] });
    await page.getByRole('button', { name: 'ออกใบรับรองที่เลือก (1 คน)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ออกใบรับรองแพทย์ 1 ฉบับแล้ว' })).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('ไม่พบผู้เข้าตรวจที่ตรงกับเงื่อนไข')).toBeVisible();
    await page.goto(`/admin/certificates/view/${certificate.id}`);
  });

  await test.step('finds both in the certificate register', async () => {
    await page.getByRole('link', { name: 'กลับไปรายการใบรับรองแพทย์' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ใบรับรองแพทย์' })).toBeVisible();
    await page.getByLabel('ค้นหา').fill(certificate.certificateNo);
    await expect(page).toHaveURL(new RegExp(`q=${certificate.certificateNo}`));
    const row = page.getByTestId('certificate-row').filter({ hasText: certificate.certificateNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${first.firstName} ${first.lastName}`);
    await expect(row).toContainText('ถูกต้อง');
    await page.getByLabel('ค้นหา').fill('');
    await expect(page.getByTestId('certificate-row').first()).toBeVisible();
    await capture(page, 'admin-certificates', { widths: ['phone', 'desktop', '1024'] });

    await page.goto(`/admin/booking/${seeded.booking.id}/view`);
    const card = page.getByTestId('booking-certificates-card');
    await expect(card.getByRole('link', { name: certificate.certificateNo })).toHaveAttribute(
      'href',
      `/admin/certificates/view/${certificate.id}`,
    );
    await expect(card.getByRole('button', { name: 'ดาวน์โหลดทั้งหมด (ZIP)' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await capture(page, 'admin-booking-certificates', { widths: ['desktop'] });
  });

  const customer = await personAt(browser, baseURL, problems);
  const visitor = await personAt(browser, baseURL, problems);
  let scannedUrl = '';

  await test.step('the customer finds the booking in their list, downloads the receipt and the certificate PDF', async () => {
    await signIn(customer.page, seeded.customer);
    await expect(customer.page).toHaveURL(/\/$/);
    // Certified, the booking is complete: it has moved to the past ones, with the certificates as its next step.
    const list = customer.page.getByRole('region', { name: 'รายการจองของฉัน' });
    await list.locator('label', { hasText: 'ที่ผ่านมา' }).click();
    await expect(list.getByRole('radio', { name: 'ที่ผ่านมา' })).toBeChecked();
    await list.getByRole('link', { name: `ดาวน์โหลดใบรับรอง การจอง ${seeded.booking.bookingNo}` }).click();
    await expect(customer.page).toHaveURL(new RegExp(`/booking/${seeded.booking.id}$`));
    const receipts = customer.page.getByRole('region', { name: 'ใบเสร็จรับเงิน' });
    await expect(receipts).toContainText(seeded.receiptNo);
    const receiptDownload = customer.page.waitForEvent('download');
    await receipts.getByRole('button', { name: `ดาวน์โหลดใบเสร็จ ${seeded.receiptNo}` }).click();
    expect((await receiptDownload).suggestedFilename()).toBe(`receipt-${seeded.receiptNo}.pdf`);

    const section = customer.page.getByRole('region', { name: 'ใบรับรองแพทย์' });
    const item = section.getByTestId('certificate-item').filter({ hasText: certificate.certificateNo });
    await expect(item).toContainText(`${first.firstName} ${first.lastName}`);
    await expect(item).toContainText('ถูกต้อง');
    await expect(item).toContainText(/ใช้ได้ถึง \d{1,2} \S+ 25\d\d/);
    await expect(section.getByRole('button', { name: 'ดาวน์โหลดทั้งหมด (ZIP)' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await capture(customer.page, 'customer-booking-certificates', { widths: ['phone', 'desktop'], endAt: 'phone' });

    const downloading = customer.page.waitForEvent('download');
    await item.getByRole('button', { name: `ดาวน์โหลด PDF ${certificate.certificateNo}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${certificate.certificateNo}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The QR printed on the page, read off its pixels as a phone would.
    const scanned = await pdfQrCodes(new Uint8Array(bytes));
    expect(scanned).toEqual([certificate.verifyUrl]);
    scannedUrl = scanned[0] as string;
  });

  await test.step('anyone who scans the QR sees it valid, without signing in', async () => {
    await visitor.page.goto(scannedUrl);
    await expect(visitor.page.getByTestId('verify-status')).toHaveAttribute('data-state', 'valid');
    await expect(visitor.page.getByRole('heading', { level: 2, name: 'ถูกต้อง' })).toBeVisible();
    await expect(visitor.page.getByText(certificate.certificateNo)).toBeVisible();
    await expect(visitor.page.getByText(`${first.firstName} ${first.lastName.slice(0, 1)}***`)).toBeVisible();
    await capture(visitor.page, 'verify-valid', { widths: ['phone', 'desktop'], endAt: 'phone' });
  });

  await test.step('the nurse revokes it with a reason', async () => {
    await page.goto(`/admin/certificates/view/${certificate.id}`);
    await page.getByRole('button', { name: 'เพิกถอน', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `เพิกถอนใบรับรอง ${certificate.certificateNo}` });
    await dialog.getByRole('button', { name: 'ยืนยันเพิกถอน' }).click();
    await expect(dialog.getByText('กรุณาระบุเหตุผล')).toBeVisible();
    await dialog.getByRole('button', { name: 'บันทึกผลตรวจผิด' }).click();
    await dialog.getByRole('button', { name: 'ยืนยันเพิกถอน' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `เพิกถอน ${certificate.certificateNo} แล้ว` })).toBeVisible();
    await expect(page.getByTestId('certificate-status')).toHaveText('ถูกเพิกถอน');
    await expect(page.getByTestId('revoked-notice')).toContainText('เหตุผล: บันทึกผลตรวจผิด');
    await expect(page.getByRole('button', { name: 'เพิกถอน', exact: true })).toHaveCount(0);
    await capturePdfPage(page, 'admin-certificate-revoked', ['desktop']);
  });

  await test.step('the check now says revoked, and the customer sees it too', async () => {
    await visitor.page.reload();
    await expect(visitor.page.getByTestId('verify-status')).toHaveAttribute('data-state', 'revoked');
    await expect(visitor.page.getByRole('heading', { level: 2, name: 'ถูกเพิกถอน' })).toBeVisible();
    await capture(visitor.page, 'verify-revoked', { widths: ['phone'], endAt: 'phone' });

    await customer.page.reload();
    const item = customer.page.getByTestId('certificate-item').filter({ hasText: certificate.certificateNo });
    await expect(item).toContainText('ถูกเพิกถอน');
    await expect(item.getByRole('button', { name: /ดาวน์โหลด/ })).toHaveCount(0);
    // One valid certificate left: no ZIP for a single file.
    await expect(customer.page.getByRole('button', { name: 'ดาวน์โหลดทั้งหมด (ZIP)' })).toHaveCount(0);

    await visitor.page.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(visitor.page.getByRole('heading', { level: 2, name: 'ไม่พบใบรับรองแพทย์' })).toBeVisible();
    await capture(visitor.page, 'verify-not-found', { widths: ['phone'], endAt: 'phone' });
  });

  await customer.context.close();
  await visitor.context.close();
});
