import type { Booking, Payment } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema.ts';
import { distinctSlip, slipImage } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs, daysAhead, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

// Decision 014: what is paid must cover what is due, one slip picture pays once, and staff never
// decide on money of their own booking.

const PRICE = 12_000;
const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;
let secondAdminToken: string;
let userToken: string;
let seed = 100;

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { price: PRICE, capacityPerSlot: 50 });
  adminToken = (await signInAsNewAdmin(ctx)).token;
  secondAdminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
}, 60_000);

const call = apiCaller(ctx);
const asDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
const upload = (token: string, paymentId: string, bytes: Buffer) =>
  call('POST', `/api/payments/${paymentId}/slip`, token, { slipImage: asDataUrl(bytes) });
const approve = (token: string, paymentId: string, body: object = {}) =>
  call('POST', `/api/admin/payments/${paymentId}/approve`, token, body);
const getBooking = async (id: string): Promise<Booking> =>
  (await call('GET', `/api/bookings/${id}`, adminToken)).json().data;
const getPayment = async (id: string): Promise<Payment> =>
  (await call('GET', `/api/payments/${id}`, adminToken)).json().data;

const nextSlot = slotSequence();
async function bookOne(token = userToken): Promise<Booking> {
  return createBookingAs(ctx, token, clinic, { ...nextSlot(), examineeCount: 1 });
}
async function openPayment(booking: Booking, token = userToken): Promise<Payment> {
  return (await call('POST', '/api/payments', token, { bookingId: booking.id, method: 'promptpay' })).json().data;
}

