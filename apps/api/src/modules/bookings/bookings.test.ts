/**
 * One file on purpose: a booking's whole life (create, read, change, cancel/confirm/complete, examinees,
 * search, notifications, jobs, export) on one app, one clinic and one set of users built once in
 * beforeAll; its length is cases. Capacity under concurrency, lists and several processes have files of their own.
 */
import type { Booking, ExamineeBody } from '@jongdee/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, notifications, slotUsage } from '../../db/schema.ts';
import { addDays, bangkokToday, slotStart } from '../../lib/clinic-time.ts';
import { runExclusive } from '../../lib/jobs/job-runner.ts';
import { bookingBody, createBookingAs, daysAhead, THAI_IDS } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { bookingJobs, expireOverdueBookings, sendAppointmentReminders } from './bookings.jobs.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;
let userToken: string;
let userId: string;
let otherToken: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  adminToken = (await signInAsNewAdmin(ctx)).token;
  const user = await registerUser(ctx.app);
  userToken = user.token;
  userId = user.user.id;
  otherToken = (await registerUser(ctx.app)).token;
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) => ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const examinee = (idNumber: string, firstName = 'มานี'): ExamineeBody => ({
  title: 'นางสาว',
  firstName,
  lastName: 'มีสุข',
  idType: 'thai_id',
  idNumber,
});

/** A slot 3 to 5 hours from now, in an all-day clinic: less than 24 hours' notice. */
function soonSlot(): { appointmentDate: string; slotTime: string } {
  const start = new Date(Date.now() + 3 * 60 * 60 * 1000 + 7 * 60 * 60 * 1000);
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(start.getUTCHours() + 1);
  // ALL_DAY's last slot starts at 22:00 (a 23:00 slot would end after 23:59): take midnight instead.
  if (start.getUTCHours() === 23) start.setUTCHours(24);
  return { appointmentDate: start.toISOString().slice(0, 10), slotTime: start.toISOString().slice(11, 16) };
}
const ALL_DAY = Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' }));

async function slotBooked(target: TestClinic, date: string, time: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ booked: slotUsage.booked })
    .from(slotUsage)
    .where(and(eq(slotUsage.clinicId, target.clinicId), eq(slotUsage.date, date), eq(slotUsage.slotTime, time)));
  return row?.booked ?? 0;
}

async function setStatus(id: string, status: Booking['status']) {
  await ctx.database.db.update(bookings).set({ status }).where(eq(bookings.id, id));
}

