import { APPOINTMENT_STATUSES, BOOKING_STATUSES, type Booking } from '@jongdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../db/schema.ts';
import { runExclusive } from '../../lib/jobs/job-runner.ts';
import { createBookingAs, daysAhead } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import {
  addTestDoctor,
  certifyExaminees,
  confirmedBookingWithExaminees,
  payInCash,
  thaiIdFor,
} from '../../test/exam-factory.ts';
import { apiCaller, useStaffAndCustomer, useTestApp } from '../../test/helpers.ts';
import { reportJobs } from './reports.jobs.ts';

// The daily roll-up behind /admin/reports is kept by triggers (migration 0009, decision 012). Whatever
// the writes — through the API or straight to the tables — what the triggers kept must equal the
// roll-up computed again from the tables (report_rebuild), before and after folding.

const ctx = useTestApp();
const call = apiCaller(ctx);
const tokens = useStaffAndCustomer(ctx, { firstName: 'สมปอง', lastName: 'นับดี' });
let clinicA: TestClinic;
let clinicB: TestClinic;

type Figures = Record<string, string | number>;

/** Every non-zero day × clinic × service of the roll-up: the folded rows plus the changes not folded yet. */
async function rolledUp(): Promise<Figures[]> {
  const rows = await query<Figures>(sql`
    select day::text, clinic_id, service_id,
           sum(revenue)::float8 as revenue, sum(payments)::int as payments, sum(refunds)::float8 as refunds,
           sum(refund_count)::int as refund_count, sum(made_pending_payment)::int as made_pending_payment,
           sum(made_payment_review)::int as made_payment_review, sum(made_confirmed)::int as made_confirmed,
           sum(made_completed)::int as made_completed, sum(made_cancelled)::int as made_cancelled,
           sum(made_expired)::int as made_expired, sum(places)::int as places, sum(registered)::int as registered,
           sum(general_valid)::int as general_valid, sum(general_revoked)::int as general_revoked,
           sum(driving_licence_valid + driving_licence_revoked + migrant_worker_valid + migrant_worker_revoked
               + pre_employment_valid + pre_employment_revoked + other_valid + other_revoked)::int as other_types
      from (select * from report_daily
            union all
            select (jsonb_populate_record(null::report_daily, to_jsonb(c))).* from report_daily_changes c) all_rows
     group by day, clinic_id, service_id
     order by day, clinic_id, service_id`);
  return rows.filter((row) =>
    Object.entries(row).some(
      ([key, value]) => !['day', 'clinic_id', 'service_id'].includes(key) && Number(value) !== 0,
    ),
  );
}

async function query<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

async function pendingChanges(): Promise<number> {
  const [row] = await query<{ n: number }>(sql`select count(*)::int as n from report_daily_changes`);
  return Number(row?.n);
}

/** What the triggers kept, then the same computed from scratch: they must agree. */
async function expectRollUpMatchesTables(): Promise<Figures[]> {
  const kept = await rolledUp();
  await ctx.database.db.execute(sql`select report_rebuild()`);
  const rebuilt = await rolledUp();
  expect(kept).toEqual(rebuilt);
  return rebuilt;
}

async function book(clinic: TestClinic, date: string, slotTime: string, examineeCount: number): Promise<Booking> {
  return createBookingAs(ctx, tokens.user, clinic, { appointmentDate: date, slotTime, examineeCount });
}

beforeAll(async () => {
  clinicA = await createTestClinic(ctx, { price: 70_000 });
  clinicB = await createTestClinic(ctx, { price: 45_000 });
}, 60_000);

