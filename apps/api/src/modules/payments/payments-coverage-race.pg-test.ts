import type { Booking, Payment } from '@jongdee/contracts';
import { and, eq, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../db/schema.ts';
import { distinctSlip } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs, nthSlot } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

// Decision 014 under load: a change of examinee count racing the slip and its approval never leaves a
// booking confirmed with verified money below its total.

const PRICE = 12_000;
const ROUNDS = 8;
const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { price: PRICE, capacityPerSlot: 50 });
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
}, 60_000);

const call = apiCaller(ctx);

async function openRound(round: number): Promise<{ booking: Booking; payment: Payment; slip: Buffer }> {
  const booking = await createBookingAs(ctx, userToken, clinic, { ...nthSlot(round), examineeCount: 1 });
  const payment = (
    await call('POST', '/api/payments', userToken, { bookingId: booking.id, method: 'promptpay' })
  ).json().data;
  return { booking, payment, slip: await distinctSlip(round) };
}

/** Every booking confirmed by payment has verified money covering its total. */
async function underpaidConfirmed(bookingIds: string[]): Promise<string[]> {
  const underpaid: string[] = [];
  for (const id of bookingIds) {
    const [booking] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
    const [paid] = await ctx.database.db
      .select({ value: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.bookingId, id), eq(payments.status, 'verified')));
    if (booking?.status === 'confirmed' && (paid?.value ?? 0) < booking.totalAmount) underpaid.push(id);
  }
  return underpaid;
}

describe('a raised examinee count racing the slip and its approval', () => {
  it('the customer’s PUT against upload-then-approve never confirms an underpaid booking', async () => {
    const rounds = await Promise.all(Array.from({ length: ROUNDS }, (_, round) => openRound(round)));
    const outcomes = await Promise.all(
      rounds.map(async ({ booking, payment, slip }) => {
        const [raise, approved] = await Promise.all([
          call('PUT', `/api/bookings/${booking.id}`, userToken, { examineeCount: 10 }),
          (async () => {
            const uploaded = await call('POST', `/api/payments/${payment.id}/slip`, userToken, {
              slipImage: `data:image/jpeg;base64,${slip.toString('base64')}`,
            });
            if (uploaded.statusCode !== 200) return uploaded;
            return call('POST', `/api/admin/payments/${payment.id}/approve`, adminToken, {});
          })(),
        ]);
        return [raise.statusCode, approved.statusCode];
      }),
    );
    // Every request ends in a success or a Thai 409, never a 500 (a deadlock would be one).
    expect(outcomes.flat().every((status) => status === 200 || status === 409)).toBe(true);
    expect(await underpaidConfirmed(rounds.map((round) => round.booking.id))).toEqual([]);
  }, 120_000);

  it('an admin’s PUT against the approval of a waiting slip never confirms an underpaid booking', async () => {
    const rounds = await Promise.all(Array.from({ length: ROUNDS }, (_, round) => openRound(ROUNDS + round)));
    for (const { payment, slip } of rounds) {
      const uploaded = await call('POST', `/api/payments/${payment.id}/slip`, userToken, {
        slipImage: `data:image/jpeg;base64,${slip.toString('base64')}`,
      });
      expect(uploaded.statusCode).toBe(200);
    }
    const outcomes = await Promise.all(
      rounds.flatMap(({ booking, payment }) => [
        call('PUT', `/api/bookings/${booking.id}`, adminToken, { examineeCount: 10 }),
        call('POST', `/api/admin/payments/${payment.id}/approve`, adminToken, {}),
      ]),
    );
    expect(outcomes.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    expect(await underpaidConfirmed(rounds.map((round) => round.booking.id))).toEqual([]);
  }, 120_000);
});
