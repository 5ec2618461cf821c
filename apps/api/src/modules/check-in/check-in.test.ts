import type { Booking, CheckInBooking, Examinee, ResultBody } from '@jongdee/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examinees as examineeTable, notifications, users } from '../../db/schema.ts';
import { addDays, bangkokToday, slotStart } from '../../lib/clinic-time.ts';
import { createBookingAs, daysAhead, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import {
  addTestDoctor,
  appointmentToday,
  confirmedBookingWithExaminees,
  generalResult,
} from '../../test/exam-factory.ts';
import { apiCaller, expectFieldError, useStaffAndCustomer, useTestApp } from '../../test/helpers.ts';
import { markNoShows } from '../bookings/bookings.jobs.ts';
import { writeResults } from '../exams/exams.service.ts';

const ctx = useTestApp();
const tokens = useStaffAndCustomer(ctx);
const call = apiCaller(ctx);
let clinic: TestClinic;
let doctorId: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  doctorId = (await addTestDoctor(ctx, tokens.admin, clinic.clinicId)).id;
}, 60_000);

const nextSlot = slotSequence(2);
let people = 0;
/** A confirmed booking of `count` examinees in a slot of its own, `today` brought to today. */
async function confirmedBooking(count: number, options: { today?: boolean } = {}) {
  const booking = await createBookingAs(ctx, tokens.user, clinic, { ...nextSlot(), examineeCount: count });
  const examinees = await confirmedBookingWithExaminees(ctx, tokens, booking, count, people);
  people += count;
  if (options.today ?? true) booking.appointmentDate = await appointmentToday(ctx, booking);
  return { booking, examinees };
}

const checkIn = (booking: Pick<Booking, 'id'>, examineeIds: string[], token = tokens.admin) =>
  call('POST', `/api/admin/bookings/${booking.id}/check-in`, token, { examineeIds });
const record = (examinee: Pick<Examinee, 'id'>, body: ResultBody = generalResult(doctorId)) =>
  call('PUT', `/api/admin/examination-results/examinee/${examinee.id}`, tokens.admin, body);

/** generalResult with some items' values replaced. */
function resultWith(values: Record<string, string>, overrides: Partial<ResultBody> = {}): ResultBody {
  const body = generalResult(doctorId, overrides);
  return { ...body, items: body.items.map((item) => ({ ...item, value: values[item.code] ?? item.value })) };
}