describe('the report roll-up kept by triggers', () => {
  it('holds places for exactly the appointment statuses of the contracts', async () => {
    for (const status of BOOKING_STATUSES) {
      const [row] = await query<{ holds: boolean }>(sql`select report_holds_places(${status}) as holds`);
      expect(row?.holds, status).toBe((APPOINTMENT_STATUSES as readonly string[]).includes(status));
    }
  });

  it('counts a booking as made, its places and named examinees, as the API changes it', async () => {
    const date = daysAhead(4);
    const booking = await book(clinicA, date, '09:00', 3);
    const added = await call('POST', `/api/bookings/${booking.id}/examinees`, tokens.user, {
      title: 'นาย',
      firstName: 'มานะ',
      lastName: 'นับดี',
      idType: 'thai_id',
      idNumber: thaiIdFor(20),
      gender: 'male',
    });
    expect(added.statusCode).toBe(201);
    let rows = await rolledUp();
    const appointment = rows.find((row) => row.day === date && row.clinic_id === clinicA.clinicId);
    expect(appointment).toMatchObject({ places: 3, registered: 1 });
    expect(rows.reduce((sum, row) => sum + Number(row.made_pending_payment), 0)).toBe(1);

    // Removing the examinee, moving the appointment and cancelling each move the figures.
    const examineeId: string = added.json().data.examinees[0].id;
    expect((await call('DELETE', `/api/bookings/${booking.id}/examinees/${examineeId}`, tokens.user)).statusCode).toBe(
      200,
    );
    const later = daysAhead(6);
    const moved = await call('PUT', `/api/bookings/${booking.id}`, tokens.user, {
      appointmentDate: later,
      slotTime: '10:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    rows = await rolledUp();
    expect(rows.find((row) => row.day === date && Number(row.places) !== 0)).toBeUndefined();
    expect(rows.find((row) => row.day === later)).toMatchObject({ places: 3, registered: 0 });
    expect(
      (await call('PATCH', `/api/bookings/${booking.id}/cancel`, tokens.user, { reason: 'ติดธุระ' })).statusCode,
    ).toBe(200);
    rows = await rolledUp();
    expect(rows.find((row) => row.day === later && Number(row.places) !== 0)).toBeUndefined();
    expect(rows.reduce((sum, row) => sum + Number(row.made_cancelled), 0)).toBe(1);
    await expectRollUpMatchesTables();
  });

  it('follows money, certificates, a change of service, expiry and deletion; folding changes no total', async () => {
    const db = ctx.database.db;
    // Paid in cash, examined, certified; one certificate revoked and reissued.
    const paid = await book(clinicA, daysAhead(2), '11:00', 2);
    const people = await confirmedBookingWithExaminees(ctx, tokens, paid, 2, 30);
    await payInCash(ctx, tokens.admin, paid);
    const doctorId = (await addTestDoctor(ctx, tokens.admin, clinicA.clinicId)).id;
    const issued = await certifyExaminees(ctx, tokens.admin, paid, people, doctorId);
    expect(issued).toHaveLength(2);
    const reissued = await call('POST', `/api/admin/certificates/${issued[0]?.id}/reissue`, tokens.admin, {
      reason: 'พิมพ์ชื่อผิด',
    });
    expect(reissued.statusCode, reissued.body).toBeLessThan(300);
    let rows = await expectRollUpMatchesTables();
    expect(rows.reduce((sum, row) => sum + Number(row.general_valid), 0)).toBe(2);
    expect(rows.reduce((sum, row) => sum + Number(row.general_revoked), 0)).toBe(1);
    expect(rows.reduce((sum, row) => sum + Number(row.revenue), 0)).toBe(paid.totalAmount);

    // Refunded after a cancellation, on another booking.
    const cancelled = await book(clinicB, daysAhead(3), '09:00', 1);
    const cash = await payInCash(ctx, tokens.admin, cancelled);
    expect(
      (await call('PATCH', `/api/bookings/${cancelled.id}/cancel`, tokens.admin, { reason: 'ปิดคลินิก' })).statusCode,
    ).toBe(200);
    const refund = await call('POST', `/api/admin/payments/${cash}/refund`, tokens.admin, {
      note: 'โอนคืนแล้ว',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // Folding in between: the totals stay, the changes are gone, and the next writes add to them.
    const beforeFold = await rolledUp();
    expect(await pendingChanges()).toBeGreaterThan(0);
    const [fold] = reportJobs;
    expect(await runExclusive(db, fold as (typeof reportJobs)[number])).toBeGreaterThan(0);
    expect(await pendingChanges()).toBe(0);
    expect(await rolledUp()).toEqual(beforeFold);

    // Straight to the tables, as an operator's fix would: the paid booking moves to clinic B's
    // service (its money and certificates follow), its money is re-dated, an unpaid booking expires,
    // and one is deleted with its examinees.
    await db.update(bookings).set({ serviceId: clinicB.serviceId }).where(eq(bookings.id, paid.id));
    await db
      .update(payments)
      .set({ verifiedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(payments.bookingId, paid.id));
    const unpaid = await book(clinicB, daysAhead(5), '09:00', 2);
    await db.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, unpaid.id));
    const doomed = await book(clinicA, daysAhead(7), '09:00', 2);
    await confirmedBookingWithExaminees(ctx, tokens, doomed, 2, 40);
    await db.transaction(async (tx) => {
      await tx.delete(payments).where(eq(payments.bookingId, doomed.id));
      await tx.delete(bookings).where(eq(bookings.id, doomed.id));
    });
    rows = await expectRollUpMatchesTables();
    expect(rows.some((row) => row.day === daysAhead(7) && Number(row.places) !== 0)).toBe(false);
    expect(rows.reduce((sum, row) => sum + Number(row.made_expired), 0)).toBe(1);
    expect(
      rows
        .filter((row) => row.service_id === clinicB.serviceId && row.clinic_id === clinicA.clinicId)
        .reduce((sum, row) => sum + Number(row.general_valid) + Number(row.revenue), 0),
    ).toBe(2 + paid.totalAmount);
  });
});
