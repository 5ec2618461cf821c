import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { createClinicThroughApi } from '../fixtures/clinic.ts';
import { pdfPagePng, pdfText } from '../fixtures/pdf.ts';
import { capture, TAKE_SCREENSHOTS } from '../fixtures/screens.ts';
import { ADMIN, expect, registerThroughApi, signIn, test } from '../fixtures/test.ts';

// A company books two check-ups and asks for the receipt in its name; the clinic takes the transfer at
// the counter; the customer downloads the receipt (ใบเสร็จรับเงิน) from the payment history and from
// the booking, and reads the company, the number and the amount in figures and in Thai words on it.
// Staff then correct the company's name: a new number replaces the old one. Seeded through the API.

const COMPANY = {
  name: 'บริษัท ก่อสร้างรุ่งเรือง จำกัด',
  taxId: '0994000165510',
  address: '99/9 ถนนพหลโยธิน ตำบลคลองหนึ่ง อำเภอคลองหลวง ปทุมธานี 12120',
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `YYYY-MM-DD` tomorrow in Bangkok. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() + 86_400_000));
}

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

type Paid = {
  customer: { email: string; password: string };
  booking: { id: string; bookingNo: string };
  payment: { id: string; paymentNo: string; receipt: { id: string; receiptNo: string } };
};

/** A company's booking for two people tomorrow, paid in full by transfer and recorded by staff. */
async function seed(page: Page): Promise<Paid> {
  const clinic = await createClinicThroughApi(page.request);
  const customer = await registerThroughApi(page);
  const customerToken = await tokenFor(page.request, '/api/auth/login', customer);
  const booking = await call<Paid['booking'] & { totalAmount: number }>(
    page.request,
    'POST',
    '/api/bookings',
    customerToken,
    {
      clinicId: clinic.clinicId,
      serviceId: clinic.serviceId,
      appointmentDate: tomorrow(),
      slotTime: '11:00',
      examineeCount: 2,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: customer.phone,
      receipt: COMPANY,
    },
  );
  const adminToken = await tokenFor(page.request, '/api/admin/auth/login', ADMIN);
  const payment = await call<Paid['payment']>(page.request, 'POST', '/api/admin/payments', adminToken, {
    bookingId: booking.id,
    method: 'bank_transfer',
    amount: booking.totalAmount,
    paidAt: new Date(Date.now() - 3_600_000).toISOString(),
    note: 'โอนเข้าบัญชีคลินิก ตรวจสอบจากรายการเดินบัญชีแล้ว',
  });
  expect(payment.receipt.receiptNo).toMatch(/^RC-\d{2}-\d{6}$/);
  return { customer, booking, payment };
}

/** The downloaded receipt: its name, and its text as a reader copies it. */
async function receiptOf(download: Download, receiptNo: string): Promise<{ bytes: Buffer; text: string }> {
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNo}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { bytes, text: await pdfText(new Uint8Array(bytes)) };
}

function expectReceiptText(text: string, receiptNo: string, bookingNo: string) {
  for (const expected of [
    'ใบเสร็จรับเงิน',
    receiptNo,
    bookingNo,
    '฿1,600.00',
    'หนึ่งพันหกร้อยบาทถ้วน',
    COMPANY.name,
    '0-9940-00165-51-0',
    'โอนเงินผ่านธนาคาร',
  ]) {
    expect(text).toContain(expected.normalize('NFKC'));
  }
}

test('the customer downloads the receipt from the payment history and the booking; staff amend it under a new number', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const paid = await seed(page);
  const { receiptNo } = paid.payment.receipt;

  await test.step('from /payments: the download beside the paid payment', async () => {
    await signIn(page, paid.customer);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/payments');
    const button = page.getByRole('button', { name: `ดาวน์โหลดใบเสร็จ ${receiptNo}` });
    await expect(button).toBeVisible();
    await expect(button).toHaveText('ดาวน์โหลดใบเสร็จ');
    await capture(page, 'customer-payments-receipt');

    const downloading = page.waitForEvent('download');
    await button.click();
    const { bytes, text } = await receiptOf(await downloading, receiptNo);
    expectReceiptText(text, receiptNo, paid.booking.bookingNo);
    expect(text).not.toContain('ยกเลิก');
    // The page as a clinic would hand it over, to look at beside the screenshots.
    if (TAKE_SCREENSHOTS) {
      await mkdir('.artifacts/screens', { recursive: true });
      await writeFile('.artifacts/screens/receipt-pdf.png', await pdfPagePng(new Uint8Array(bytes)));
    }
  });

  await test.step('from /booking/{id}: the receipts panel', async () => {
    await page.goto(`/booking/${paid.booking.id}`);
    const panel = page.getByRole('region', { name: 'ใบเสร็จรับเงิน' });
    await expect(panel).toContainText(receiptNo);
    await expect(panel).toContainText('ออกแล้ว');
    await expect(panel).toContainText(`ออกในนาม ${COMPANY.name}`);
    await capture(page, 'customer-booking-receipts', { widths: ['phone'] });
    await panel.scrollIntoViewIfNeeded();
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: `ดาวน์โหลดใบเสร็จ ${receiptNo}` }).click();
    const { text } = await receiptOf(await downloading, receiptNo);
    expectReceiptText(text, receiptNo, paid.booking.bookingNo);
  });

  let amendedNo = '';
  await test.step('staff see the receipt on the payment and amend the company name', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ADMIN, '/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/payment/${paid.payment.id}/view`);
    const card = page.getByTestId('receipt-card');
    await expect(card).toContainText(receiptNo);
    await expect(card.getByRole('button', { name: `ดาวน์โหลดใบเสร็จ ${receiptNo}` })).toBeVisible();
    await capture(page, 'admin-payment-receipt');

    await card.getByRole('button', { name: `แก้ไขใบเสร็จ ${receiptNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `แก้ไขใบเสร็จ ${receiptNo}` });
    const name = dialog.getByLabel(/^ชื่อผู้ชำระเงิน/);
    await expect(name).toHaveValue(COMPANY.name);
    await dialog.getByLabel(/^เลขประจำตัวผู้เสียภาษี/).fill('0994000165511');
    await dialog.getByRole('button', { name: 'ออกใบเสร็จใหม่' }).click();
    await expect(dialog.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeVisible();
    await dialog.getByLabel(/^เลขประจำตัวผู้เสียภาษี/).fill(COMPANY.taxId);
    await name.fill('บริษัท ก่อสร้างรุ่งเรือง จำกัด (สำนักงานใหญ่)');
    await capture(page, 'admin-amend-receipt', { widths: ['desktop'] });
    await dialog.getByRole('button', { name: 'ออกใบเสร็จใหม่' }).click();
    const done = page.getByRole('alert').filter({ hasText: /ออกใบเสร็จเลขที่ RC-\d{2}-\d{6} แทนฉบับเดิมแล้ว/ });
    await expect(done).toBeVisible();
    amendedNo = (/RC-\d{2}-\d{6}/.exec((await done.textContent()) ?? '') ?? [''])[0];
    expect(amendedNo).not.toBe(receiptNo);
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(amendedNo);
    await expect(card).toContainText('ยกเลิกแล้ว');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: `ดาวน์โหลดใบเสร็จ ${amendedNo}` }).click();
    const { text } = await receiptOf(await downloading, amendedNo);
    expect(text).toContain('บริษัท ก่อสร้างรุ่งเรือง จำกัด (สำนักงานใหญ่)'.normalize('NFKC'));
    expect(text).toContain(`ออกแทนใบเสร็จเลขที่ ${receiptNo}`.normalize('NFKC'));
  });
});
