import type { Payment } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.ts';
import { distinctSlip } from '../../lib/slips/slip-fixtures.ts';
import { createBookingAs, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

// The payment screen shows what to pay from the booking alone; the payment is made when the customer
// sends a slip. Staff lists show payments that carry a slip or money, not ones still waiting for a slip.

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx, { price: 65_000 });
  adminToken = (await signInAsNewAdmin(ctx)).token;
}, 60_000);

const call = apiCaller(ctx);
const nextSlot = slotSequence();
const rowsOf = (bookingId: string) => ctx.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const asDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

async function staffList(query: string): Promise<{ items: Payment[]; total: number }> {
  const response = await call('GET', `/api/payments?${query}`, adminToken);
  expect(response.statusCode).toBe(200);
  return { items: response.json().data.items, total: response.json().data.pagination.total };
}

describe('what to pay, before any payment exists', () => {
  it('gives the amount due, its PromptPay payload and the account without making a payment row', async () => {
    const customer = await registerUser(ctx.app);
    const booking = await createBookingAs(ctx, customer.token, clinic, { ...nextSlot(), examineeCount: 2 });
    for (let visit = 0; visit < 3; visit++) {
      const instructions = await call('GET', `/api/payments/promptpay/${booking.id}`, customer.token);
      expect(instructions.statusCode).toBe(200);
      expect(instructions.json().data).toMatchObject({ bookingId: booking.id, amountDue: 130_000 });
      // The payload carries the amount (tag 54) exactly.
      expect(instructions.json().data.payload).toContain('54071300.00');
    }
    expect(await rowsOf(booking.id)).toEqual([]);
    const ofBooking = await call('GET', `/api/payments/booking/${booking.id}`, customer.token);
    expect(ofBooking.json().data).toEqual([]);
  });
});

describe('the payment made when a slip is sent', () => {
  it('makes one payment and one submitted slip when two tabs send at once', async () => {
    const customer = await registerUser(ctx.app);
    const booking = await createBookingAs(ctx, customer.token, clinic, nextSlot());
    // Each tab opens the payment (idempotent) and sends its slip, both at the same moment.
    const send = async (seed: number) => {
      const opened = await call('POST', '/api/payments', customer.token, {
        bookingId: booking.id,
        method: 'promptpay',
      });
      const slip = asDataUrl(await distinctSlip(seed));
      return call('POST', `/api/payments/${opened.json().data.id}/slip`, customer.token, { slipImage: slip });
    };
    const answers = await Promise.all([send(8101), send(8102)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().code).toBe('PAYMENT_STATE_CONFLICT');
    const rows = await rowsOf(booking.id);
    expect(rows.map((row) => row.status)).toEqual(['submitted']);
    expect((await call('GET', `/api/bookings/${booking.id}`, customer.token)).json().data.status).toBe(
      'payment_review',
    );
  });
});

describe('staff payment lists', () => {
  it('leave out payments still waiting for a slip unless asked for them or one booking’s; the customer sees theirs', async () => {
    const customer = await registerUser(ctx.app);
    const waiting = await createBookingAs(ctx, customer.token, clinic, nextSlot());
    const sent = await createBookingAs(ctx, customer.token, clinic, nextSlot());
    const empty: Payment = (
      await call('POST', '/api/payments', customer.token, { bookingId: waiting.id, method: 'promptpay' })
    ).json().data;
    const withSlip: Payment = (
      await call('POST', '/api/payments', customer.token, { bookingId: sent.id, method: 'promptpay' })
    ).json().data;
    const uploaded = await call('POST', `/api/payments/${withSlip.id}/slip`, customer.token, {
      slipImage: asDataUrl(await distinctSlip(8201)),
    });
    expect(uploaded.statusCode).toBe(200);

    const everything = await staffList('limit=100');
    const listedIds = everything.items.map((item) => item.id);
    expect(listedIds).toContain(withSlip.id);
    expect(listedIds).not.toContain(empty.id);
    expect(everything.items.every((item) => item.status !== 'pending')).toBe(true);
    // The count agrees with the rows, in the plain list and a filtered one.
    const pendingRows = (await ctx.database.db.select().from(payments)).filter((row) => row.status === 'pending');
    const allRows = await ctx.database.db.select().from(payments);
    expect(everything.total).toBe(allRows.length - pendingRows.length);
    const bySearch = await staffList(`q=${waiting.bookingNo}`);
    expect(bySearch.total).toBe(0);

    const askedFor = await staffList(`status=pending&q=${waiting.bookingNo}`);
    expect(askedFor.items.map((item) => item.id)).toEqual([empty.id]);
    // One booking's payments, as its page lists them, are all shown.
    const oneBooking = await staffList(`bookingId=${waiting.id}`);
    expect(oneBooking.items.map((item) => item.id)).toEqual([empty.id]);
    // The search screen reads the same list.
    const searched = await call('POST', '/api/search', adminToken, { type: 'payments', q: waiting.bookingNo });
    expect(searched.json().data.pagination.total).toBe(0);

    const mine = (await call('GET', '/api/payments', customer.token)).json().data;
    expect(mine.items.map((item: Payment) => item.id).sort()).toEqual([empty.id, withSlip.id].sort());
  });
});
