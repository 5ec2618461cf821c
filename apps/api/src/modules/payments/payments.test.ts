import type { Payment } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, clinics, payments } from '../../db/schema.ts';
import { hasValidCrc, promptPayPayload } from '../../lib/promptpay/promptpay-payload.ts';
import { createBookingAs } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;
let userToken: string;
let otherToken: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { price: 80_000 });
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
  otherToken = (await registerUser(ctx.app)).token;
});

const call = apiCaller(ctx);

describe('POST /api/payments', () => {
  it('opens one payment for the amount due, numbered PAY-YYMMDD-NNNN, and gives the same one again', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { examineeCount: 3 });
    const first = await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' });
    expect(first.statusCode).toBe(201);
    const payment: Payment = first.json().data;
    expect(payment).toMatchObject({
      bookingId: booking.id,
      bookingNo: booking.bookingNo,
      amount: 240_000,
      method: 'promptpay',
      status: 'pending',
    });
    expect(payment.paymentNo).toMatch(/^PAY-\d{6}-\d{4}$/);

    const again = await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'bank_transfer' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: payment.id, method: 'bank_transfer', amount: 240_000 });
  });

  it('makes exactly one payment when a booking gets 20 requests at once', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '10:00' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for someone else's booking and 409 when nothing is due", async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '11:00' });
    const notMine = await call('POST', '/api/payments', otherToken, { bookingId: booking.id, method: 'promptpay' });
    expect(notMine.statusCode).toBe(404);
    await call('POST', `/api/bookings/${booking.id}/confirm`, adminToken, {});
    const confirmed = await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'PAYMENT_NOT_DUE' });
    expect(confirmed.json().error).toMatch(/[ก-๙]/);
  });

  it('refuses cash from a customer and a missing booking id, in Thai (400)', async () => {
    const cash = await call('POST', '/api/payments', userToken, { bookingId: clinic.clinicId, method: 'cash' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().details).toEqual([{ field: 'method', message: 'กรุณาเลือกวิธีชำระเงิน' }]);
    const missing = await call('POST', '/api/payments', userToken, { method: 'promptpay' });
    expect(missing.json().details[0].field).toBe('bookingId');
  });

  it('stops taking payment once the deadline has passed', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '12:00' });
    await ctx.database.db
      .update(bookings)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const late = await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' });
    expect(late.json().code).toBe('PAYMENT_NOT_DUE');
  });
});

