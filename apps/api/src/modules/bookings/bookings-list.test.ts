import { type Booking, type BookingListItem, BookingListItemSchema, type Payment } from '@jongdee/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, clinics, payments, services, users } from '../../db/schema.ts';
import { createBookingAs, daysAhead } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

// The lists skip their count when the page already says the total, and the plain list runs prepared
// statements, one per scope, sort and page (db/prepared.ts, decision 033): these pages must read the
// same.

const ctx = useTestApp();
let clinic: TestClinic;
let admin: { token: string; id: string };

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  const signedIn = await signInAsNewAdmin(ctx);
  admin = { token: signedIn.token, id: signedIn.user.id };
});

const get = async (url: string, token: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as { items: { id: string }[]; pagination: Record<string, number> };
};

/** A customer with `count` bookings, a day apart from tomorrow on. */
async function customerWith(count: number) {
  const customer = await registerUser(ctx.app);
  const booked: Booking[] = [];
  for (let day = 1; day <= count; day++)
    booked.push(await createBookingAs(ctx, customer.token, clinic, { appointmentDate: daysAhead(day) }));
  return { token: customer.token, email: customer.user.email, booked };
}

describe('GET /api/bookings pages', () => {
  it('answers the total of a full page, a last page, a page past the end and an empty list', async () => {
    const { token } = await customerWith(3);
    expect((await get('/api/bookings?limit=2', token)).pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
    });
    const last = await get('/api/bookings?limit=2&page=2', token);
    expect(last.items).toHaveLength(1);
    expect(last.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const beyond = await get('/api/bookings?limit=2&page=3', token);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 3, limit: 2, total: 3, totalPages: 2 });
    expect((await get('/api/bookings?limit=3', token)).pagination.total).toBe(3);

    const nobody = await registerUser(ctx.app);
    expect((await get('/api/bookings', nobody.token)).pagination).toEqual({
      page: 1,
      limit: 20,
      total: 0,
      totalPages: 0,
    });
  });

  it('pages through every sort in both orders without a repeat or a gap', async () => {
    const { token, booked } = await customerWith(3);
    const ids = booked.map((booking) => booking.id);
    for (const sortBy of ['createdAt', 'appointmentDate', 'bookingNo', 'totalAmount', 'status']) {
      const pages: Record<string, string[]> = {};
      for (const sortOrder of ['asc', 'desc']) {
        const query = `limit=2&sortBy=${sortBy}&sortOrder=${sortOrder}`;
        const first = await get(`/api/bookings?${query}`, token);
        const second = await get(`/api/bookings?${query}&page=2`, token);
        pages[sortOrder] = [...first.items, ...second.items].map((item) => item.id);
        expect([...(pages[sortOrder] ?? [])].sort()).toEqual([...ids].sort());
      }
      if (sortBy === 'createdAt' || sortBy === 'appointmentDate') {
        expect(pages.asc).toEqual(ids);
        expect(pages.desc).toEqual([...ids].reverse());
      }
    }
  });

  it("counts a filtered list, and a search by the customer's email", async () => {
    const { email, booked } = await customerWith(3);
    const ownClinic = await createTestClinic(ctx);
    const [first] = booked;
    if (!first) throw new Error('no booking');
    const elsewhere = await createBookingAs(ctx, (await registerUser(ctx.app)).token, ownClinic);

    const byClinic = await get(`/api/bookings?clinicId=${ownClinic.clinicId}&limit=1`, admin.token);
    expect(byClinic.items.map((item) => item.id)).toEqual([elsewhere.id]);
    expect(byClinic.pagination.total).toBe(1);

    const byEmail = await get(`/api/bookings?q=${encodeURIComponent(email)}&limit=1`, admin.token);
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.pagination.total).toBe(3);
  });

  it("gives each booking's own columns, and only a list's fields, on every route that lists it", async () => {
    const { token, booked } = await customerWith(2);
    const [first] = booked;
    if (!first) throw new Error('no booking');
    const { db } = ctx.database;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, first.id));
    const [owner] = await db.select().from(users).where(eq(users.id, first.userId));
    const [place] = await db.select().from(clinics).where(eq(clinics.id, clinic.clinicId));
    const [service] = await db.select().from(services).where(eq(services.id, clinic.serviceId));
    if (!row || !owner || !place || !service) throw new Error('not written');
    const expected: BookingListItem = {
      id: row.id,
      bookingNo: row.bookingNo,
      user: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        phone: owner.phone,
      },
      clinic: { id: place.id, name: place.name },
      service: { id: service.id, name: service.name },
      appointmentDate: row.appointmentDate,
      slotTime: row.slotTime,
      examineeCount: row.examineeCount,
      examineesFilled: 0,
      unitPrice: row.unitPrice,
      totalAmount: row.totalAmount,
      amountDue: row.totalAmount,
      rejectedSlipReason: null,
      status: 'pending_payment',
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      paymentDueAt: row.paymentDueAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
    // Decision 030: a list carries the schema's fields and no more; the record keeps its history.
    expect(Object.keys(expected).sort()).toEqual(Object.keys(BookingListItemSchema.shape).sort());
    expect(Object.keys(first)).toContain('confirmedBy');

    const mine = (await get('/api/bookings', token)).items.find((item) => item.id === first.id);
    const all = await get(`/api/bookings?q=${first.bookingNo}`, admin.token);
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(admin.token),
      payload: { type: 'bookings', q: first.bookingNo },
    });
    const user = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${first.userId}`,
      headers: bearer(admin.token),
    });
    expect(mine).toEqual(expected);
    expect(all.items).toEqual([expected]);
    expect(search.json().data.items).toEqual([expected]);
    expect(user.json().data.recentBookings.find((item: { id: string }) => item.id === first.id)).toEqual(expected);
  });

  it('shows what is still due as booking_amount_due computes it, whatever the payments', async () => {
    const { token, booked } = await customerWith(3);
    const [partly, paid, overpaid] = booked;
    if (!partly || !paid || !overpaid) throw new Error('no bookings');
    let made = 0;
    const payment = (bookingId: string, status: Payment['status'], amount: number) => ({
      paymentNo: `PAY-TEST-${Date.now()}-${++made}`,
      bookingId,
      userId: partly.userId,
      amount,
      method: 'bank_transfer' as const,
      status,
      ...(status === 'verified' || status === 'refunded' ? { verifiedBy: admin.id, verifiedAt: new Date() } : {}),
    });
    await ctx.database.db
      .insert(payments)
      .values([
        payment(partly.id, 'verified', 10_000),
        payment(partly.id, 'rejected', 5_000),
        payment(partly.id, 'refunded', 3_000),
        payment(partly.id, 'submitted', 2_000),
        payment(paid.id, 'verified', paid.totalAmount),
        payment(overpaid.id, 'verified', overpaid.totalAmount),
        payment(overpaid.id, 'verified', 1_000),
      ]);

    const listed = await get('/api/bookings?limit=10', token);
    const computed = await ctx.database.db
      .select({ id: bookings.id, due: sql<number>`booking_amount_due(${bookings.id}, ${bookings.totalAmount})` })
      .from(bookings)
      .where(inArray(bookings.id, [partly.id, paid.id, overpaid.id]));
    const expected = Object.fromEntries(computed.map((row) => [row.id, Number(row.due)]));
    expect(expected[partly.id]).toBe(partly.totalAmount - 10_000);
    expect(expected[paid.id]).toBe(0);
    expect(expected[overpaid.id]).toBe(0);
    for (const item of listed.items as BookingListItem[]) expect(item.amountDue).toBe(expected[item.id]);

    const mine = await get('/api/payments?limit=20', token);
    for (const item of mine.items as Payment[]) {
      expect(item.bookingAmountDue).toBe(expected[item.bookingId]);
      // One payment reads its booking in a one-table query, where Drizzle writes the columns bare.
      const one = await ctx.app.inject({ method: 'GET', url: `/api/payments/${item.id}`, headers: bearer(token) });
      expect(one.json().data.bookingAmountDue).toBe(expected[item.bookingId]);
    }
  });
});

describe('GET /api/payments pages', () => {
  it('answers the total of a full page, a page past the end, and of a search by booking number', async () => {
    const { token, booked } = await customerWith(3);
    for (const booking of booked) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: bearer(token),
        payload: { bookingId: booking.id, method: 'promptpay' },
      });
      expect(response.statusCode).toBe(201);
    }
    expect((await get('/api/payments?limit=2', token)).pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
    });
    const beyond = await get('/api/payments?limit=2&page=5', token);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(3);
    const asc = await get('/api/payments?limit=3&sortOrder=asc', token);
    const desc = await get('/api/payments?limit=3&sortOrder=desc', token);
    expect(asc.items.map((item) => item.id)).toEqual(desc.items.map((item) => item.id).reverse());

    const [first] = booked;
    // Staff lists show a payment waiting for its slip only when asked for that status.
    const found = await get(`/api/payments?q=${first?.bookingNo}&status=pending&limit=1`, admin.token);
    expect(found.pagination.total).toBe(1);
    expect((found.items as Payment[])[0]?.bookingId).toBe(first?.id);
  });
});

describe('GET /api/admin/users pages', () => {
  it('answers the same total on a full page, the last page and past the end', async () => {
    const { total } = (await get('/api/admin/users?limit=1', admin.token)).pagination;
    expect(total).toBeGreaterThan(1);
    const last = await get(`/api/admin/users?limit=1&page=${total}`, admin.token);
    expect(last.items).toHaveLength(1);
    expect(last.pagination.total).toBe(total);
    const beyond = await get(`/api/admin/users?limit=1&page=${(total ?? 0) + 1}`, admin.token);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(total);
  });
});
