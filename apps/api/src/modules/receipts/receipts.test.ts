import { type Booking, formatThaiId, type Payment, type Receipt } from '@jongdee/contracts';
import { bahtWords, formatBaht } from '@jongdee/contracts/thai-format';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../../db/schema.ts';
import { distinctSlip } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, expectFieldError, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { expectPdfText, readPdf } from '../../test/pdf-text.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
let clinic: TestClinic;
let adminToken: string;
let userToken: string;
let otherToken: string;

const CLINIC_LEGAL_NAME = 'บริษัท คลินิกเวชกรรมทดสอบ จำกัด';
const CLINIC_TAX_ID = '0105561234560';
const COMPANY = { name: 'บริษัท ก่อสร้างรุ่งเรือง จำกัด', taxId: '0994000165510', address: '99/9 ถนนพหลโยธิน ปทุมธานี 12120' };

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { price: 80_000, capacityPerSlot: 60 });
  await ctx.database.db
    .update(clinics)
    .set({ legalName: CLINIC_LEGAL_NAME, taxId: CLINIC_TAX_ID, address: '1 ถนนทดสอบ เขตบางรัก กรุงเทพมหานคร 10500' })
    .where(eq(clinics.id, clinic.clinicId));
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app, { firstName: 'สมหญิง', lastName: 'ใจงาม' })).token;
  otherToken = (await registerUser(ctx.app)).token;
}, 60_000);

const nextSlot = slotSequence();
const newBooking = (overrides: Partial<Parameters<typeof createBookingAs>[3]> = {}): Promise<Booking> =>
  createBookingAs(ctx, userToken, clinic, { ...nextSlot(), ...overrides });
const paidAt = '2026-11-20T10:15:00+07:00';
/** Staff record money taken at the counter, verified at once. */
async function payCash(bookingId: string, amount = 80_000): Promise<Payment> {
  const response = await call('POST', '/api/admin/payments', adminToken, {
    bookingId,
    method: 'cash',
    amount,
    paidAt,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}
async function receiptText(paymentId: string, token = userToken): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/payments/${paymentId}/receipt`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return (await readPdf(response.rawPayload)).text;
}
const bookingOf = async (id: string): Promise<Booking> =>
  (await call('GET', `/api/bookings/${id}`, userToken)).json().data;

describe('a receipt is issued when a payment is verified', () => {
  it('cash recorded by staff: numbered RC-YY-NNNNNN, downloadable as a PDF naming the clinic, payer and amount', async () => {
    const booking = await newBooking();
    const payment = await payCash(booking.id);
    expect(payment.receipt).toMatchObject({ status: 'issued', receiptNo: expect.stringMatching(/^RC-\d{2}-\d{6}$/) });
    const beYear = String(Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Bangkok' }).slice(0, 4)) + 543);
    expect(payment.receipt?.receiptNo.slice(3, 5)).toBe(beYear.slice(-2));

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/receipt`,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="receipt-${payment.receipt?.receiptNo}.pdf"`);
    const { text, pages, info } = await readPdf(response.rawPayload);
    expect(pages).toHaveLength(1);
    expect(info).toMatchObject({ Title: payment.receipt?.receiptNo });
    for (const expected of [
      'ใบเสร็จรับเงิน',
      payment.receipt?.receiptNo ?? '',
      formatBaht(80_000),
      bahtWords(80_000),
      'แปดร้อยบาทถ้วน',
      'สมหญิง ใจงาม',
      CLINIC_LEGAL_NAME,
      formatThaiId(CLINIC_TAX_ID),
      booking.bookingNo,
      payment.paymentNo,
      'เงินสด',
      'ออกแล้ว',
    ]) {
      expectPdfText(text, expected);
    }
    // The province is named once, though the clinic's address already carries it.
    expect(text.split('กรุงเทพมหานคร')).toHaveLength(2);
    expect(text).not.toContain('ยกเลิก');

    const detail = await bookingOf(booking.id);
    expect(detail.receipts).toEqual([{ ...payment.receipt, paymentId: payment.id }]);
    const listed: Payment[] = (await call('GET', '/api/payments', userToken)).json().data.items;
    expect(listed.find((item) => item.id === payment.id)?.receipt).toEqual(payment.receipt);
  });

  it('a slip approved by staff: the receipt takes the transfer time as the date paid', async () => {
    const booking = await newBooking();
    const submitted = await call('POST', '/api/admin/payments', adminToken, {
      bookingId: booking.id,
      method: 'bank_transfer',
      amount: 80_000,
      paidAt,
      verify: false,
      slipImage: `data:image/jpeg;base64,${(await distinctSlip(1601)).toString('base64')}`,
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().data.receipt).toBeNull();
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${submitted.json().data.id}/receipt`,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'RECEIPT_NOT_ISSUED', error: expect.stringMatching(/ใบเสร็จ/) });

    const approved = await call('POST', `/api/admin/payments/${submitted.json().data.id}/approve`, adminToken, {});
    expect(approved.statusCode).toBe(200);
    const payment: Payment = approved.json().data;
    expect(payment.receipt?.status).toBe('issued');
    const receipt: Receipt = (await call('GET', `/api/admin/receipts/${payment.receipt?.id}`, adminToken)).json().data;
    expect(new Date(receipt.paidAt).toISOString()).toBe(new Date(paidAt).toISOString());
    const text = await receiptText(payment.id);
    expectPdfText(text, 'โอนเงินผ่านธนาคาร');
    expectPdfText(text, '20 พฤศจิกายน 2569');
  });

  it('a booking paid in parts has a receipt per payment, each for its own amount', async () => {
    const booking = await newBooking();
    const first = await payCash(booking.id, 30_000);
    const second = await payCash(booking.id, 50_000);
    expect(first.receipt?.receiptNo).not.toBe(second.receipt?.receiptNo);
    const detail = await bookingOf(booking.id);
    expect(detail.status).toBe('confirmed');
    expect(detail.receipts.map((receipt) => receipt.paymentId)).toEqual([first.id, second.id]);
    const text = await receiptText(first.id);
    expectPdfText(text, formatBaht(30_000));
    expectPdfText(text, 'สามร้อยบาทถ้วน');
    expectPdfText(text, 'รับชำระครั้งนี้');
    expectPdfText(text, formatBaht(80_000));
  });
});