describe('check-in at the front desk', () => {
  it('checks in on the appointment day, once however often it is tapped, lists the day and shows the customer', async () => {
    const { booking, examinees } = await confirmedBooking(2);
    const [first, second] = examinees as [Examinee, Examinee];

    const answer = await checkIn(booking, [first.id]);
    expect(answer.statusCode).toBe(200);
    const checked: CheckInBooking = answer.json().data;
    expect(checked).toMatchObject({
      id: booking.id,
      bookingNo: booking.bookingNo,
      status: 'confirmed',
      noShowAt: null,
    });
    const arrived = checked.examinees.find((person) => person.id === first.id);
    expect(arrived?.checkedInAt).toEqual(expect.any(String));
    expect(arrived?.idNumber).toBe(first.idNumber);
    expect(checked.examinees.find((person) => person.id === second.id)).toMatchObject({
      checkedInAt: null,
      hasResult: false,
    });

    // Ten taps at once on both: the first arrival time stands, the second is checked in once.
    const taps = await Promise.all(Array.from({ length: 10 }, () => checkIn(booking, [first.id, second.id])));
    expect(taps.map((tap) => tap.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await ctx.database.db.select().from(examineeTable).where(eq(examineeTable.id, first.id));
    expect(row?.checkedInAt?.toISOString()).toBe(arrived?.checkedInAt);
    expect(row?.checkedInBy).toBeTruthy();
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, 'booking.check_in')));
    expect(audits).toHaveLength(2);

    // The day's list, found by the QR's booking number, a phone, an id number or a name.
    const day = (query: string) => call('GET', `/api/admin/check-in?clinicId=${clinic.clinicId}${query}`, tokens.admin);
    const today = (await day('')).json().data;
    expect(today.date).toBe(bangkokToday());
    expect(today.bookings.map((item: CheckInBooking) => item.id)).toContain(booking.id);
    for (const q of [booking.bookingNo, '089-123-4567', second.idNumber, `${second.firstName} ${second.lastName}`]) {
      const found = (await day(`&q=${encodeURIComponent(q)}`)).json().data.bookings;
      expect(found.map((item: CheckInBooking) => item.id)).toContain(booking.id);
    }
    expect((await day('&q=BK-000000-9999')).json().data.bookings).toEqual([]);
    expect((await day(`&date=${daysAhead(1)}&q=${booking.bookingNo}`)).json().data.bookings).toEqual([]);

    // The customer's booking says who came.
    const mine: Booking = (await call('GET', `/api/bookings/${booking.id}`, tokens.user)).json().data;
    expect(mine.noShowAt).toBeNull();
    expect(mine.examinees.every((person) => person.checkedInAt !== null && person.noShowAt === null)).toBe(true);
  });

  it("refuses another day's appointment, an unconfirmed booking, someone of another booking, and customers", async () => {
    const { booking: tomorrow, examinees } = await confirmedBooking(1, { today: false });
    const [person] = examinees as [Examinee];
    const early = await checkIn(tomorrow, [person.id]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CHECK_IN_NOT_TODAY', error: expect.stringContaining('วันนัด') });

    const unpaid = await createBookingAs(ctx, tokens.user, clinic, nextSlot());
    await appointmentToday(ctx, unpaid);
    const pending = await checkIn(unpaid, [person.id]);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'CHECK_IN_BOOKING_STATE',
      error: expect.stringContaining('รอชำระเงิน'),
    });

    const { booking } = await confirmedBooking(1);
    const stranger = await checkIn(booking, [person.id]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().code).toBe('CHECK_IN_UNKNOWN_EXAMINEE');
    expectFieldError(await checkIn(booking, []), 'examineeIds');

    expect((await checkIn(booking, [person.id], tokens.user)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/check-in', tokens.user)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/bookings/${booking.id}/check-in/${person.id}`, tokens.user)).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/admin/bookings/${crypto.randomUUID()}/check-in`, tokens.admin, {
          examineeIds: [person.id],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('undoes a mistaken check-in until a result is recorded', async () => {
    const { booking, examinees } = await confirmedBooking(1);
    const [person] = examinees as [Examinee];
    await checkIn(booking, [person.id]);
    const undo = () => call('DELETE', `/api/admin/bookings/${booking.id}/check-in/${person.id}`, tokens.admin);
    const undone = await undo();
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.examinees[0].checkedInAt).toBeNull();
    expect((await record(person)).json().code).toBe('RESULT_NOT_CHECKED_IN');

    await checkIn(booking, [person.id]);
    expect((await record(person)).statusCode).toBe(200);
    const refused = await undo();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CHECK_IN_HAS_RESULT',
      error: expect.stringContaining(person.firstName),
    });
    expect((await checkIn(booking, [person.id])).json().data.examinees[0].hasResult).toBe(true);
  });
});

describe('results only after the visit', () => {
  it('refuses a result before check-in and on another date, and defaults the exam date to the visit', async () => {
    const { booking, examinees } = await confirmedBooking(1);
    const [person] = examinees as [Examinee];
    const early = await record(person);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RESULT_NOT_CHECKED_IN', error: expect.stringContaining('เช็กอิน') });

    await checkIn(booking, [person.id]);
    const today = bangkokToday();
    for (const examDate of [addDays(today, -1), addDays(today, 1)]) {
      const wrong = await record(person, generalResult(doctorId, { examDate }));
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        code: 'RESULT_EXAM_DATE_NOT_VISIT',
        error: expect.stringContaining('วันที่ตรวจ'),
      });
    }
    const { examDate: _, ...withoutDate } = generalResult(doctorId);
    const saved = await record(person, withoutDate);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.examDate).toBe(today);
  });

  it('answers the database trigger with the same Thai 409 when a write gets past the checks', async () => {
    const { booking, examinees } = await confirmedBooking(1);
    const [person] = examinees as [Examinee];
    const db = ctx.database.db;
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    const result = {
      ...generalResult(doctorId),
      confirmOutOfRange: false,
      doctorOpinion: null,
      remark: null,
      examineeId: person.id,
      bookingId: booking.id,
      doctorName: 'นพ.ทดสอบ ใจดี',
      doctorLicenseNo: 'ว.12345',
    };
    // Straight to the writer, past checkResults: as a write racing an undone check-in would arrive.
    const write = (examDate: string) =>
      db.transaction((tx) =>
        writeResults(tx, staff as never, [{ ...result, examDate }], { source: 'form', importId: null, ip: null }),
      );
    await expect(write(bangkokToday())).rejects.toMatchObject({ code: 'RESULT_NOT_CHECKED_IN', status: 409 });
    await checkIn(booking, [person.id]);
    await expect(write(addDays(bangkokToday(), -3))).rejects.toMatchObject({
      code: 'RESULT_EXAM_DATE_NOT_VISIT',
      status: 409,
    });
  });

  it('refuses impossible values naming the item, asks to confirm abnormal ones, and wants a remark for a pass', async () => {
    const { booking, examinees } = await confirmedBooking(1);
    const [person] = examinees as [Examinee];
    await checkIn(booking, [person.id]);

    expect(
      expectFieldError(await record(person, resultWith({ blood_pressure: '300/80' })), 'items.blood_pressure'),
    ).toContain('ความดันโลหิต');
    expect(
      expectFieldError(await record(person, resultWith({ blood_pressure: '120/130' })), 'items.blood_pressure'),
    ).toContain('ตัวล่าง');
    expect(expectFieldError(await record(person, resultWith({ pulse: '400' })), 'items.pulse')).toContain('ชีพจร');
    expect(expectFieldError(await record(person, resultWith({ height: '20' })), 'items.height')).toContain('ความสูง');
    expect(expectFieldError(await record(person, resultWith({ weight: '400' })), 'items.weight')).toContain('น้ำหนัก');
    expect(
      expectFieldError(await record(person, resultWith({ weight: '250', height: '100' })), 'items.weight'),
    ).toContain('BMI');

    const high = resultWith({ blood_pressure: '165/100', pulse: '120' });
    const unconfirmed = await record(person, high);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'RESULT_NEEDS_CONFIRMATION',
      error: expect.stringContaining('165/100'),
    });
    expect(unconfirmed.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      'items.blood_pressure',
      'items.pulse',
    ]);

    const noRemark = await record(person, { ...high, confirmOutOfRange: true });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json()).toMatchObject({ code: 'RESULT_PASS_NEEDS_REMARK', details: [{ field: 'remark' }] });
    // An abnormal answer (not a measurement) needs no confirmation, but a pass with it still needs the remark.
    expect(
      (await record(person, resultWith({ general_condition: 'abnormal', general_condition_detail: 'ผื่นที่แขน' }))).json()
        .code,
    ).toBe('RESULT_PASS_NEEDS_REMARK');
    expect((await record(person, { ...high, confirmOutOfRange: true, conclusion: 'unfit' })).statusCode).toBe(200);
    const saved = await record(person, { ...high, confirmOutOfRange: true, remark: 'ความดันสูง แนะนำพบแพทย์' });
    expect(saved.statusCode).toBe(200);
    const items = saved.json().data.items as { code: string; normal: boolean }[];
    expect(items.find((item) => item.code === 'blood_pressure')?.normal).toBe(false);
    expect(items.find((item) => item.code === 'weight')?.normal).toBe(true);
  });
});

