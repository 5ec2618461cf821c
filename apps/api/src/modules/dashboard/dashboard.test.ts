import type { Booking, Certificate, Dashboard, Examinee } from '@jongdee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backups, bookings, certificates, payments, slotUsage } from '../../db/schema.ts';
import { addDays, bangkokToday, weekday } from '../../lib/clinic-time.ts';
import { createBookingAs, daysAhead } from '../../test/booking-factory.ts';
import { createTestClinic, EVERY_DAY_8_TO_5, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees } from '../../test/exam-factory.ts';
import { apiCaller, useStaffAndCustomer, useTestApp } from '../../test/helpers.ts';

// The numbers of /admin against data whose every figure is known: a database of this file's own,
// with bookings moved to today, payments written with chosen verification times, and certificates
// issued through the API (one of them dated last month).

const ctx = useTestApp();
const call = apiCaller(ctx);
const tokens = useStaffAndCustomer(ctx, { firstName: 'สมหญิง', lastName: 'รักดี' });
let clinicA: TestClinic;
let clinicB: TestClinic;
const now = new Date();
const today = bangkokToday(now);
const month = today.slice(0, 7);
const monthStart = (value: string) => new Date(`${value}-01T00:00:00+07:00`);
const previousMonth = new Date(monthStart(month).getTime() - 86_400_000).toISOString().slice(0, 7);
const twoMonthsAgo = new Date(monthStart(previousMonth).getTime() - 86_400_000).toISOString().slice(0, 7);
const lastDayOfPreviousMonth = Number(
  new Date(monthStart(month).getTime() - 86_400_000 + 7 * 3_600_000).toISOString().slice(8, 10),
);
const CLOSED_FOR_WORKS = { date: addDays(today, 2), reason: 'ปิดปรับปรุงห้องตรวจ' };
/** Clinic B rests on Sundays. */
const CLOSED_SUNDAYS = EVERY_DAY_8_TO_5.map((day, index) => (index === 0 ? null : day));

const todays: Record<'pending' | 'review' | 'confirmed' | 'completed' | 'cancelled' | 'ended', Booking> = {} as never;
let certificateCount = 0;

/** The `n`th day (from 0) ten days ahead or later that is not a Sunday, when clinic B is closed. */
function openDayAhead(n: number): string {
  const days = Array.from({ length: 2 * n + 10 }, (_, index) => daysAhead(10 + index));
  return days.filter((date) => weekday(date) !== 0)[n] as string;
}

let slot = 0;
/** A booking of the customer's in a slot of its own, ten days or more ahead (outside the dashboard's week). */
function futureBooking(clinic: TestClinic, examineeCount = 1): Promise<Booking> {
  slot += 1;
  return createBookingAs(ctx, tokens.user, clinic, {
    // Never a Sunday: on a Thursday in Bangkok ten days ahead is one, and clinic B is closed then.
    appointmentDate: openDayAhead(Math.floor(slot / 9)),
    slotTime: `${String(8 + (slot % 9)).padStart(2, '0')}:00`,
    examineeCount,
  });
}

/**
 * Moves a booking to today at `time`, carrying its places in slot_usage along, as a reschedule would:
 * the API only books slots still to come, and these tests must not depend on the hour they run.
 */
async function moveToToday(booking: Booking, time: string): Promise<void> {
  const db = ctx.database.db;
  await db
    .update(slotUsage)
    .set({ booked: sql`${slotUsage.booked} - ${booking.examineeCount}` })
    .where(
      and(
        eq(slotUsage.clinicId, booking.clinic.id),
        eq(slotUsage.date, booking.appointmentDate),
        eq(slotUsage.slotTime, booking.slotTime),
      ),
    );
  await db.update(bookings).set({ appointmentDate: today, slotTime: time }).where(eq(bookings.id, booking.id));
  await db
    .insert(slotUsage)
    .values({ clinicId: booking.clinic.id, date: today, slotTime: time, booked: booking.examineeCount })
    .onConflictDoUpdate({
      target: [slotUsage.clinicId, slotUsage.date, slotUsage.slotTime],
      set: { booked: sql`${slotUsage.booked} + excluded.booked` },
    });
}

type Tuple10<T> = [T, T, T, T, T, T, T, T, T, T];