describe('POST /api/bookings', () => {
  it('books at the clinic price, numbers it BK-YYMMDD-NNNN in the Buddhist Era, and notifies the owner', async () => {
    const response = await call('POST', '/api/bookings', userToken, {
      ...bookingBody(clinic, { examineeCount: 3, examinees: [examinee(THAI_IDS[0])] }),
      unitPrice: 1,
      totalAmount: 1,
    });
    expect(response.statusCode).toBe(201);
    const booking: Booking = response.json().data;
    const stamp =
      `${Number(bangkokToday().slice(0, 4)) + 543}`.slice(-2) +
      bangkokToday().slice(5, 7) +
      bangkokToday().slice(8, 10);
    expect(booking.bookingNo).toMatch(new RegExp(`^BK-${stamp}-\\d{4}$`));
    expect(booking).toMatchObject({
      status: 'pending_payment',
      unitPrice: 80_000,
      totalAmount: 240_000,
      examineeCount: 3,
      userId,
      createdByAdminId: null,
    });
    expect(booking.examinees).toHaveLength(1);
    expect(booking.allowedActions).toMatchObject({ pay: true, cancel: true, edit: true, confirm: false });
    // Due 24 h after booking (the appointment is 3 days away).
    const due = Date.parse(booking.paymentDueAt) - Date.now();
    expect(due).toBeGreaterThan(23.9 * 3600_000);
    expect(due).toBeLessThanOrEqual(24 * 3600_000);
    const notes = await call('GET', '/api/notifications', userToken);
    expect(notes.json().data.items[0]).toMatchObject({ type: 'booking_created', link: `/booking/${booking.id}` });
    expect(notes.json().data.items[0].title).toContain(booking.bookingNo);
  });

  it('gives consecutive numbers to consecutive bookings', async () => {
    const first = await createBookingAs(ctx, userToken, clinic, { slotTime: '10:00' });
    const second = await createBookingAs(ctx, userToken, clinic, { slotTime: '10:00' });
    expect(Number(second.bookingNo.slice(-4))).toBe(Number(first.bookingNo.slice(-4)) + 1);
  });

  it('names every wrong field in Thai (400)', async () => {
    const response = await call('POST', '/api/bookings', userToken, {
      clinicId: 'nope',
      serviceId: clinic.serviceId,
      appointmentDate: '23/11/2569',
      slotTime: '9am',
      examineeCount: 0,
      contactName: '',
      contactPhone: '12345',
      examinees: [examinee('1101701234562')],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = Object.fromEntries(
      body.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]),
    );
    expect(fields).toMatchObject({
      clinicId: 'กรุณาเลือกคลินิก',
      appointmentDate: 'รูปแบบวันที่ไม่ถูกต้อง (ปปปป-ดด-วว)',
      slotTime: 'รูปแบบเวลาไม่ถูกต้อง (ชช:นน)',
      examineeCount: 'ต้องมีผู้เข้าตรวจอย่างน้อย 1 คน',
      contactName: 'กรุณากรอกชื่อผู้ติดต่อ',
      'examinees.0.idNumber': 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบ 13 หลักอีกครั้ง',
    });
    expect(fields.contactPhone).toMatch(/เบอร์มือถือ/);
  });

  it('accepts 200 examinees and refuses 201', async () => {
    const big = await createTestClinic(ctx, { capacityPerSlot: 200 });
    expect(
      (await call('POST', '/api/bookings', userToken, bookingBody(big, { examineeCount: 201 }))).json().details[0],
    ).toMatchObject({ field: 'examineeCount', message: 'จองได้ไม่เกิน 200 คนต่อการจอง' });
    await createBookingAs(ctx, userToken, big, { examineeCount: 200 });
  });

  it('refuses more examinees than the count (409)', async () => {
    const response = await call(
      'POST',
      '/api/bookings',
      userToken,
      bookingBody(clinic, { examineeCount: 1, examinees: [examinee(THAI_IDS[0]), examinee(THAI_IDS[1])] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EXAMINEES_EXCEED_COUNT');
  });

  it.each([
    ['yesterday', () => ({ appointmentDate: daysAhead(-1) }), 400, 'DATE_OUT_OF_WINDOW'],
    ['91 days ahead', () => ({ appointmentDate: daysAhead(91) }), 400, 'DATE_OUT_OF_WINDOW'],
    ['a time between slots', () => ({ slotTime: '09:30' }), 400, 'SLOT_NOT_OFFERED'],
    ['a time outside opening hours', () => ({ slotTime: '17:00' }), 400, 'SLOT_NOT_OFFERED'],
    ['an unknown clinic', () => ({ clinicId: '0193a4b5-0000-7000-8000-000000000000' }), 404, 'NOT_FOUND'],
  ] as const)('refuses %s', async (_, overrides, status, code) => {
    const response = await call('POST', '/api/bookings', userToken, bookingBody(clinic, overrides()));
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().error).toMatch(/[ก-๙]/);
  });

  it('books 90 days ahead, the edge of the window', async () => {
    await createBookingAs(ctx, userToken, clinic, { appointmentDate: daysAhead(90) });
  });

  it('refuses a slot that has begun, a closed date and a closed weekday', async () => {
    const allDay = await createTestClinic(ctx, { openingHours: ALL_DAY });
    const past = await call(
      'POST',
      '/api/bookings',
      userToken,
      bookingBody(allDay, { appointmentDate: daysAhead(0), slotTime: '00:00' }),
    );
    expect(past.json()).toMatchObject({ code: 'SLOT_IN_PAST', error: 'ช่วงเวลานี้ผ่านไปแล้ว กรุณาเลือกเวลาอื่น' });

    const closedDay = daysAhead(5);
    const holiday = await createTestClinic(ctx, { closedDates: [{ date: closedDay, reason: 'วันหยุดนักขัตฤกษ์' }] });
    const closed = await call('POST', '/api/bookings', userToken, bookingBody(holiday, { appointmentDate: closedDay }));
    expect(closed.json().code).toBe('CLINIC_CLOSED_ON_DATE');

    const weekday = new Date(`${daysAhead(4)}T00:00:00Z`).getUTCDay();
    const hours = ALL_DAY.map((day, index) => (index === weekday ? null : day));
    const weekly = await createTestClinic(ctx, { openingHours: hours });
    const shut = await call('POST', '/api/bookings', userToken, bookingBody(weekly, { appointmentDate: daysAhead(4) }));
    expect(shut.json().code).toBe('CLINIC_CLOSED_ON_DATE');
  });

  it('lets staff book the slot in progress for someone who walks in, with 30 minutes to pay; a customer may not', async () => {
    // Open until midnight in 15-minute slots: some slot is always in progress, even at 23:59 in Bangkok.
    const aroundTheClock = await createTestClinic(ctx, {
      slotMinutes: 15,
      openingHours: Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' })),
    });
    // The slot that began last; if it is about to end, wait for the next one so the request is in time.
    const quarter = 15 * 60_000;
    if (quarter - ((Date.now() + 7 * 3_600_000) % quarter) < 2_000)
      await new Promise((done) => setTimeout(done, 2_500));
    const bangkokNow = new Date(Date.now() + 7 * 3_600_000);
    const began = new Date(bangkokNow.getTime() - (bangkokNow.getTime() % quarter));
    const slot = { appointmentDate: began.toISOString().slice(0, 10), slotTime: began.toISOString().slice(11, 16) };

    const byCustomer = await call('POST', '/api/bookings', userToken, bookingBody(aroundTheClock, slot));
    expect(byCustomer.json()).toMatchObject({ code: 'SLOT_IN_PAST' });

    const byStaff = await call('POST', '/api/bookings', adminToken, { ...bookingBody(aroundTheClock, slot), userId });
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    const booking = byStaff.json().data as Booking;
    expect(booking).toMatchObject({ ...slot, status: 'pending_payment' });
    const due = Date.parse(booking.paymentDueAt) - Date.now();
    expect(due).toBeGreaterThan(25 * 60_000);
    expect(due).toBeLessThanOrEqual(30 * 60_000);

    // The slot before it has ended: not even staff can book it.
    const ended = new Date(began.getTime() - quarter);
    if (ended.toISOString().slice(0, 10) === slot.appointmentDate) {
      const late = await call('POST', '/api/bookings', adminToken, {
        ...bookingBody(aroundTheClock, {
          appointmentDate: slot.appointmentDate,
          slotTime: ended.toISOString().slice(11, 16),
        }),
        userId,
      });
      expect(late.json()).toMatchObject({ code: 'SLOT_IN_PAST' });
    }
  });

  it('refuses an inactive clinic and a service the clinic does not offer (409)', async () => {
    const inactive = await createTestClinic(ctx, { isActive: false });
    const response = await call('POST', '/api/bookings', userToken, bookingBody(inactive));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CLINIC_UNAVAILABLE');
    const other = await createTestClinic(ctx);
    const notOffered = await call(
      'POST',
      '/api/bookings',
      userToken,
      bookingBody(clinic, { serviceId: other.serviceId }),
    );
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().code).toBe('SERVICE_UNAVAILABLE_AT_CLINIC');
  });

  it('fills a slot to its capacity and then answers 409 SLOT_FULL in Thai', async () => {
    const small = await createTestClinic(ctx, { capacityPerSlot: 5 });
    await createBookingAs(ctx, userToken, small, { examineeCount: 3 });
    const tooMany = await call('POST', '/api/bookings', userToken, bookingBody(small, { examineeCount: 3 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'SLOT_FULL', error: 'ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น' });
    await createBookingAs(ctx, userToken, small, { examineeCount: 2 });
    expect(await slotBooked(small, daysAhead(3), '09:00')).toBe(5);
  });

  it('never overbooks: 50 parallel bookings at a slot of 10 give exactly 10 bookings', async () => {
    const contested = await createTestClinic(ctx, { capacityPerSlot: 10 });
    const tokens = await Promise.all(Array.from({ length: 5 }, async () => (await registerUser(ctx.app)).token));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('POST', '/api/bookings', tokens[index % tokens.length] ?? userToken, bookingBody(contested)),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json().error).toBe('ช่วงเวลานี้เต็มแล้ว กรุณาเลือกเวลาอื่น');
    }
    expect(await slotBooked(contested, daysAhead(3), '09:00')).toBe(10);
    const stored = await ctx.database.db.select().from(bookings).where(eq(bookings.clinicId, contested.clinicId));
    expect(stored.reduce((sum, row) => sum + row.examineeCount, 0)).toBe(10);
  });

  // Requests for one slot take turns in the process, and the ones waiting behind a refusal as full are
  // refused with it (bookings.capacity.ts): only those asking for as many places or more.
  it('under a rush, a refusal of 5 places does not refuse 3 places that still fit', async () => {
    const contested = await createTestClinic(ctx, { capacityPerSlot: 10 });
    await createBookingAs(ctx, userToken, contested, { examineeCount: 7 });
    const responses = await Promise.all(
      [5, 5, 5, 3, 5].map((examineeCount) =>
        call('POST', '/api/bookings', userToken, bookingBody(contested, { examineeCount })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([409, 409, 409, 201, 409]);
    expect(await slotBooked(contested, daysAhead(3), '09:00')).toBe(10);
  });

  it('a place freed after a rush is booked at once, and an admin override is never refused by it', async () => {
    const contested = await createTestClinic(ctx, { capacityPerSlot: 2 });
    // The override comes last, so it waits behind the refusals.
    const LAST = 11;
    const rush = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index === LAST
          ? call(
              'POST',
              '/api/bookings',
              adminToken,
              bookingBody(contested, { userId, capacityOverrideReason: 'ผู้บริหารบริษัทคู่สัญญา' }),
            )
          : call('POST', '/api/bookings', userToken, bookingBody(contested)),
      ),
    );
    expect(rush[LAST]?.statusCode).toBe(201);
    const customers = rush.filter((_, index) => index !== LAST).map((response) => response.statusCode);
    expect(customers.filter((status) => status === 201).length).toBeLessThanOrEqual(2);
    expect(customers.filter((status) => status === 409)).toHaveLength(11 - customers.filter((s) => s === 201).length);
    // The override may have taken the slot past its capacity: every customer's booking is cancelled.
    const booked = rush.filter((response, index) => index !== LAST && response.statusCode === 201);
    expect(booked.length).toBeGreaterThan(0);
    for (const response of booked) {
      await call('PATCH', `/api/bookings/${response.json().data.id}/cancel`, userToken, { reason: 'ติดธุระ' });
    }
    const again = await call('POST', '/api/bookings', userToken, bookingBody(contested));
    expect(again.statusCode).toBe(201);
  });

  it('lets an admin book for a customer, and past capacity only with a stated reason (recorded)', async () => {
    const full = await createTestClinic(ctx, { capacityPerSlot: 1 });
    const forCustomer = await createBookingAs(ctx, adminToken, full, { userId });
    expect(forCustomer.userId).toBe(userId);
    expect(forCustomer.createdByAdminId).not.toBeNull();
    const refused = await call('POST', '/api/bookings', adminToken, bookingBody(full, { userId }));
    expect(refused.json().code).toBe('SLOT_FULL');
    const overridden = await createBookingAs(ctx, adminToken, full, { userId, capacityOverrideReason: 'ลูกค้าองค์กร' });
    expect(overridden.capacityOverride).toBe(true);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, overridden.id), eq(auditLog.action, 'booking.create')));
    expect(audit?.after).toMatchObject({ capacityOverrideReason: 'ลูกค้าองค์กร' });
    const unknownUser = await call(
      'POST',
      '/api/bookings',
      adminToken,
      bookingBody(full, { userId: '0193a4b5-0000-7000-8000-000000000000', slotTime: '11:00' }),
    );
    expect(unknownUser.json().code).toBe('USER_NOT_FOUND');
  });

  it('refuses userId and a capacity override from a customer (403)', async () => {
    const asOther = await call('POST', '/api/bookings', userToken, bookingBody(clinic, { userId }));
    expect(asOther.statusCode).toBe(403);
    const override = await call(
      'POST',
      '/api/bookings',
      userToken,
      bookingBody(clinic, { capacityOverrideReason: 'ขอเพิ่ม' }),
    );
    expect(override.statusCode).toBe(403);
  });
});