describe('reading payments', () => {
  it('lists my payments only, reads one, and lists a booking’s payments; others’ answer 404', async () => {
    const customer = await registerUser(ctx.app);
    const booking = await createBookingAs(ctx, customer.token, clinic, { slotTime: '13:00' });
    const payment: Payment = (
      await call('POST', '/api/payments', customer.token, { bookingId: booking.id, method: 'promptpay' })
    ).json().data;

    const mine = (await call('GET', '/api/payments', customer.token)).json().data;
    expect(mine.items.map((item: Payment) => item.id)).toEqual([payment.id]);
    expect(mine.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect((await call('GET', '/api/payments?status=verified', customer.token)).json().data.items).toEqual([]);
    expect((await call('GET', '/api/payments?sortBy=secret', customer.token)).statusCode).toBe(400);

    expect((await call('GET', `/api/payments/${payment.id}`, customer.token)).json().data.bookingNo).toBe(
      booking.bookingNo,
    );
    expect((await call('GET', `/api/payments/${payment.id}`, otherToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/payments/${payment.id}`, adminToken)).statusCode).toBe(200);

    const ofBooking = await call('GET', `/api/payments/booking/${booking.id}`, customer.token);
    expect(ofBooking.json().data.map((item: Payment) => item.id)).toEqual([payment.id]);
    expect((await call('GET', `/api/payments/booking/${booking.id}`, otherToken)).statusCode).toBe(404);

    const adminView = (await call('GET', `/api/payments?bookingId=${booking.id}`, adminToken)).json().data;
    expect(adminView.pagination.total).toBe(1);
  });
});

describe('GET /api/payments/promptpay/{bookingId}', () => {
  it('answers the EMVCo payload for the exact amount due and the clinic account, the PromptPay id masked', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { examineeCount: 3, slotTime: '14:00' });
    const response = await call('GET', `/api/payments/promptpay/${booking.id}`, userToken);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      bookingNo: booking.bookingNo,
      amountDue: 240_000,
      paymentDueAt: booking.paymentDueAt,
      receiver: {
        promptPayId: 'xxx-xxx-5678',
        bankCode: '004',
        bankName: 'ธนาคารกสิกรไทย',
        accountNumber: '1234567890',
        accountName: 'คลินิกทดสอบ จำกัด',
      },
    });
    expect(data.payload).toBe(promptPayPayload('0812345678', 240_000));
    expect(data.payload).toContain('54072400.00');
    expect(hasValidCrc(data.payload)).toBe(true);
  });

  it('answers 404 for another’s booking, 409 without a receiver or when nothing is due', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '15:00' });
    expect((await call('GET', `/api/payments/promptpay/${booking.id}`, otherToken)).statusCode).toBe(404);

    const bare = await createTestClinic(ctx);
    await ctx.database.db.update(clinics).set({ promptPayId: null }).where(eq(clinics.id, bare.clinicId));
    const noReceiver = await createBookingAs(ctx, userToken, bare);
    const missing = await call('GET', `/api/payments/promptpay/${noReceiver.id}`, userToken);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('PAYMENT_RECEIVER_MISSING');

    await call('PATCH', `/api/bookings/${booking.id}/cancel`, userToken, { reason: 'ติดธุระ' });
    const cancelled = await call('GET', `/api/payments/promptpay/${booking.id}`, userToken);
    expect(cancelled.json().code).toBe('PAYMENT_NOT_DUE');
  });
});

describe('search and stats over payments', () => {
  it('finds my payments by number, status and date, counts them by status, and not another’s', async () => {
    const customer = await registerUser(ctx.app);
    const booking = await createBookingAs(ctx, customer.token, clinic, { slotTime: '16:00' });
    const payment: Payment = (
      await call('POST', '/api/payments', customer.token, { bookingId: booking.id, method: 'promptpay' })
    ).json().data;
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

    const byNumber = await call('POST', '/api/search', customer.token, {
      type: 'payments',
      q: payment.paymentNo,
      filters: { status: ['pending'], dateFrom: today, dateTo: today },
    });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().data).toMatchObject({ type: 'payments', pagination: { total: 1 } });
    expect(byNumber.json().data.items[0]).toMatchObject({ id: payment.id, bookingNo: booking.bookingNo });
    const byBooking = await call('POST', '/api/search', customer.token, { type: 'payments', q: booking.bookingNo });
    expect(byBooking.json().data.pagination.total).toBe(1);
    const tomorrowOnly = await call('POST', '/api/search', customer.token, {
      type: 'payments',
      filters: { dateFrom: '2099-01-01' },
    });
    expect(tomorrowOnly.json().data.pagination.total).toBe(0);
    const notMine = await call('POST', '/api/search', otherToken, { type: 'payments', q: payment.paymentNo });
    expect(notMine.json().data.pagination.total).toBe(0);
    // A booking status is not a payment status: each kind validates its own filters and sort keys.
    const wrongStatus = await call('POST', '/api/search', customer.token, {
      type: 'payments',
      filters: { status: ['confirmed'] },
    });
    expect(wrongStatus.statusCode).toBe(400);
    const wrongSort = await call('POST', '/api/search', customer.token, {
      type: 'payments',
      sortBy: 'appointmentDate',
    });
    expect(wrongSort.statusCode).toBe(400);

    const stats = (await call('GET', '/api/search/stats', customer.token)).json().data;
    expect(stats.payments).toEqual({
      total: 1,
      byStatus: { pending: 1, submitted: 0, verified: 0, rejected: 0, refunded: 0 },
    });
    const filters = (await call('GET', '/api/search/filters', customer.token)).json().data;
    expect(filters.types).toContainEqual({ value: 'payments', label: 'การชำระเงิน' });
    expect(filters.statuses.payments).toContainEqual({ value: 'submitted', label: 'รอตรวจสอบ' });
  });
});
