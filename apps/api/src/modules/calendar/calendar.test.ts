import type { Calendar, CalendarClinic, CalendarDay } from '@jongdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekday } from '../../lib/clinic-time.ts';
import { createBookingAs, daysAhead } from '../../test/booking-factory.ts';
import { createTestClinic, EIGHT_TO_FIVE_SLOTS, EVERY_DAY_8_TO_5, type TestClinic } from '../../test/clinic-factory.ts';
import { apiCaller, useStaffAndCustomer, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
const tokens = useStaffAndCustomer(ctx, { firstName: 'มานี', lastName: 'มีนา' });
/** Open 08:00–17:00 but Sundays, 10 examinees a slot, closed on `holiday`. */
let clinic: TestClinic;
let otherClinic: TestClinic;
let inactiveClinic: TestClinic;

/** The first day from `date` on that is not a Sunday. */
const notSunday = (date: string): string => (weekday(date) === 0 ? addDays(date, 1) : date);
const bookedDay = notSunday(daysAhead(2));
const holiday = notSunday(addDays(bookedDay, 1));
const HOLIDAY_REASON = 'วันหยุดประจำปีของคลินิก';
/** The holiday as the month view (summary) gives it; the week view has `slots: []` besides. */
const holidayTotals = {
  date: holiday,
  closedReason: 'closed_date',
  closedNote: HOLIDAY_REASON,
  capacity: 0,
  used: 0,
  byStatus: {},
};
const from = daysAhead(0);
const to = daysAhead(6);

const calendar = async (query: string, token = tokens.admin) => call('GET', `/api/admin/calendar?${query}`, token);
async function calendarData(query: string): Promise<Calendar> {
  const response = await calendar(query);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return response.json().data;
}
const clinicOf = (data: Calendar, clinicId: string): CalendarClinic => {
  const found = data.clinics.find((entry) => entry.clinicId === clinicId);
  if (!found) throw new Error(`clinic ${clinicId} is not in the calendar`);
  return found;
};
const dayOf = (entry: CalendarClinic, date: string): CalendarDay => {
  const found = entry.days.find((day) => day.date === date);
  if (!found) throw new Error(`day ${date} is not in the calendar`);
  return found;
};

beforeAll(async () => {
  clinic = await createTestClinic(ctx, {
    capacityPerSlot: 10,
    openingHours: EVERY_DAY_8_TO_5.map((day, index) => (index === 0 ? null : day)),
    closedDates: [{ date: holiday, reason: HOLIDAY_REASON }],
  });
  otherClinic = await createTestClinic(ctx, { capacityPerSlot: 4 });
  inactiveClinic = await createTestClinic(ctx, { isActive: false });
}, 60_000);

describe('GET /api/admin/calendar', () => {
  it('puts a booking made now in its day and slot, with the places it takes', async () => {
    const booking = await createBookingAs(ctx, tokens.user, clinic, {
      appointmentDate: bookedDay,
      slotTime: '10:00',
      examineeCount: 3,
    });
    const data = await calendarData(`from=${from}&to=${to}&clinicId=${clinic.clinicId}`);
    expect(data).toMatchObject({ from, to, timeZone: 'Asia/Bangkok', detail: 'bookings' });
    expect(data.clinics).toHaveLength(1);
    const entry = clinicOf(data, clinic.clinicId);
    expect(entry).toMatchObject({ capacityPerSlot: 10, slotMinutes: 60, isActive: true });
    expect(entry.days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, index) => daysAhead(index)));

    const day = dayOf(entry, bookedDay);
    expect(day).toMatchObject({ closedReason: null, closedNote: null, capacity: 90, used: 3 });
    expect(day.byStatus).toEqual({ pending_payment: 1 });
    expect(day.slots?.map((slot) => slot.time)).toEqual(EIGHT_TO_FIVE_SLOTS);
    const slot = day.slots?.find((candidate) => candidate.time === '10:00');
    expect(slot).toEqual({
      time: '10:00',
      offered: true,
      capacity: 10,
      used: 3,
      byStatus: { pending_payment: 1 },
      bookings: [
        {
          id: booking.id,
          bookingNo: booking.bookingNo,
          status: 'pending_payment',
          examineeCount: 3,
          customerName: 'มานี มีนา',
        },
      ],
    });
    // Nothing else anywhere in the week.
    const elsewhere = entry.days.flatMap((other) => other.slots ?? []).filter((other) => other !== slot);
    expect(elsewhere.every((other) => other.used === 0 && other.bookings.length === 0)).toBe(true);
  });

  it('shows a cancelled booking in its slot without counting its places', async () => {
    const cancelled = await createBookingAs(ctx, tokens.user, clinic, {
      appointmentDate: bookedDay,
      slotTime: '10:00',
      examineeCount: 2,
    });
    const cancel = await call('PATCH', `/api/bookings/${cancelled.id}/cancel`, tokens.user, { reason: 'ติดธุระ' });
    expect(cancel.statusCode).toBe(200);
    const day = dayOf(
      clinicOf(await calendarData(`from=${bookedDay}&to=${bookedDay}&clinicId=${clinic.clinicId}`), clinic.clinicId),
      bookedDay,
    );
    const slot = day.slots?.find((candidate) => candidate.time === '10:00');
    expect(slot?.used).toBe(3);
    expect(slot?.byStatus).toEqual({ pending_payment: 1, cancelled: 1 });
    expect(slot?.bookings.map((booking) => [booking.bookingNo, booking.status])).toContainEqual([
      cancelled.bookingNo,
      'cancelled',
    ]);
  });

  it('marks a closed date closed with its reason, and the weekly day off', async () => {
    const entry = clinicOf(await calendarData(`from=${from}&to=${to}&clinicId=${clinic.clinicId}`), clinic.clinicId);
    expect(dayOf(entry, holiday)).toEqual({ ...holidayTotals, slots: [] });
    // Seven days always hold a Sunday.
    const sunday = entry.days.find((day) => weekday(day.date) === 0);
    expect(sunday).toMatchObject({ closedReason: 'closed_weekday', closedNote: null, capacity: 0, slots: [] });
  });

  it('gives each day’s totals without slots when asked for a summary (the month view)', async () => {
    const entry = clinicOf(
      await calendarData(`from=${from}&to=${to}&clinicId=${clinic.clinicId}&detail=summary`),
      clinic.clinicId,
    );
    expect(dayOf(entry, bookedDay)).toEqual({
      date: bookedDay,
      closedReason: null,
      closedNote: null,
      capacity: 90,
      used: 3,
      byStatus: { pending_payment: 1, cancelled: 1 },
    });
    expect(dayOf(entry, holiday)).toEqual(holidayTotals);
  });

  it('lists every active clinic by default, and an inactive one only when asked for', async () => {
    const data = await calendarData(`from=${from}&to=${from}`);
    const ids = data.clinics.map((entry) => entry.clinicId);
    expect(ids).toContain(clinic.clinicId);
    expect(ids).toContain(otherClinic.clinicId);
    expect(ids).not.toContain(inactiveClinic.clinicId);
    expect(clinicOf(data, otherClinic.clinicId).days[0]).toMatchObject({ capacity: 36, used: 0 });

    const inactive = await calendarData(`from=${from}&to=${from}&clinicId=${inactiveClinic.clinicId}`);
    expect(clinicOf(inactive, inactiveClinic.clinicId).days[0]).toMatchObject({
      closedReason: 'inactive',
      capacity: 0,
      slots: [],
    });
  });

  it('answers 404 for a clinic that does not exist', async () => {
    const response = await calendar(`from=${from}&to=${to}&clinicId=0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('takes up to 42 days at once, and refuses more in Thai', async () => {
    expect((await calendar(`from=${from}&to=${addDays(from, 41)}`)).statusCode).toBe(200);
    const tooLong = await calendar(`from=${from}&to=${addDays(from, 42)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'to', message: 'แสดงปฏิทินได้ครั้งละไม่เกิน 42 วัน กรุณาเลือกช่วงวันที่สั้นลง' }],
    });
  });

  it('refuses a range that ends before it starts, and dates that are not dates (400)', async () => {
    const backwards = await calendar(`from=${to}&to=${from}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual([{ field: 'to', message: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด' }]);
    const impossible = await calendar(`from=2026-02-30&to=2026-03-02`);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().details[0]).toEqual({ field: 'from', message: 'ไม่มีวันที่นี้ในปฏิทิน' });
    expect((await calendar('')).statusCode).toBe(400);
    expect((await calendar(`from=${from}&to=${to}&clinicId=abc`)).statusCode).toBe(400);
    expect((await calendar(`from=${from}&to=${to}&detail=everything`)).statusCode).toBe(400);
  });

  it('is for staff only: a customer gets 403, a visitor 401', async () => {
    expect((await calendar(`from=${from}&to=${to}`, tokens.user)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/admin/calendar?from=${from}&to=${to}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