describe('reading bookings', () => {
  it("answers someone else's booking with 404, and shows an admin everything (audited)", async () => {
    const mine = await createBookingAs(ctx, userToken, clinic, { examinees: [examinee(THAI_IDS[2])] });
    expect((await call('GET', `/api/bookings/${mine.id}`, otherToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${mine.id}`, userToken)).json().data.examinees[0].idNumber).toBe(
      THAI_IDS[2],
    );
    const asAdmin = await call('GET', `/api/bookings/${mine.id}`, adminToken);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.allowedActions).toMatchObject({ confirm: true, complete: false });
    const reads = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mine.id), eq(auditLog.action, 'booking.read')));
    expect(reads).toHaveLength(1);
    const trail = (await call('GET', `/api/admin/bookings/${mine.id}/audit`, adminToken)).json().data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['booking.create']);
    expect((await call('GET', '/api/bookings/not-a-uuid', userToken)).statusCode).toBe(400);
  });

  it('lists my own bookings only, with filters, search by examinee id and pagination', async () => {
    const customer = await registerUser(ctx.app);
    const listClinic = await createTestClinic(ctx);
    const first = await createBookingAs(ctx, customer.token, listClinic, { examinees: [examinee(THAI_IDS[0], 'ชูใจ')] });
    const second = await createBookingAs(ctx, customer.token, listClinic, { appointmentDate: daysAhead(5) });
    await createBookingAs(ctx, otherToken, listClinic);
    await call('PATCH', `/api/bookings/${second.id}/cancel`, customer.token, { reason: 'ติดธุระ' });

    const all = (await call('GET', '/api/bookings?limit=1&sortBy=appointmentDate&sortOrder=asc', customer.token)).json()
      .data;
    expect(all.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(all.items[0].id).toBe(first.id);
    expect(all.items[0].examineesFilled).toBe(1);

    const cancelled = (await call('GET', '/api/bookings?status=cancelled', customer.token)).json().data;
    expect(cancelled.items.map((item: Booking) => item.id)).toEqual([second.id]);

    const byId = (
      await call('GET', `/api/bookings?q=${'1-1017-01234-56-1'}&clinicId=${listClinic.clinicId}`, adminToken)
    ).json().data;
    expect(byId.items.map((item: Booking) => item.id)).toEqual([first.id]);
    const byName = (await call('GET', `/api/bookings?q=${encodeURIComponent('ชูใจ')}`, customer.token)).json().data;
    expect(byName.items.map((item: Booking) => item.id)).toEqual([first.id]);
    const wildcard = (await call('GET', `/api/bookings?q=${encodeURIComponent('%')}`, customer.token)).json().data;
    expect(wildcard.items).toEqual([]);

    const adminView = (await call('GET', `/api/bookings?clinicId=${listClinic.clinicId}`, adminToken)).json().data;
    expect(adminView.pagination.total).toBe(3);
  });

  it('refuses an unknown sort, a limit over 100 and a bad status (400)', async () => {
    for (const query of ['sortBy=password', 'limit=101', 'status=lost', 'dateFrom=tomorrow']) {
      const response = await call('GET', `/api/bookings?${query}`, userToken);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatch(/[ก-๙]/);
    }
  });
});

describe('changing a booking', () => {
  it('reschedules a pending booking, freeing the old places, and recomputes the total when the count changes', async () => {
    const own = await createTestClinic(ctx, { price: 50_000 });
    const booking = await createBookingAs(ctx, userToken, own, { examineeCount: 2 });
    const moved = await call('PUT', `/api/bookings/${booking.id}`, userToken, {
      appointmentDate: daysAhead(4),
      slotTime: '14:00',
      examineeCount: 3,
      contactName: 'คนใหม่',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      appointmentDate: daysAhead(4),
      slotTime: '14:00',
      totalAmount: 150_000,
      contactName: 'คนใหม่',
    });
    expect(await slotBooked(own, daysAhead(3), '09:00')).toBe(0);
    expect(await slotBooked(own, daysAhead(4), '14:00')).toBe(3);
    const notes = (await call('GET', '/api/notifications', userToken)).json().data.items;
    expect(notes[0].type).toBe('booking_rescheduled');
  });

  it('needs the date and the slot together (400) and cannot move into a full slot (409)', async () => {
    const small = await createTestClinic(ctx, { capacityPerSlot: 1 });
    const booking = await createBookingAs(ctx, userToken, small);
    await createBookingAs(ctx, otherToken, small, { slotTime: '10:00' });
    expect((await call('PUT', `/api/bookings/${booking.id}`, userToken, { slotTime: '10:00' })).statusCode).toBe(400);
    const full = await call('PUT', `/api/bookings/${booking.id}`, userToken, {
      appointmentDate: daysAhead(3),
      slotTime: '10:00',
    });
    expect(full.json().code).toBe('SLOT_FULL');
    expect(await slotBooked(small, daysAhead(3), '09:00')).toBe(1);
  });

  it('lets the owner of a confirmed booking move only its date and slot, and not within 24 hours', async () => {
    const allDay = await createTestClinic(ctx, { openingHours: ALL_DAY });
    const later = await createBookingAs(ctx, userToken, allDay);
    await call('POST', `/api/bookings/${later.id}/confirm`, adminToken, {});
    const otherField = await call('PUT', `/api/bookings/${later.id}`, userToken, { examineeCount: 2 });
    expect(otherField.json().code).toBe('CONFIRMED_ONLY_RESCHEDULE');
    const moved = await call('PUT', `/api/bookings/${later.id}`, userToken, {
      appointmentDate: daysAhead(6),
      slotTime: '08:00',
    });
    expect(moved.statusCode).toBe(200);

    const soon = await createBookingAs(ctx, userToken, allDay, soonSlot());
    await call('POST', `/api/bookings/${soon.id}/confirm`, adminToken, {});
    const tooLate = await call('PUT', `/api/bookings/${soon.id}`, userToken, {
      appointmentDate: daysAhead(6),
      slotTime: '09:00',
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('TOO_LATE_TO_CHANGE');
    const cancelLate = await call('PATCH', `/api/bookings/${soon.id}/cancel`, userToken, { reason: 'ไม่ว่าง' });
    expect(cancelLate.json().code).toBe('TOO_LATE_TO_CHANGE');
    // An admin may still cancel it.
    expect(
      (await call('PATCH', `/api/bookings/${soon.id}/cancel`, adminToken, { reason: 'ลูกค้าโทรแจ้ง' })).statusCode,
    ).toBe(200);
  });

  it('refuses a customer change while the slip is being checked, and any change of a closed booking (409)', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '15:00' });
    await setStatus(booking.id, 'payment_review');
    const review = await call('PUT', `/api/bookings/${booking.id}`, userToken, { contactName: 'ใหม่' });
    expect(review.statusCode).toBe(409);
    expect(review.json().error).toBe('การจองอยู่ในสถานะ "รอตรวจสอบการชำระเงิน" จึงทำรายการนี้ไม่ได้');
    await setStatus(booking.id, 'completed');
    expect((await call('PUT', `/api/bookings/${booking.id}`, adminToken, { contactName: 'ใหม่' })).statusCode).toBe(409);
  });

  it("answers 404 to a change of someone else's booking", async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '15:00' });
    expect((await call('PUT', `/api/bookings/${booking.id}`, otherToken, { contactName: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/bookings/${booking.id}/cancel`, otherToken, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('cancelling, confirming, completing', () => {
  it('cancels with a reason, frees the places, and refuses to cancel twice', async () => {
    const own = await createTestClinic(ctx);
    const booking = await createBookingAs(ctx, userToken, own, { examineeCount: 4 });
    const noReason = await call('PATCH', `/api/bookings/${booking.id}/cancel`, userToken, { reason: '  ' });
    expect(noReason.json().details).toEqual([{ field: 'reason', message: 'กรุณากรอกเหตุผลการยกเลิก' }]);
    const cancelled = await call('PATCH', `/api/bookings/${booking.id}/cancel`, userToken, { reason: 'ติดธุระ' });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelReason: 'ติดธุระ', cancelledBy: userId });
    expect(await slotBooked(own, daysAhead(3), '09:00')).toBe(0);
    const again = await call('PATCH', `/api/bookings/${booking.id}/cancel`, userToken, { reason: 'ติดธุระ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BOOKING_STATE_CONFLICT');
  });

  it('lets only an admin confirm, from pending or review, and notifies the owner', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '16:00' });
    expect((await call('POST', `/api/bookings/${booking.id}/confirm`, userToken, {})).statusCode).toBe(403);
    const confirmed = await call('POST', `/api/bookings/${booking.id}/confirm`, adminToken, { note: 'ชำระที่เคาน์เตอร์' });
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', confirmNote: 'ชำระที่เคาน์เตอร์' });
    expect((await call('POST', `/api/bookings/${booking.id}/confirm`, adminToken, {})).statusCode).toBe(409);
    const notes = (await call('GET', '/api/notifications', userToken)).json().data.items;
    expect(notes[0]).toMatchObject({ type: 'booking_confirmed' });
    const trail = (await call('GET', `/api/admin/bookings/${booking.id}/audit`, adminToken)).json().data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['booking.confirm', 'booking.create']);
    expect(trail[0].actorName).toBe('แอดมิน ทดสอบ');
  });

  it('completes a confirmed booking (admin), and not a pending one', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '16:00' });
    expect((await call('POST', `/api/admin/bookings/${booking.id}/complete`, adminToken)).statusCode).toBe(409);
    await call('POST', `/api/bookings/${booking.id}/confirm`, adminToken, {});
    const done = await call('POST', `/api/admin/bookings/${booking.id}/complete`, adminToken);
    expect(done.json().data.status).toBe('completed');
    expect((await call('PATCH', `/api/bookings/${booking.id}/cancel`, adminToken, { reason: 'x' })).statusCode).toBe(
      409,
    );
  });
});

