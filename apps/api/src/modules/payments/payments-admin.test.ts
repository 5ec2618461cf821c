import type { Booking, Payment, SimilarSlip } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { KBANK_SLIP_QR, slipImage } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { expireOverdueBookings } from '../bookings/bookings.jobs.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { price: 80_000 });
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
}, 60_000);

const call = apiCaller(ctx);
const asDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

const nextSlot = slotSequence();
/** A booking of its own slot, for the customer. */
async function newBooking(): Promise<Booking> {
  return createBookingAs(ctx, userToken, clinic, nextSlot());
}
const bookingStatus = async (id: string) => (await call('GET', `/api/bookings/${id}`, adminToken)).json().data.status;
const record = (payload: object, token = adminToken) => call('POST', '/api/admin/payments', token, payload);
const paidAt = '2026-11-20T10:15:00+07:00';
/** A bank transfer of the whole ฿800 with its slip, recorded for review rather than verified at once. */
const recordForReview = (bookingId: string, slip: Buffer) =>
  record({ bookingId, method: 'bank_transfer', amount: 80_000, paidAt, verify: false, slipImage: asDataUrl(slip) });

describe('POST /api/admin/payments (staff record a payment)', () => {
  it('records cash verified at once: the booking is confirmed and the customer told', async () => {
    const booking = await newBooking();
    const response = await record({
      bookingId: booking.id,
      method: 'cash',
      amount: 80_000,
      paidAt,
      note: 'ชำระที่เคาน์เตอร์',
    });
    expect(response.statusCode).toBe(201);
    const payment: Payment = response.json().data;
    expect(payment).toMatchObject({ status: 'verified', method: 'cash', amount: 80_000, note: 'ชำระที่เคาน์เตอร์' });
    expect(payment.paymentNo).toMatch(/^PAY-\d{6}-\d{4}$/);
    expect(payment.createdByAdminId).not.toBeNull();
    expect(new Date(payment.transferredAt ?? '').toISOString()).toBe(new Date(paidAt).toISOString());
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    const note = (await call('GET', '/api/notifications', userToken)).json().data.items[0];
    expect(note).toMatchObject({ type: 'payment_verified', link: `/booking/${booking.id}` });
    const audit = (await call('GET', `/api/admin/bookings/${booking.id}/audit`, adminToken)).json().data;
    expect(JSON.stringify(audit)).toContain('booking.payment_verified');
  });

  it('takes over the waiting payment without a slip, so a booking keeps one open payment', async () => {
    const booking = await newBooking();
    const open = (await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' })).json()
      .data;
    const recorded = (await record({ bookingId: booking.id, method: 'bank_transfer', amount: 80_000, paidAt })).json()
      .data;
    expect(recorded).toMatchObject({ id: open.id, paymentNo: open.paymentNo, status: 'verified' });
    const all = (await call('GET', `/api/payments/booking/${booking.id}`, userToken)).json().data;
    expect(all).toHaveLength(1);
  });

  it('with a slip and no verification, leaves the payment in the review queue', async () => {
    const booking = await newBooking();
    const bytes = await slipImage({ qrs: [{ text: KBANK_SLIP_QR, left: 700, top: 1500, scale: 6 }] });
    const response = await recordForReview(booking.id, bytes);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'submitted', slip: { qr: { bankCode: '004' } } });
    expect(await bookingStatus(booking.id)).toBe('payment_review');
    // The same slip cannot back another booking, and a booking under review takes no second payment.
    const again = await record({
      bookingId: (await newBooking()).id,
      method: 'bank_transfer',
      amount: 80_000,
      paidAt,
      slipImage: asDataUrl(bytes),
    });
    expect(again.json().code).toBe('SLIP_ALREADY_USED');
    expect((await record({ bookingId: booking.id, method: 'cash', amount: 80_000, paidAt })).json().code).toBe(
      'PAYMENT_REVIEW_OPEN',
    );
  });

  it('refuses bad input in Thai, a customer (403), and a booking that cannot be paid (409)', async () => {
    const booking = await newBooking();
    const noEvidence = await record({ bookingId: booking.id, method: 'cash', amount: 80_000, paidAt, verify: false });
    expect(noEvidence.statusCode).toBe(400);
    expect(noEvidence.json().code).toBe('PAYMENT_EVIDENCE_REQUIRED');
    const zero = await record({ bookingId: booking.id, method: 'cash', amount: 0, paidAt });
    expect(zero.json().details).toContainEqual({ field: 'amount', message: 'ยอดเงินต้องมากกว่า 0' });
    const notImage = await record({
      bookingId: booking.id,
      method: 'cash',
      amount: 80_000,
      paidAt,
      slipImage: Buffer.from('%PDF-1.7 not a slip').toString('base64'),
    });
    expect(notImage.statusCode).toBe(415);
    expect(
      (await record({ bookingId: booking.id, method: 'cash', amount: 80_000, paidAt }, userToken)).statusCode,
    ).toBe(403);
    await call('PATCH', `/api/bookings/${booking.id}/cancel`, adminToken, { reason: 'ลูกค้าเปลี่ยนใจ' });
    const cancelled = await record({ bookingId: booking.id, method: 'cash', amount: 80_000, paidAt });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'BOOKING_NOT_PAYABLE', error: expect.stringContaining('ยกเลิก') });
    expect(await bookingStatus(booking.id)).toBe('cancelled');
  });
});