describe('a receipt in a company name', () => {
  it('is asked for at booking, shown on the booking and printed with the company tax id', async () => {
    const booking = await newBooking({ receipt: { ...COMPANY, taxId: '0-9940-00165-51-0' } });
    expect(booking.receipt).toEqual(COMPANY);
    const payment = await payCash(booking.id);
    const text = await receiptText(payment.id);
    expectPdfText(text, COMPANY.name);
    expectPdfText(text, formatThaiId(COMPANY.taxId));
    expectPdfText(text, COMPANY.address);
    expect(text).not.toContain('สมหญิง');
  });

  it('refuses a wrong tax id or a missing name with a Thai message', async () => {
    const body = { clinicId: clinic.clinicId, serviceId: clinic.serviceId, examineeCount: 1, ...nextSlot() };
    const contact = { contactName: 'สมหญิง ใจงาม', contactPhone: '0891234567' };
    const wrongDigit = await call('POST', '/api/bookings', userToken, {
      ...body,
      ...contact,
      receipt: { ...COMPANY, taxId: '0994000165511' },
    });
    expect(expectFieldError(wrongDigit, 'receipt.taxId')).toContain('เลขประจำตัวผู้เสียภาษี');
    const noName = await call('POST', '/api/bookings', userToken, {
      ...body,
      ...contact,
      receipt: { ...COMPANY, name: ' ' },
    });
    expectFieldError(noName, 'receipt.name');
    const none = await call('POST', '/api/bookings', userToken, { ...body, ...contact, receipt: null });
    expect(none.statusCode).toBe(201);
    expect(none.json().data.receipt).toBeNull();
  });
});