describe('examinees', () => {
  it('adds up to the booked count, edits, removes, and checks the Thai id', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { examineeCount: 2, slotTime: '11:00' });
    const url = `/api/bookings/${booking.id}/examinees`;
    const first = await call('POST', url, userToken, examinee(THAI_IDS[0]));
    expect(first.statusCode).toBe(201);
    const duplicate = await call('POST', url, userToken, examinee(THAI_IDS[0]));
    expect(duplicate.json().code).toBe('DUPLICATE_EXAMINEE');
    const badId = await call('POST', url, userToken, examinee('1234567890123'));
    expect(badId.json().details[0].field).toBe('idNumber');
    const passport = await call('POST', url, userToken, {
      ...examinee('AA1234567'),
      idType: 'passport',
      nationality: 'เมียนมา',
    });
    expect(passport.statusCode).toBe(201);
    const third = await call('POST', url, userToken, examinee(THAI_IDS[1]));
    expect(third.json()).toMatchObject({ code: 'EXAMINEES_EXCEED_COUNT' });

    const examineeId = first.json().data.examinees[0].id;
    const edited = await call('PUT', `${url}/${examineeId}`, userToken, {
      ...examinee(THAI_IDS[0], 'มานะ'),
      gender: 'male',
    });
    expect(edited.json().data.examinees[0]).toMatchObject({ firstName: 'มานะ', gender: 'male' });
    expect((await call('PUT', `${url}/${examineeId}`, otherToken, examinee(THAI_IDS[0]))).statusCode).toBe(404);

    const fewer = await call('PUT', `/api/bookings/${booking.id}`, userToken, { examineeCount: 1 });
    expect(fewer.json().code).toBe('EXAMINEE_COUNT_BELOW_FILLED');

    const removed = await call('DELETE', `${url}/${examineeId}`, userToken);
    expect(removed.json().data.examinees).toHaveLength(1);
    expect((await call('DELETE', `${url}/${examineeId}`, userToken)).statusCode).toBe(404);

    await call('PATCH', `/api/bookings/${booking.id}/cancel`, userToken, { reason: 'ติดธุระ' });
    const locked = await call('POST', url, userToken, examinee(THAI_IDS[1]));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('EXAMINEES_LOCKED');
  });

  it('keeps the health history the booker fills in before the visit, and reads it back', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { slotTime: '12:00' });
    const healthHistory = {
      chronicDisease: { has: true, detail: 'ความดันโลหิตสูง' },
      accidentSurgery: { has: false, detail: null },
    };
    const added = await call('POST', `/api/bookings/${booking.id}/examinees`, userToken, {
      ...examinee(THAI_IDS[2]),
      healthHistory,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.examinees[0].healthHistory).toEqual(healthHistory);
    const read = (await call('GET', `/api/bookings/${booking.id}`, userToken)).json().data;
    expect(read.examinees[0].healthHistory).toEqual(healthHistory);
  });
});