describe('the amount paid must cover the booking', () => {
  it('an open payment follows a raised examinee count, so approving it confirms a booking paid in full', async () => {
    const booking = await bookOne();
    const payment = await openPayment(booking);
    expect(payment.amount).toBe(PRICE);
    const raised = await call('PUT', `/api/bookings/${booking.id}`, userToken, { examineeCount: 10 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ totalAmount: 10 * PRICE, amountDue: 10 * PRICE });
    expect((await getPayment(payment.id)).amount).toBe(10 * PRICE);
    const qr = (await call('GET', `/api/payments/promptpay/${booking.id}`, userToken)).json().data;
    expect(qr.amountDue).toBe(10 * PRICE);
    expect(qr.payload).toContain('1200.00');

    expect((await upload(userToken, payment.id, await distinctSlip(seed++))).statusCode).toBe(200);
    const approved = await approve(adminToken, payment.id);
    expect(approved.json().data).toMatchObject({ status: 'verified', amount: 10 * PRICE, bookingAmountDue: 0 });
    expect(await getBooking(booking.id)).toMatchObject({ status: 'confirmed', amountDue: 0 });
  });

  it('refuses a new total once a slip waits for review or money was verified (Thai 409s); a reschedule still works', async () => {
    const booking = await bookOne();
    const payment = await openPayment(booking);
    await upload(userToken, payment.id, await distinctSlip(seed++));
    const inReview = await call('PUT', `/api/bookings/${booking.id}`, adminToken, { examineeCount: 3 });
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json().code).toBe('BOOKING_TOTAL_SLIP_IN_REVIEW');
    expect(inReview.json().error).toContain('ตรวจสลิป');

    expect((await approve(adminToken, payment.id)).statusCode).toBe(200);
    const paid = await call('PUT', `/api/bookings/${booking.id}`, adminToken, { examineeCount: 3 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('BOOKING_TOTAL_PAID');
    expect(paid.json().error).toContain('จองใหม่');
    expect(await getBooking(booking.id)).toMatchObject({ examineeCount: 1, totalAmount: PRICE, status: 'confirmed' });
    const moved = await call('PUT', `/api/bookings/${booking.id}`, adminToken, {
      appointmentDate: daysAhead(20),
      slotTime: '09:00',
    });
    expect(moved.statusCode).toBe(200);
  });

  it('approving a short payment records the money and leaves the booking waiting for the rest', async () => {
    const booking = await bookOne();
    await call('PUT', `/api/bookings/${booking.id}`, userToken, { examineeCount: 2 });
    // Staff put a slip for half the total in the queue.
    const short = await call('POST', '/api/admin/payments', adminToken, {
      bookingId: booking.id,
      method: 'bank_transfer',
      amount: PRICE,
      paidAt: new Date().toISOString(),
      verify: false,
      slipImage: asDataUrl(await distinctSlip(seed++)),
    });
    expect(short.json().data).toMatchObject({ status: 'submitted', amount: PRICE, bookingAmountDue: 2 * PRICE });
    const approved = await approve(adminToken, short.json().data.id);
    expect(approved.json().data).toMatchObject({ status: 'verified', bookingAmountDue: PRICE });
    expect(await getBooking(booking.id)).toMatchObject({ status: 'pending_payment', amountDue: PRICE });
    const notice = (await call('GET', '/api/notifications', userToken)).json().data.items[0];
    expect(notice.title).toContain('บางส่วน');

    // The rest: the customer's next payment asks for exactly what is left.
    const rest = await openPayment(booking);
    expect(rest.amount).toBe(PRICE);
    expect((await call('GET', `/api/payments/promptpay/${booking.id}`, userToken)).json().data.amountDue).toBe(PRICE);
    await upload(userToken, rest.id, await distinctSlip(seed++));
    await approve(adminToken, rest.id);
    expect(await getBooking(booking.id)).toMatchObject({ status: 'confirmed', amountDue: 0 });
  });

  it('cash recorded by staff confirms only when it covers the total', async () => {
    const booking = await bookOne();
    const cash = (amount: number) =>
      call('POST', '/api/admin/payments', adminToken, {
        bookingId: booking.id,
        method: 'cash',
        amount,
        paidAt: new Date().toISOString(),
      });
    expect((await cash(5_000)).statusCode).toBe(201);
    expect(await getBooking(booking.id)).toMatchObject({ status: 'pending_payment', amountDue: PRICE - 5_000 });
    expect((await cash(PRICE - 5_000)).statusCode).toBe(201);
    expect(await getBooking(booking.id)).toMatchObject({ status: 'confirmed', amountDue: 0 });
  });

  it('the database refuses a booking confirmed by payment that its verified money does not cover', async () => {
    const booking = await bookOne();
    await expect(
      ctx.database.db
        .update(bookings)
        .set({ status: 'confirmed', confirmedByPayment: true })
        .where(eq(bookings.id, booking.id)),
    ).rejects.toThrow();
    // An admin's confirmation on credit is not confirmation by payment, and stays possible.
    const credit = await call('POST', `/api/bookings/${booking.id}/confirm`, adminToken, { note: 'วางบิลบริษัท' });
    expect(credit.json().data.status).toBe('confirmed');
  });
});

describe('the same slip picture pays once', () => {
  it('refuses the same picture with one byte appended, or re-encoded losslessly as PNG (409)', async () => {
    const picture = await slipImage({ qrs: [], quality: 88 });
    const first = await openPayment(await bookOne());
    expect((await upload(userToken, first.id, picture)).statusCode).toBe(200);
    const again = await openPayment(await bookOne());
    const appended = await upload(userToken, again.id, Buffer.concat([picture, Buffer.from([0])]));
    expect(appended.statusCode).toBe(409);
    expect(appended.json().code).toBe('SLIP_ALREADY_USED');
    const png = await upload(userToken, again.id, await sharp(picture).png().toBuffer());
    expect(png.statusCode).toBe(409);
    expect(png.json().code).toBe('SLIP_ALREADY_USED');
  });

  it('a look-alike slip is approved only with a stated reason, kept with the payment and in the audit trail', async () => {
    const original = await distinctSlip(seed++);
    const first = await openPayment(await bookOne());
    await upload(userToken, first.id, original);
    const copy = await openPayment(await bookOne());
    await upload(userToken, copy.id, await sharp(original).jpeg({ quality: 60 }).toBuffer());

    const withoutReason = await approve(adminToken, copy.id, { note: null });
    expect(withoutReason.statusCode).toBe(409);
    expect(withoutReason.json().code).toBe('LOOK_ALIKE_REASON_REQUIRED');
    expect((await getPayment(copy.id)).status).toBe('submitted');

    const reason = 'ตรวจรายการเดินบัญชีแล้ว เป็นการโอนคนละครั้ง';
    const approved = await approve(adminToken, copy.id, { lookAlikeReason: reason });
    expect(approved.json().data).toMatchObject({ status: 'verified', lookAlikeReason: reason });
    const trail = (await call('GET', `/api/admin/audit-log?entity=payment&entityId=${copy.id}`, adminToken)).json().data
      .items;
    expect(trail.find((row: { action: string }) => row.action === 'payment.approve')?.after).toMatchObject({
      lookAlikeReason: reason,
      lookAlikes: [first.paymentNo],
    });
  });
});

describe('staff never decide on money of their own booking', () => {
  it('refuses approving, recording, confirming or refunding one’s own booking (409); another admin may', async () => {
    const self = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, self.user.id));
    const booking = await bookOne(self.token);
    const payment = await openPayment(booking, self.token);
    await upload(self.token, payment.id, await distinctSlip(seed++));

    const own = await approve(self.token, payment.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_BOOKING_DECISION');
    expect((await call('POST', `/api/bookings/${booking.id}/confirm`, self.token, {})).json().code).toBe(
      'OWN_BOOKING_DECISION',
    );
    expect((await approve(secondAdminToken, payment.id)).json().data.status).toBe('verified');

    const other = await bookOne(self.token);
    const cash = await call('POST', '/api/admin/payments', self.token, {
      bookingId: other.id,
      method: 'cash',
      amount: PRICE,
      paidAt: new Date().toISOString(),
    });
    expect(cash.json().code).toBe('OWN_BOOKING_DECISION');
    await call('POST', '/api/admin/payments', adminToken, {
      bookingId: other.id,
      method: 'cash',
      amount: PRICE,
      paidAt: new Date().toISOString(),
    });
    await call('PATCH', `/api/bookings/${other.id}/cancel`, adminToken, { reason: 'ยกเลิกนัด' });
    const [verified] = (await call('GET', `/api/payments/booking/${other.id}`, adminToken)).json().data;
    const refund = await call('POST', `/api/admin/payments/${verified.id}/refund`, self.token, { note: 'โอนคืน' });
    expect(refund.json().code).toBe('OWN_BOOKING_DECISION');
    expect(
      (await call('POST', `/api/admin/payments/${verified.id}/refund`, adminToken, { note: 'โอนคืน' })).json().data
        .status,
    ).toBe('refunded');
  });
});