let paymentNumber = 0;
/** A payment row as the payments module leaves it, with the times these tests choose. */
async function payment(
  booking: Booking,
  values: { amount: number; status: 'submitted' | 'verified' | 'refunded' | 'rejected'; at: Date },
): Promise<void> {
  paymentNumber += 1;
  await ctx.database.db.insert(payments).values({
    paymentNo: `PAY-TEST-${paymentNumber}`,
    bookingId: booking.id,
    userId: booking.userId,
    amount: values.amount,
    method: 'bank_transfer',
    status: values.status,
    slipUploadedAt: values.status === 'submitted' ? values.at : null,
    verifiedAt: values.status === 'verified' || values.status === 'refunded' ? values.at : null,
    createdAt: values.at,
  });
}

const dashboard = async (): Promise<Dashboard> => {
  const response = await call('GET', '/api/admin/dashboard', tokens.admin);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  clinicA = await createTestClinic(ctx, { capacityPerSlot: 10 });
  clinicB = await createTestClinic(ctx, {
    capacityPerSlot: 5,
    openingHours: CLOSED_SUNDAYS,
    closedDates: [CLOSED_FOR_WORKS],
  });
  // An inactive clinic is left out of the week.
  await createTestClinic(ctx, { isActive: false });

  // Today: four appointments (one of each status that holds places), one cancelled, one slot already over.
  todays.pending = await futureBooking(clinicA, 2);
  todays.confirmed = await futureBooking(clinicA, 3);
  todays.review = await futureBooking(clinicB, 1);
  todays.completed = await futureBooking(clinicA, 4);
  todays.cancelled = await futureBooking(clinicA, 5);
  await moveToToday(todays.pending, '23:00');
  await moveToToday(todays.confirmed, '23:00');
  await moveToToday(todays.review, '23:00');
  await moveToToday(todays.completed, '00:00');
  await moveToToday(todays.cancelled, '22:00');
  expect((await call('POST', `/api/bookings/${todays.confirmed.id}/confirm`, tokens.admin, {})).statusCode).toBe(200);
  expect(
    (await call('PATCH', `/api/bookings/${todays.cancelled.id}/cancel`, tokens.admin, { reason: 'ลูกค้าขอยกเลิก' }))
      .statusCode,
  ).toBe(200);
  const db = ctx.database.db;
  await db.update(bookings).set({ status: 'payment_review' }).where(eq(bookings.id, todays.review.id));
  await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, todays.completed.id));
  todays.ended = todays.completed;

  // Money: what counts is verified, by the Bangkok month of verifiedAt.
  const paid = await Promise.all(Array.from({ length: 10 }, () => futureBooking(clinicA)));
  const [p1, p2, p3, p4, p5, p6, p7, p8, q1, q2] = paid as Tuple10<Booking>;
  await payment(p1, { amount: 80_000, status: 'verified', at: now });
  await payment(p2, { amount: 160_000, status: 'verified', at: now });
  // The first instant of this month belongs to it; the last minute of last month does not.
  await payment(p3, { amount: 30_000, status: 'verified', at: monthStart(month) });
  await payment(p4, { amount: 70_000, status: 'verified', at: new Date(monthStart(month).getTime() - 60_000) });
  await payment(p5, {
    amount: 50_000,
    status: 'verified',
    at: new Date(monthStart(previousMonth).getTime() + 12 * 3_600_000),
  });
  await payment(p6, { amount: 99_900, status: 'verified', at: monthStart(twoMonthsAgo) });
  // Money sent back is not revenue.
  await payment(p7, { amount: 45_000, status: 'refunded', at: now });
  await payment(p8, { amount: 12_300, status: 'rejected', at: now });
  // Two slips waiting, the older for three hours.
  await payment(q1, { amount: 80_000, status: 'submitted', at: new Date(now.getTime() - 3 * 3_600_000) });
  await payment(q2, { amount: 80_000, status: 'submitted', at: new Date(now.getTime() - 3_600_000) });

  // Certificates: three issued now, one of them moved to last month, another revoked.
  const doctorId = (await addTestDoctor(ctx, tokens.admin, clinicA.clinicId)).id;
  const booking = await futureBooking(clinicA, 3);
  const examinees: Examinee[] = await confirmedBookingWithExaminees(ctx, tokens, booking, 3);
  const issued = await certifyExaminees(ctx, tokens.admin, booking, examinees, doctorId);
  certificateCount = issued.length;
  // Certifying checked them in today (the factory brings the appointment to today); back to its own
  // day, so that today's appointments above stay the ones counted.
  await db.update(bookings).set({ appointmentDate: booking.appointmentDate }).where(eq(bookings.id, booking.id));
  const [lastMonths, revoked] = issued as [Certificate, Certificate];
  await db
    .update(certificates)
    .set({ issuedAt: new Date(monthStart(month).getTime() - 3_600_000) })
    .where(eq(certificates.id, lastMonths.id));
  const revoke = await call('POST', `/api/admin/certificates/${revoked.id}/revoke`, tokens.admin, {
    reason: 'พิมพ์ชื่อผิด',
  });
  expect(revoke.statusCode).toBe(200);
}, 120_000);