describe('no-show after the clinic closes', () => {
  it('marks who did not come once, tells the customer once, and leaves a booking where everyone came', async () => {
    const { booking: partly, examinees: partlyPeople } = await confirmedBooking(2);
    const [came, missed] = partlyPeople as [Examinee, Examinee];
    await checkIn(partly, [came.id]);
    const { booking: everyone, examinees: everyonePeople } = await confirmedBooking(1);
    await checkIn(
      everyone,
      everyonePeople.map((person) => person.id),
    );
    const { booking: nobody } = await confirmedBooking(1);
    const ours = [partly.id, everyone.id, nobody.id];

    const db = ctx.database.db;
    const noShows = async () => {
      const rows = await db.select().from(notifications).where(eq(notifications.type, 'booking_no_show'));
      return rows.filter((row) => ours.some((id) => row.link?.includes(id)));
    };
    const today = bangkokToday();
    // Before closing (17:00 in Bangkok) nothing happens; after it, the day is settled.
    await db.transaction((tx) => markNoShows(tx, slotStart(today, '16:59')));
    expect(await noShows()).toHaveLength(0);
    const closed = slotStart(today, '17:01');
    await Promise.all([
      db.transaction((tx) => markNoShows(tx, closed)),
      db.transaction((tx) => markNoShows(tx, closed)),
    ]);
    await db.transaction((tx) => markNoShows(tx, new Date(closed.getTime() + 60_000)));

    const told = await noShows();
    expect(told).toHaveLength(2);
    expect(told.some((row) => row.link?.includes(partly.id))).toBe(true);
    expect(told.some((row) => row.link?.includes(nobody.id))).toBe(true);
    expect(told.find((row) => row.link?.includes(partly.id))?.body).toContain(missed.firstName);

    const seen: Booking = (await call('GET', `/api/bookings/${partly.id}`, tokens.user)).json().data;
    expect(seen.noShowAt).toBe(closed.toISOString());
    expect(seen.examinees.find((person) => person.id === missed.id)?.noShowAt).toBe(closed.toISOString());
    expect(seen.examinees.find((person) => person.id === came.id)).toMatchObject({ noShowAt: null });
    const all: Booking = (await call('GET', `/api/bookings/${everyone.id}`, tokens.user)).json().data;
    expect(all.noShowAt).toBeNull();

    // A latecomer after the job is turned away with a reason, not checked in over the mark.
    const late = await checkIn(partly, [missed.id]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHECK_IN_AFTER_NO_SHOW');
  });
});
