import type { BookingListItem } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { distinctSlip } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs, daysAhead, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

// The customer's list on / in three parts (BOOKING_PERIODS), and the reason of a refused slip on each
// booking waiting for a new one.

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  adminToken = (await signInAsNewAdmin(ctx)).token;
}, 60_000);

const call = apiCaller(ctx);
const nextSlot = slotSequence();

async function list(token: string, query: string): Promise<{ items: BookingListItem[]; total: number }> {
  const response = await call('GET', `/api/bookings?${query}`, token);
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  return { items: data.items, total: data.pagination.total };
}

describe('GET /api/bookings?period=', () => {
  it('puts every booking in exactly one of upcoming, past and closed', async () => {
    const customer = await registerUser(ctx.app);
    const book = () => createBookingAs(ctx, customer.token, clinic, nextSlot());
    const [waiting, inReview, confirmed, confirmedBefore, completedEarly, cancelled, expired] = await Promise.all([
      book(),
      book(),
      book(),
      book(),
      book(),
      book(),
      book(),
    ]);
    if (!waiting || !inReview || !confirmed || !confirmedBefore || !completedEarly || !cancelled || !expired)
      throw new Error('bookings missing');
    const set = (id: string, values: Partial<typeof bookings.$inferInsert>) =>
      ctx.database.db.update(bookings).set(values).where(eq(bookings.id, id));
    expect((await call('POST', `/api/bookings/${confirmed.id}/confirm`, adminToken, {})).statusCode).toBe(200);
    expect((await call('POST', `/api/bookings/${confirmedBefore.id}/confirm`, adminToken, {})).statusCode).toBe(200);
    expect((await call('POST', `/api/bookings/${completedEarly.id}/confirm`, adminToken, {})).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/bookings/${cancelled.id}/cancel`, customer.token, { reason: 'ติดธุระ' })).statusCode,
    ).toBe(200);
    // A day gone by, and states the clock or the clinic reach: written as the jobs would leave them.
    await set(confirmedBefore.id, { appointmentDate: daysAhead(-2) });
    await set(inReview.id, { status: 'payment_review' });
    await set(completedEarly.id, { status: 'completed', completedAt: new Date() });
    await set(expired.id, { status: 'expired', expiredAt: new Date() });

    const ids = async (period: string) =>
      (await list(customer.token, `period=${period}&sortBy=appointmentDate&sortOrder=asc`)).items.map(
        (item) => item.id,
      );
    const upcoming = await ids('upcoming');
    const past = await ids('past');
    const closed = await ids('closed');
    expect(upcoming.sort()).toEqual([waiting.id, inReview.id, confirmed.id].sort());
    // Completed counts as past even when its appointment date is still ahead.
    expect(past.sort()).toEqual([confirmedBefore.id, completedEarly.id].sort());
    expect(closed.sort()).toEqual([cancelled.id, expired.id].sort());

    // With a status (a count card), and paged: the total is of the part only.
    const confirmedUpcoming = await list(customer.token, 'period=upcoming&status=confirmed&limit=1');
    expect(confirmedUpcoming.items.map((item) => item.id)).toEqual([confirmed.id]);
    expect(confirmedUpcoming.total).toBe(1);
    const firstOfPast = await list(customer.token, 'period=past&limit=1');
    expect(firstOfPast.items).toHaveLength(1);
    expect(firstOfPast.total).toBe(2);

    // Someone else's bookings are in nobody's part; an admin's list takes the same filter.
    const stranger = await registerUser(ctx.app);
    expect((await list(stranger.token, 'period=upcoming')).total).toBe(0);
    const asAdmin = await list(adminToken, `period=closed&q=${encodeURIComponent(customer.user.email ?? '')}`);
    expect(asAdmin.items.map((item) => item.id).sort()).toEqual([cancelled.id, expired.id].sort());
  });

  it('refuses a period it does not know with a Thai 400', async () => {
    const customer = await registerUser(ctx.app);
    const response = await call('GET', '/api/bookings?period=later', customer.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/[ก-๙]/);
  });
});

describe('rejectedSlipReason', () => {
  it('says why the latest slip was refused until a new one is sent, in the list and on the booking', async () => {
    const customer = await registerUser(ctx.app);
    const booking = await createBookingAs(ctx, customer.token, clinic, nextSlot());
    const reason = async () => {
      const one = (await call('GET', `/api/bookings/${booking.id}`, customer.token)).json().data;
      const listed = (await list(customer.token, 'period=upcoming')).items.find((item) => item.id === booking.id);
      expect(listed?.rejectedSlipReason).toBe(one.rejectedSlipReason);
      return one.rejectedSlipReason as string | null;
    };
    expect(await reason()).toBeNull();

    const open = (
      await call('POST', '/api/payments', customer.token, { bookingId: booking.id, method: 'promptpay' })
    ).json().data;
    const slip = (seed: number) =>
      distinctSlip(seed).then((bytes) => `data:image/jpeg;base64,${bytes.toString('base64')}`);
    expect(
      (await call('POST', `/api/payments/${open.id}/slip`, customer.token, { slipImage: await slip(7101) })).statusCode,
    ).toBe(200);
    expect(await reason()).toBeNull();
    const rejected = await call('POST', `/api/admin/payments/${open.id}/reject`, adminToken, {
      reason: 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await reason()).toBe('ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ');

    // A new payment still waiting for its slip does not hide the reason; the new slip does.
    const again = (
      await call('POST', '/api/payments', customer.token, { bookingId: booking.id, method: 'promptpay' })
    ).json().data;
    expect(await reason()).toBe('ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ');
    expect(
      (await call('POST', `/api/payments/${again.id}/slip`, customer.token, { slipImage: await slip(7102) }))
        .statusCode,
    ).toBe(200);
    const afterwards = (await call('GET', `/api/bookings/${booking.id}`, customer.token)).json().data;
    expect(afterwards.status).toBe('payment_review');
    expect(afterwards.rejectedSlipReason).toBeNull();
  });
});