describe('GET /api/admin/dashboard', () => {
  it("counts today's appointments per clinic: bookings that hold places, with their examinees", async () => {
    const data = await dashboard();
    expect(data.date).toBe(today);
    expect(data.timeZone).toBe('Asia/Bangkok');
    expect(data.appointmentsToday).toMatchObject({
      bookings: 4,
      examinees: 2 + 3 + 1 + 4,
      byStatus: { pending_payment: 1, payment_review: 1, confirmed: 1, completed: 1 },
    });
    const byClinic = Object.fromEntries(data.appointmentsToday.clinics.map((clinic) => [clinic.clinicId, clinic]));
    expect(byClinic[clinicA.clinicId]).toMatchObject({ bookings: 3, examinees: 9 });
    expect(byClinic[clinicB.clinicId]).toMatchObject({ bookings: 1, examinees: 1 });
    expect(data.appointmentsToday.clinics).toHaveLength(2);
  });

  it('counts the slips waiting for review and says how long the oldest has waited', async () => {
    const data = await dashboard();
    expect(data.reviewQueue.submitted).toBe(2);
    expect(data.reviewQueue.oldestSubmittedAt).toBe(new Date(now.getTime() - 3 * 3_600_000).toISOString());
  });

  it("sums this month's verified money against last month's, by the Bangkok month of verification", async () => {
    const { revenue } = await dashboard();
    expect(revenue).toMatchObject({
      month,
      previousMonth,
      thisMonth: 80_000 + 160_000 + 30_000,
      thisMonthPayments: 3,
      lastMonth: 70_000 + 50_000,
      lastMonthPayments: 2,
      // Last month up to today's day of the month: the 1st always, its last day only late in a month.
      lastMonthToDate: 50_000 + (lastDayOfPreviousMonth <= Number(today.slice(8, 10)) ? 70_000 : 0),
    });
    const byDay = Object.fromEntries(revenue.daily.map((day) => [day.day, day]));
    expect(byDay[1]?.thisMonth).toBe(30_000 + (today.slice(8, 10) === '01' ? 240_000 : 0));
    expect(byDay[1]?.lastMonth).toBe(50_000);
    expect(byDay[lastDayOfPreviousMonth]?.lastMonth).toBe(70_000);
    expect(revenue.daily.reduce((total, day) => total + day.thisMonth, 0)).toBe(revenue.thisMonth);
    expect(revenue.daily.reduce((total, day) => total + day.lastMonth, 0)).toBe(revenue.lastMonth);
  });

  it('counts certificates issued this month, revoked ones included', async () => {
    const { certificates: issued } = await dashboard();
    expect(certificateCount).toBe(3);
    expect(issued).toEqual({ month, issued: 2, revoked: 1 });
  });

  it("shows each active clinic's next seven days: places taken against the places its hours give", async () => {
    const { week } = await dashboard();
    expect(week.from).toBe(today);
    expect(week.to).toBe(addDays(today, 6));
    expect(week.clinics.map((clinic) => clinic.clinicId).sort()).toEqual([clinicA.clinicId, clinicB.clinicId].sort());
    const a = week.clinics.find((clinic) => clinic.clinicId === clinicA.clinicId);
    const b = week.clinics.find((clinic) => clinic.clinicId === clinicB.clinicId);
    // Nine 60-minute slots a day, 08:00–17:00; the cancelled booking gave its places back.
    expect(a?.days[0]).toEqual({ date: today, closedReason: null, closedNote: null, capacity: 90, used: 9 });
    expect(a?.days.slice(1).every((day) => day.capacity === 90 && day.used === 0)).toBe(true);
    for (const [index, day] of (b?.days ?? []).entries()) {
      const date = addDays(today, index);
      if (date === CLOSED_FOR_WORKS.date) {
        expect(day).toMatchObject({ closedReason: 'closed_date', closedNote: CLOSED_FOR_WORKS.reason, capacity: 0 });
      } else if (weekday(date) === 0) {
        expect(day).toMatchObject({ closedReason: 'closed_weekday', closedNote: null, capacity: 0 });
      } else {
        expect(day).toMatchObject({ closedReason: null, capacity: 45 });
      }
      expect(day.used).toBe(index === 0 ? 1 : 0);
    }
  });

  it("lists today's appointments still to come, by time, with the customer and clinic", async () => {
    const { schedule } = await dashboard();
    const bangkokHour = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(11, 13));
    // The 00:00 slot ends at 01:00: listed only in the first hour of the day.
    const expected = [todays.pending, todays.confirmed, todays.review, ...(bangkokHour < 1 ? [todays.ended] : [])];
    expect(schedule.remaining).toBe(expected.length);
    expect(schedule.items.map((item) => item.bookingId).sort()).toEqual(expected.map((booking) => booking.id).sort());
    expect(schedule.items.map((item) => item.slotTime)).toEqual(
      [...schedule.items.map((item) => item.slotTime)].sort(),
    );
    const confirmed = schedule.items.find((item) => item.bookingId === todays.confirmed.id);
    expect(confirmed).toEqual({
      bookingId: todays.confirmed.id,
      bookingNo: todays.confirmed.bookingNo,
      slotTime: '23:00',
      clinicId: clinicA.clinicId,
      clinicName: 'คลินิกทดสอบ',
      customerName: 'สมหญิง รักดี',
      examineeCount: 3,
      status: 'confirmed',
    });
  });

  it('keeps the schedule to twenty and says how many there are', async () => {
    const extra = await Promise.all(Array.from({ length: 19 }, () => futureBooking(clinicA)));
    for (const booking of extra) await moveToToday(booking, '23:30');
    const { schedule, appointmentsToday } = await dashboard();
    const bangkokHour = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(11, 13));
    expect(schedule.items).toHaveLength(20);
    expect(schedule.remaining).toBe(3 + 19 + (bangkokHour < 1 ? 1 : 0));
    expect(appointmentsToday.bookings).toBe(4 + 19);
    // Earliest first: the three at 23:00 come before the nineteen at 23:30 (in the day's first hour the
    // 00:00 booking, still under way, leads them all).
    const lateSlots = schedule.items.map((item) => item.slotTime).filter((time) => time >= '23:00');
    expect(lateSlots.slice(0, 3)).toEqual(['23:00', '23:00', '23:00']);
  });

  it('adds up a month of a busy clinic past the limit of a single payment', async () => {
    const before = (await dashboard()).revenue.thisMonth;
    for (const booking of await Promise.all([futureBooking(clinicA), futureBooking(clinicA)])) {
      await payment(booking, { amount: 90_000_000, status: 'verified', at: now });
    }
    expect((await dashboard()).revenue.thisMonth).toBe(before + 180_000_000);
  });

  it('says when the newest backup was finished, and null before the first', async () => {
    expect((await dashboard()).lastBackup).toBeNull();
    const finished = (at: string) => ({
      snapshotAt: new Date(new Date(at).getTime() - 60_000),
      finishedAt: new Date(at),
      fileName: `/srv/backups/${at}.tar.gz`,
      bytes: 1000,
      rowCount: 10,
      fileCount: 1,
    });
    await ctx.database.db
      .insert(backups)
      .values([
        finished('2026-11-27T16:00:00.000Z'),
        finished('2026-11-28T16:30:00.000Z'),
        finished('2026-11-26T16:00:00.000Z'),
      ]);
    expect((await dashboard()).lastBackup).toEqual({
      snapshotAt: '2026-11-28T16:29:00.000Z',
      finishedAt: '2026-11-28T16:30:00.000Z',
    });
  });

  it('is for staff only: a customer gets 403, a visitor 401', async () => {
    expect((await call('GET', '/api/admin/dashboard', tokens.user)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