describe('POST /api/admin/payments/{id}/refund', () => {
  it('refunds the verified payment of a booking cancelled afterwards, once, and tells the customer', async () => {
    const booking = await newBooking();
    const payment: Payment = (await record({ bookingId: booking.id, method: 'cash', amount: 80_000, paidAt })).json()
      .data;
    const tooEarly = await call('POST', `/api/admin/payments/${payment.id}/refund`, adminToken, { note: 'โอนคืน' });
    expect(tooEarly.json().code).toBe('REFUND_NOT_ALLOWED');
    await call('PATCH', `/api/bookings/${booking.id}/cancel`, adminToken, { reason: 'คลินิกปิดกะทันหัน' });
    const noNote = await call('POST', `/api/admin/payments/${payment.id}/refund`, adminToken, { note: '' });
    expect(noNote.statusCode).toBe(400);
    expect((await call('POST', `/api/admin/payments/${payment.id}/refund`, userToken, { note: 'x' })).statusCode).toBe(
      403,
    );
    const refunded = await call('POST', `/api/admin/payments/${payment.id}/refund`, adminToken, {
      note: 'โอนคืนเข้าบัญชีลูกค้า อ้างอิง 123456',
      refundedAt: '2026-11-21T09:00:00+07:00',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refundNote: 'โอนคืนเข้าบัญชีลูกค้า อ้างอิง 123456',
      refundedAt: new Date('2026-11-21T09:00:00+07:00').toISOString(),
    });
    const note = (await call('GET', '/api/notifications', userToken)).json().data.items[0];
    expect(note.type).toBe('payment_refunded');
    expect(note.body).toContain('800.00');
    const twice = await call('POST', `/api/admin/payments/${payment.id}/refund`, adminToken, { note: 'ซ้ำ' });
    expect(twice.json().code).toBe('PAYMENT_STATE_CONFLICT');
  });
});

describe('a slip waiting when its booking ends', () => {
  async function submitted(quality: number): Promise<{ booking: Booking; payment: Payment }> {
    const booking = await newBooking();
    const open = (await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' })).json()
      .data;
    const bytes = await slipImage({ qrs: [], width: 900, height: 1600, quality });
    const payment = (
      await call('POST', `/api/payments/${open.id}/slip`, userToken, { slipImage: asDataUrl(bytes) })
    ).json().data;
    return { booking, payment };
  }

  it('cannot be approved after the customer cancelled (409); it can be turned down or refunded', async () => {
    const first = await submitted(71);
    await call('PATCH', `/api/bookings/${first.booking.id}/cancel`, userToken, { reason: 'ไม่สะดวกแล้ว' });
    const approve = await call('POST', `/api/admin/payments/${first.payment.id}/approve`, adminToken, {});
    expect(approve.statusCode).toBe(409);
    const reject = await call('POST', `/api/admin/payments/${first.payment.id}/reject`, adminToken, {
      reason: 'ไม่พบเงินโอนเข้า',
    });
    expect(reject.json().data.status).toBe('rejected');
    expect(await bookingStatus(first.booking.id)).toBe('cancelled');

    const second = await submitted(72);
    await call('PATCH', `/api/bookings/${second.booking.id}/cancel`, userToken, { reason: 'ไม่สะดวกแล้ว' });
    const refund = await call('POST', `/api/admin/payments/${second.payment.id}/refund`, adminToken, {
      note: 'ได้รับเงินแล้ว โอนคืนให้ลูกค้า',
    });
    expect(refund.json().data.status).toBe('refunded');
  });

  it('a pending payment of an expired booking takes no slip (409)', async () => {
    const booking = await newBooking();
    const open = (await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' })).json()
      .data;
    await ctx.database.db
      .update(bookings)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    expect(await expireOverdueBookings(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const bytes = await slipImage({ qrs: [], width: 950, height: 1700 });
    const late = await call('POST', `/api/payments/${open.id}/slip`, userToken, { slipImage: asDataUrl(bytes) });
    expect(late.statusCode).toBe(409);
    expect(await bookingStatus(booking.id)).toBe('expired');
  });
});

describe('GET /api/admin/payments/{id}/similar-slips', () => {
  it('flags a re-saved, rescaled copy of another payment’s slip, and not a different slip', async () => {
    const original = await slipImage({
      qrs: [{ text: 'not a slip qr', left: 120, top: 1300 }],
      width: 1000,
      height: 1800,
      noise: true,
    });
    const copy = await sharp(original).resize(760).jpeg({ quality: 55 }).toBuffer();
    const different = await slipImage({ qrs: [{ text: 'not a slip qr', left: 560, top: 300 }], width: 1000 });
    const uploads: Payment[] = [];
    for (const bytes of [original, copy, different]) {
      const booking = await newBooking();
      const payment = (await recordForReview(booking.id, bytes)).json().data;
      uploads.push(payment);
    }
    const [first, second, third] = uploads;
    if (!first || !second || !third) throw new Error('three uploads expected');
    const similar: SimilarSlip[] = (
      await call('GET', `/api/admin/payments/${second.id}/similar-slips`, adminToken)
    ).json().data;
    expect(similar.map((item) => item.paymentNo)).toContain(first.paymentNo);
    expect(similar.map((item) => item.paymentNo)).not.toContain(third.paymentNo);
    expect(similar.find((item) => item.paymentId === first.id)?.similarity).toBeGreaterThanOrEqual(90);
    expect((await call('GET', `/api/admin/payments/${second.id}/similar-slips`, userToken)).statusCode).toBe(403);
  });
});