describe('refund and amendment', () => {
  it('a refund cancels the receipt in the same step, and its PDF says so', async () => {
    const booking = await newBooking();
    const payment = await payCash(booking.id);
    await call('PATCH', `/api/bookings/${booking.id}/cancel`, adminToken, { reason: 'คลินิกปิดกะทันหัน' });
    const refunded = await call('POST', `/api/admin/payments/${payment.id}/refund`, adminToken, { note: 'โอนคืนแล้ว' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.receipt).toBeNull();
    const receipt: Receipt = (await call('GET', `/api/admin/receipts/${payment.receipt?.id}`, adminToken)).json().data;
    expect(receipt).toMatchObject({ status: 'cancelled', cancelReason: expect.stringContaining('โอนคืนแล้ว') });
    expect((await bookingOf(booking.id)).receipts).toEqual([
      { id: receipt.id, receiptNo: receipt.receiptNo, status: 'cancelled', paymentId: payment.id },
    ]);
    const text = await receiptText(payment.id);
    expectPdfText(text, receipt.receiptNo);
    expectPdfText(text, 'ยกเลิก');
    expectPdfText(text, 'ยกเลิกแล้ว');
    const amend = await call('POST', `/api/admin/receipts/${receipt.id}/amend`, adminToken, { payerName: 'ใครก็ได้' });
    expect(amend.statusCode).toBe(409);
    expect(amend.json().error).toMatch(/ยกเลิก/);
  });

  it('an amendment issues a new number naming the old one, which is cancelled, and is audited', async () => {
    const booking = await newBooking();
    const payment = await payCash(booking.id);
    const old = payment.receipt;
    const response = await call('POST', `/api/admin/receipts/${old?.id}/amend`, adminToken, {
      payerName: COMPANY.name,
      payerTaxId: '0 9940 00165 51 0',
      payerAddress: COMPANY.address,
    });
    expect(response.statusCode).toBe(201);
    const amended: Receipt = response.json().data;
    expect(amended).toMatchObject({
      status: 'issued',
      paymentId: payment.id,
      payerName: COMPANY.name,
      payerTaxId: COMPANY.taxId,
      replacesNo: old?.receiptNo,
      amount: 80_000,
    });
    expect(amended.receiptNo).not.toBe(old?.receiptNo);
    const before: Receipt = (await call('GET', `/api/admin/receipts/${old?.id}`, adminToken)).json().data;
    expect(before).toMatchObject({ status: 'cancelled', cancelReason: expect.stringContaining(amended.receiptNo) });
    const current: Payment = (await call('GET', `/api/payments/${payment.id}`, userToken)).json().data;
    expect(current.receipt).toEqual({ id: amended.id, receiptNo: amended.receiptNo, status: 'issued' });

    const text = await receiptText(payment.id);
    expectPdfText(text, amended.receiptNo);
    expectPdfText(text, `ออกแทนใบเสร็จเลขที่ ${old?.receiptNo}`);
    expectPdfText(text, COMPANY.name);

    const again = await call('POST', `/api/admin/receipts/${old?.id}/amend`, adminToken, { payerName: 'ซ้ำ' });
    expect(again.statusCode).toBe(409);
    const audit = (
      await call('GET', `/api/admin/audit-log?action=receipt.amend&entityId=${amended.id}`, adminToken)
    ).json().data.items;
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toMatchObject({ receiptNo: old?.receiptNo });
  });

  it('two amendments of one receipt at once: one new number, the other refused', async () => {
    const booking = await newBooking();
    const payment = await payCash(booking.id);
    const answers = await Promise.all(
      ['ก', 'ข'].map((suffix) =>
        call('POST', `/api/admin/receipts/${payment.receipt?.id}/amend`, adminToken, { payerName: `ผู้ชำระ${suffix}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const receipts = (await bookingOf(booking.id)).receipts;
    expect(receipts.filter((receipt) => receipt.status === 'issued')).toHaveLength(1);
  });

  it('refuses a bad amendment with a Thai message, and customers', async () => {
    const booking = await newBooking();
    const payment = await payCash(booking.id);
    const url = `/api/admin/receipts/${payment.receipt?.id}/amend`;
    expectFieldError(await call('POST', url, adminToken, { payerName: '' }), 'payerName');
    expectFieldError(await call('POST', url, adminToken, { payerName: 'ก', payerTaxId: '123' }), 'payerTaxId');
    expect((await call('POST', url, userToken, { payerName: 'ก' })).statusCode).toBe(403);
    const missing = await call('POST', '/api/admin/receipts/0193a1b2-0000-7000-8000-000000000000/amend', adminToken, {
      payerName: 'ก',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('who may download', () => {
  it('the payer and staff; another customer gets 404, a visitor 401', async () => {
    const booking = await newBooking();
    const payment = await payCash(booking.id);
    const url = `/api/payments/${payment.id}/receipt`;
    const other = await call('GET', url, otherToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expectPdfText(await receiptText(payment.id, adminToken), payment.receipt?.receiptNo ?? '');
  });
});

describe('numbers under concurrency', () => {
  it('50 payments verified at once get 50 different numbers in one unbroken run', async () => {
    const bookings: Booking[] = [];
    for (let index = 0; index < 50; index++) bookings.push(await newBooking());
    const answers = await Promise.all(
      bookings.map((booking) =>
        call('POST', '/api/admin/payments', adminToken, {
          bookingId: booking.id,
          method: 'cash',
          amount: 80_000,
          paidAt,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const numbers = answers.map((answer) => (answer.json().data as Payment).receipt?.receiptNo ?? '');
    expect(new Set(numbers).size).toBe(50);
    const counters = numbers.map((receiptNo) => Number(receiptNo.slice(-6))).sort((a, b) => a - b);
    expect((counters.at(-1) ?? 0) - (counters[0] ?? 0)).toBe(49);
  }, 120_000);
});
