import {
  BOOKING_SORT_KEYS,
  CERTIFICATE_SORT_KEYS,
  CUSTOMER_PAGE_SIZE,
  PAYMENT_SORT_KEYS,
  STAFF_PAGE_SIZES,
  USER_SORT_KEYS,
} from '@jongdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBookingAs, daysAhead } from '../test/booking-factory.ts';
import { createTestClinic } from '../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees, payInCash } from '../test/exam-factory.ts';
import { bearer, registerUser, signInAsNewAdmin, useTestApp } from '../test/helpers.ts';

// The first page of a plain list in a size a screen asks for runs a statement of its own, with the size
// written into its text (db/prepared.ts); any other page runs the statement with placeholders. Both
// must read the same rows in the same order, in every sort of every list, and the count must agree.

const ctx = useTestApp();
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  const clinic = await createTestClinic(ctx);
  adminToken = (await signInAsNewAdmin(ctx)).token;
  const doctor = await addTestDoctor(ctx, adminToken, clinic.clinicId);
  const customer = await registerUser(ctx.app);
  const other = await registerUser(ctx.app);
  // Two more who have not booked: the users list is longer than a page of three.
  for (let more = 0; more < 2; more++) await registerUser(ctx.app);
  customerToken = customer.token;
  const booked = [];
  for (let day = 1; day <= 9; day++)
    booked.push(
      await createBookingAs(ctx, day % 3 ? customer.token : other.token, clinic, {
        appointmentDate: daysAhead(day),
        examineeCount: 2,
      }),
    );
  const [first, second, ...rest] = booked;
  if (!first || !second) throw new Error('no bookings');
  // Two bookings come to the clinic and get their certificates; the others are paid at the counter.
  for (const [index, booking] of [first, second].entries()) {
    const tokens = { admin: adminToken, user: booking.userId === first.userId ? customer.token : other.token };
    const examinees = await confirmedBookingWithExaminees(ctx, tokens, booking, 2, index * 2);
    await certifyExaminees(ctx, adminToken, booking, examinees, doctor.id);
  }
  for (const booking of rest) await payInCash(ctx, adminToken, booking);
}, 60_000);

const page = async (url: string, token: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, url).toBe(200);
  const { items, pagination } = response.json().data as { items: { id: string }[]; pagination: { total: number } };
  return { ids: items.map((item) => item.id), total: pagination.total };
};
const ids = async (url: string, token: string) => (await page(url, token)).ids;

/** For every sort, the first page of `size` against the same rows read three at a time. */
async function samePagesInEverySort(
  path: string,
  token: string,
  sortKeys: readonly string[],
  size: number,
  filter = '',
) {
  for (const sortBy of sortKeys)
    for (const sortOrder of ['asc', 'desc']) {
      const query = `${filter}sortBy=${sortBy}&sortOrder=${sortOrder}`;
      const first = await page(`${path}?${query}&limit=${size}`, token);
      const firstPage = first.ids;
      expect(firstPage.length, `${path} ${query}`).toBeGreaterThan(3);
      const inThrees: string[] = [];
      for (let page = 1; inThrees.length < firstPage.length; page++) {
        const next = await ids(`${path}?${query}&limit=3&page=${page}`, token);
        if (next.length === 0) break;
        inThrees.push(...next);
      }
      expect(firstPage, `${path} ${query}`).toEqual(inThrees.slice(0, size));
      // The first page counts its list in its own statement; a full page of three, not a screen's
      // first page, cannot tell the total and counts it apart: both are every row there is.
      if (firstPage.length < size) {
        expect(first.total, `${path} ${query}`).toBe(firstPage.length);
        expect((await page(`${path}?${query}&limit=3`, token)).total, `${path} ${query}`).toBe(firstPage.length);
      }
    }
}

describe('a first page in a screen size', () => {
  it("reads the rows of the smaller pages: the customer's bookings and payments", async () => {
    await samePagesInEverySort('/api/bookings', customerToken, BOOKING_SORT_KEYS, CUSTOMER_PAGE_SIZE);
    await samePagesInEverySort('/api/payments', customerToken, PAYMENT_SORT_KEYS, CUSTOMER_PAGE_SIZE);
  });

  it("reads the rows of the smaller pages: the customer's upcoming bookings, as the dashboard asks them", async () => {
    await samePagesInEverySort(
      '/api/bookings',
      customerToken,
      BOOKING_SORT_KEYS,
      CUSTOMER_PAGE_SIZE,
      'period=upcoming&',
    );
  });

  it("reads the rows of the smaller pages: the staff's bookings, payments, certificates and users", async () => {
    for (const size of STAFF_PAGE_SIZES) {
      await samePagesInEverySort('/api/bookings', adminToken, BOOKING_SORT_KEYS, size);
      await samePagesInEverySort('/api/payments', adminToken, PAYMENT_SORT_KEYS, size);
      await samePagesInEverySort('/api/admin/certificates', adminToken, CERTIFICATE_SORT_KEYS, size);
      await samePagesInEverySort('/api/admin/users', adminToken, USER_SORT_KEYS, size);
    }
  });
});