describe('search and stats', () => {
  it('counts my bookings by status and searches only mine', async () => {
    const customer = await registerUser(ctx.app);
    const first = await createBookingAs(ctx, customer.token, clinic, { slotTime: '12:00' });
    const second = await createBookingAs(ctx, customer.token, clinic, { slotTime: '12:00' });
    await call('PATCH', `/api/bookings/${second.id}/cancel`, customer.token, { reason: 'ซ้ำ' });
    const stats = (await call('GET', '/api/search/stats', customer.token)).json().data;
    expect(stats.bookings).toMatchObject({ total: 2, byStatus: { pending_payment: 1, cancelled: 1, confirmed: 0 } });

    const found = await call('POST', '/api/search', customer.token, {
      type: 'bookings',
      q: first.bookingNo,
      filters: { status: ['pending_payment'] },
    });
    expect(found.json().data).toMatchObject({ type: 'bookings', pagination: { total: 1 } });
    const notMine = await call('POST', '/api/search', otherToken, { type: 'bookings', q: first.bookingNo });
    expect(notMine.json().data.pagination.total).toBe(0);
    expect((await call('POST', '/api/search', customer.token, { type: 'secrets' })).statusCode).toBe(400);

    const filters = (await call('GET', '/api/search/filters', customer.token)).json().data;
    expect(filters.statuses.bookings).toContainEqual({ value: 'pending_payment', label: 'รอชำระเงิน' });
    expect(filters.clinics.length).toBeGreaterThan(0);
  });
});

describe('notifications', () => {
  it('counts unread, marks one and all read, and hides other people’s', async () => {
    const customer = await registerUser(ctx.app);
    await createBookingAs(ctx, customer.token, clinic, { slotTime: '13:00' });
    await createBookingAs(ctx, customer.token, clinic, { slotTime: '13:00' });
    expect((await call('GET', '/api/notifications/unread-count', customer.token)).json().data).toEqual({ count: 2 });
    const [latest] = (await call('GET', '/api/notifications?limit=1', customer.token)).json().data.items;
    expect((await call('PATCH', `/api/notifications/${latest.id}/read`, otherToken)).statusCode).toBe(404);
    const read = await call('PATCH', `/api/notifications/${latest.id}/read`, customer.token);
    expect(read.json().data.readAt).not.toBeNull();
    expect((await call('GET', '/api/notifications?unread=true', customer.token)).json().data.pagination.total).toBe(1);
    expect((await call('POST', '/api/notifications/read-all', customer.token)).json().data).toEqual({ updated: 1 });
    expect((await call('GET', '/api/notifications/unread-count', customer.token)).json().data).toEqual({ count: 0 });
  });
});

describe('background jobs', () => {
  it('expires unpaid bookings past their deadline once, frees their places and tells the owner', async () => {
    const own = await createTestClinic(ctx);
    const customer = await registerUser(ctx.app);
    const booking = await createBookingAs(ctx, customer.token, own, { examineeCount: 2 });
    const paid = await createBookingAs(ctx, customer.token, own, { examineeCount: 1 });
    await call('POST', `/api/bookings/${paid.id}/confirm`, adminToken, {});
    const later = new Date(Date.parse(booking.paymentDueAt) + 1000);

    const expire = bookingJobs.find((job) => job.name === 'expire-overdue-bookings');
    if (!expire) throw new Error('expiry job missing');
    expect(await runExclusive(ctx.database.db, expire, later)).toBeGreaterThanOrEqual(1);
    expect(await expireOverdueBookings(ctx.database.db, later)).toBe(0);

    const after = (await call('GET', `/api/bookings/${booking.id}`, customer.token)).json().data;
    expect(after.status).toBe('expired');
    expect(after.expiredAt).not.toBeNull();
    expect((await call('GET', `/api/bookings/${paid.id}`, customer.token)).json().data.status).toBe('confirmed');
    expect(await slotBooked(own, daysAhead(3), '09:00')).toBe(1);
    const notes = (await call('GET', '/api/notifications', customer.token)).json().data.items;
    expect(notes[0]).toMatchObject({ type: 'booking_expired' });
  });

  it('reminds the day before, once per booking', async () => {
    const customer = await registerUser(ctx.app);
    const booking = await createBookingAs(ctx, customer.token, clinic, {
      appointmentDate: daysAhead(2),
      slotTime: '10:00',
    });
    await call('POST', `/api/bookings/${booking.id}/confirm`, adminToken, {});
    const dayBefore = new Date(slotStart(addDays(booking.appointmentDate, -1), '09:00'));
    expect(await sendAppointmentReminders(ctx.database.db, dayBefore)).toBeGreaterThanOrEqual(1);
    await sendAppointmentReminders(ctx.database.db, dayBefore);
    const reminders = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.user.id), eq(notifications.type, 'appointment_reminder')));
    expect(reminders).toHaveLength(1);
  });
});

describe('GET /api/admin/bookings/export', () => {
  it('exports the filtered list as xlsx with Thai headers, baht amounts and formulas neutralised', async () => {
    const own = await createTestClinic(ctx, { price: 123_450 });
    await createBookingAs(ctx, userToken, own, { contactName: '=HYPERLINK("http://x")', examineeCount: 2 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/export?clinicId=${own.clinicId}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="bookings-\d{6}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    const header = sheet?.getRow(1).values as string[];
    expect(header).toContain('เลขที่การจอง');
    const row = sheet?.getRow(2).values as unknown[];
    expect(row).toContain(`'=HYPERLINK("http://x")`);
    expect(row).toContain(2469);
    expect(row).toContain('รอชำระเงิน');
  });
});
