import type { Certificate, Examinee, ResultWorkItem, Verification } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { auditLog } from '../../db/schema.ts';
import { createBookingAs, daysAhead, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, checkInToday, confirmedBookingWithExaminees, generalResult } from '../../test/exam-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { VERIFY_MISS_LIMIT, validUntilFor } from './certificates.service.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let doctorId: string;
let adminToken: string;
let userToken: string;
let otherToken: string;
const call = apiCaller(ctx);

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  adminToken = (await signInAsNewAdmin(ctx)).token;
  userToken = (await registerUser(ctx.app)).token;
  otherToken = (await registerUser(ctx.app)).token;
  doctorId = (await addTestDoctor(ctx, adminToken, clinic.clinicId)).id;
}, 60_000);

const nextSlot = slotSequence(2);
let people = 0;
/** A confirmed booking of `count` examinees, in a slot of its own, whose examinees have checked in today. */
async function examinedBooking(count: number) {
  const booking = await createBookingAs(ctx, userToken, clinic, { ...nextSlot(), examineeCount: count });
  const examinees = await confirmedBookingWithExaminees(
    ctx,
    { admin: adminToken, user: userToken },
    booking,
    count,
    people,
  );
  people += count;
  await checkInToday(ctx, adminToken, booking, examinees);
  return { booking, examinees };
}

const record = (examinee: Examinee, body: object = generalResult(doctorId), token = adminToken) =>
  call('PUT', `/api/admin/examination-results/examinee/${examinee.id}`, token, body);
const issue = (body: object, token = adminToken) => call('POST', '/api/admin/certificates/issue', token, body);

describe('examination results', () => {
  it('records a result with labels and units from the form, lists the examinee as recorded, and audits reading it', async () => {
    const { booking, examinees } = await examinedBooking(2);
    const [first, second] = examinees as [Examinee, Examinee];
    const awaiting = (
      await call('GET', `/api/admin/examination-results?bookingId=${booking.id}&state=awaiting`, adminToken)
    ).json().data;
    expect(awaiting.items.map((item: ResultWorkItem) => item.examinee.id).sort()).toEqual([first.id, second.id].sort());
    expect(awaiting.items[0].examinee.idNumber).toContain('x');

    const saved = await record(first);
    expect(saved.statusCode).toBe(200);
    const weight = saved.json().data.items.find((item: { code: string }) => item.code === 'weight');
    expect(weight).toMatchObject({ label: 'น้ำหนักตัว', unit: 'กก.', value: '62' });

    const recorded = (
      await call('GET', `/api/admin/examination-results?bookingId=${booking.id}&state=recorded`, adminToken)
    ).json().data;
    expect(recorded.items.map((item: ResultWorkItem) => item.examinee.id)).toEqual([first.id]);

    const form = (await call('GET', `/api/admin/examination-results/examinee/${first.id}`, adminToken)).json().data;
    expect(form.result.conclusion).toBe('fit');
    expect(form.doctors.map((doctor: { id: string }) => doctor.id)).toContain(doctorId);
    const reads = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'examination_result.read'));
    expect(reads.some((row) => row.entityId === form.result.id)).toBe(true);

    // Recording again corrects the same result.
    const corrected = await record(
      first,
      generalResult(doctorId, { conclusion: 'fit_with_remarks', remark: 'ควรลดน้ำหนัก' }),
    );
    expect(corrected.json().data).toMatchObject({ id: saved.json().data.id, conclusion: 'fit_with_remarks' });
  });

  it('lists when each examinee checked in, and who has not yet: their results cannot be recorded', async () => {
    const booking = await createBookingAs(ctx, userToken, clinic, { ...nextSlot(), examineeCount: 2 });
    const examinees = await confirmedBookingWithExaminees(
      ctx,
      { admin: adminToken, user: userToken },
      booking,
      2,
      people,
    );
    people += 2;
    const [arrived, waiting] = examinees as [Examinee, Examinee];
    const before = Date.now();
    await checkInToday(ctx, adminToken, booking, [arrived]);
    const items: ResultWorkItem[] = (
      await call('GET', `/api/admin/examination-results?bookingId=${booking.id}&state=awaiting`, adminToken)
    ).json().data.items;
    const checkedInAt = (examinee: Examinee) =>
      items.find((item) => item.examinee.id === examinee.id)?.examinee.checkedInAt;
    expect(Date.parse(checkedInAt(arrived) ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(checkedInAt(waiting)).toBeNull();
    expect((await record(waiting)).statusCode).toBe(409);
  });

  it('refuses missing items and bad values in Thai, a doctor of another clinic, an unconfirmed booking, and customers', async () => {
    const { examinees } = await examinedBooking(1);
    const [person] = examinees as [Examinee];
    const body = generalResult(doctorId);
    const missing = await record(person, { ...body, items: body.items.filter((item) => item.code !== 'weight') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({ field: 'items.weight', message: 'กรุณากรอกน้ำหนักตัว' });
    const badPressure = await record(person, {
      ...body,
      items: body.items.map((item) => (item.code === 'blood_pressure' ? { ...item, value: '120' } : item)),
    });
    expect(badPressure.json().details[0].field).toBe('items.blood_pressure');

    const elsewhere = await createTestClinic(ctx);
    const stranger = await addTestDoctor(ctx, adminToken, elsewhere.clinicId);
    expect((await record(person, generalResult(stranger.id))).json().code).toBe('DOCTOR_NOT_AT_CLINIC');
    expect((await record(person, body, userToken)).statusCode).toBe(403);

    const pending = await createBookingAs(ctx, userToken, clinic, {
      appointmentDate: daysAhead(20),
      slotTime: '10:00',
    });
    const added = await call('POST', `/api/bookings/${pending.id}/examinees`, userToken, {
      title: 'นาย',
      firstName: 'ยังไม่',
      lastName: 'ชำระ',
      idType: 'passport',
      idNumber: 'AB1234567',
    });
    const notYet = await record(added.json().data.examinees[0], body);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('BOOKING_NOT_EXAMINED');
  });
});

describe('issuing certificates', () => {
  it('issues for every ready examinee of a booking, completes it, and tells the customer', async () => {
    const { booking, examinees } = await examinedBooking(2);
    const [first, second] = examinees as [Examinee, Examinee];
    const withoutResult = await issue({ examineeIds: [first.id] });
    expect(withoutResult.statusCode).toBe(409);
    expect(withoutResult.json()).toMatchObject({
      code: 'RESULT_REQUIRED',
      error: expect.stringContaining(first.firstName),
    });

    await record(first);
    const one = await issue({ bookingId: booking.id });
    expect(one.statusCode).toBe(201);
    const [certificate] = one.json().data as Certificate[];
    expect(certificate?.certificateNo).toMatch(/^MC-\d{2}-\d{6}$/);
    expect(certificate).toMatchObject({ status: 'valid', examineeId: first.id, conclusion: 'fit', type: 'general' });
    expect(certificate?.validUntil).toBe(validUntilFor(certificate?.examDate ?? ''));
    expect((await call('GET', `/api/bookings/${booking.id}`, userToken)).json().data.status).toBe('confirmed');

    expect((await issue({ examineeIds: [first.id] })).json().code).toBe('CERTIFICATE_EXISTS');
    await record(second);
    expect((await record(first)).json().code).toBe('RESULT_LOCKED');
    expect((await issue({ bookingId: booking.id })).json().data).toHaveLength(1);
    expect((await issue({ bookingId: booking.id })).json().code).toBe('NOTHING_TO_ISSUE');
    expect((await call('GET', `/api/bookings/${booking.id}`, userToken)).json().data.status).toBe('completed');
    const note = (await call('GET', '/api/notifications', userToken)).json().data.items[0];
    expect(note).toMatchObject({ type: 'certificate_issued', link: `/booking/${booking.id}` });
    expect((await issue({ bookingId: booking.id }, userToken)).statusCode).toBe(403);
  });

  it('keeps numbers unique and one certificate per examinee when 50 issues race', async () => {
    const { booking, examinees } = await examinedBooking(10);
    for (const person of examinees) await record(person);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 5 === 0
          ? issue({ bookingId: booking.id })
          : issue({ examineeIds: [(examinees[index % examinees.length] as Examinee).id] }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const list: Certificate[] = (await call('GET', `/api/certificates/booking/${booking.id}`, userToken)).json().data;
    expect(list).toHaveLength(10);
    expect(new Set(list.map((item) => item.certificateNo)).size).toBe(10);
    expect(new Set(list.map((item) => item.examineeId)).size).toBe(10);
  }, 60_000);
});

describe('revoking and reissuing', () => {
  it('revokes with a reason; reissue gives a new number and the old one points to it; /verify follows', async () => {
    const { examinees } = await examinedBooking(1);
    const [person] = examinees as [Examinee];
    await record(person);
    const [original] = (await issue({ examineeIds: [person.id] })).json().data as Certificate[];
    if (!original) throw new Error('issued nothing');
    const code = original.verifyUrl.split('/verify/')[1] ?? '';
    const valid: Verification = (await call('GET', `/api/verify/${code}`, '')).json().data;
    expect(valid).toMatchObject({ status: 'valid', certificateNo: original.certificateNo, type: 'general' });
    expect(valid.examineeName).toBe(`${person.firstName} ท***`);
    expect(Object.keys(valid).sort()).toEqual(
      ['certificateNo', 'clinicName', 'examineeName', 'expired', 'issuedAt', 'status', 'type', 'validUntil'].sort(),
    );

    expect(
      (await call('POST', `/api/admin/certificates/${original.id}/revoke`, adminToken, { reason: '' })).statusCode,
    ).toBe(400);
    const revoked = await call('POST', `/api/admin/certificates/${original.id}/revoke`, adminToken, {
      reason: 'พิมพ์ชื่อผิด',
    });
    expect(revoked.json().data).toMatchObject({ status: 'revoked', revokedReason: 'พิมพ์ชื่อผิด' });
    expect((await call('GET', `/api/verify/${code}`, '')).json().data.status).toBe('revoked');
    expect(
      (await call('POST', `/api/admin/certificates/${original.id}/revoke`, adminToken, { reason: 'ซ้ำ' })).json().code,
    ).toBe('CERTIFICATE_REVOKED');

    // Revoked, the result may be corrected, then reissued under a new number.
    expect((await record(person, generalResult(doctorId, { remark: 'แก้ไขชื่อแล้ว' }))).statusCode).toBe(200);
    const reissued = await call('POST', `/api/admin/certificates/${original.id}/reissue`, adminToken, {
      reason: 'ออกใหม่หลังแก้ชื่อ',
    });
    expect(reissued.statusCode).toBe(200);
    const successor: Certificate = reissued.json().data;
    expect(successor.certificateNo).not.toBe(original.certificateNo);
    expect(successor.status).toBe('valid');
    const old = (await call('GET', `/api/certificates/${original.id}`, userToken)).json().data;
    expect(old.replacedById).toBe(successor.id);
    expect(
      (await call('POST', `/api/admin/certificates/${original.id}/reissue`, adminToken, { reason: 'อีกครั้ง' })).json()
        .code,
    ).toBe('CERTIFICATE_REVOKED');

    // Reissuing a valid certificate revokes it in the same step.
    const again = (
      await call('POST', `/api/admin/certificates/${successor.id}/reissue`, adminToken, { reason: 'ฉบับจริงสูญหาย' })
    ).json().data;
    const chain = (await call('GET', `/api/certificates/${successor.id}`, adminToken)).json().data;
    expect(chain).toMatchObject({ status: 'revoked', replacedById: again.id });
  });
});

describe('reading and downloading', () => {
  it("serves the owner's PDF and ZIP, answers 404 to another customer, and counts by status", async () => {
    const { booking, examinees } = await examinedBooking(3);
    for (const person of examinees) await record(person);
    const issued = (await issue({ bookingId: booking.id })).json().data as Certificate[];
    const [first] = issued;
    if (!first) throw new Error('issued nothing');

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/certificates/${first.id}/download`,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${first.certificateNo}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const zip = await ctx.app.inject({
      method: 'GET',
      url: `/api/certificates/booking/${booking.id}/download-all`,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = await zipEntryNames(zip.rawPayload);
    expect(names).toHaveLength(3);
    for (const certificate of issued) {
      expect(names.some((name) => name.startsWith(certificate.certificateNo) && name.endsWith('.pdf'))).toBe(true);
    }

    for (const url of [
      `/api/certificates/${first.id}`,
      `/api/certificates/${first.id}/download`,
      `/api/certificates/booking/${booking.id}`,
      `/api/certificates/booking/${booking.id}/download-all`,
    ]) {
      expect((await call('GET', url, otherToken)).statusCode).toBe(404);
    }
    const mine = (await call('GET', '/api/certificates/stats/summary', userToken)).json().data;
    const theirs = (await call('GET', '/api/certificates/stats/summary', otherToken)).json().data;
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(mine.byType.general).toBe(mine.total);
    expect(theirs).toMatchObject({ total: 0, issuedThisMonth: 0 });

    const found = (
      await call('GET', `/api/admin/certificates?q=${encodeURIComponent(first.certificateNo)}`, adminToken)
    ).json().data;
    expect(found.items.map((item: Certificate) => item.id)).toEqual([first.id]);
    expect((await call('GET', '/api/admin/certificates', userToken)).statusCode).toBe(403);
  }, 60_000);

  it('answers 404 to unknown codes and 429 once guessing goes on', async () => {
    const guesses: number[] = [];
    for (let index = 0; index < 12; index++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/verify/guess${String(index).padStart(20, 'x')}`,
        remoteAddress: '203.0.113.9',
      });
      guesses.push(response.statusCode);
    }
    expect(guesses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(guesses.at(-1)).toBe(429);
    expect((await call('GET', '/api/verify/short', '')).statusCode).toBe(400);
  });
});

describe('guessing /verify codes', () => {
  const verifyFrom = (code: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress });

  it('looks up at most the limit of 40 parallel guesses, and then not even a real code, while real codes never use it up', async () => {
    const { examinees } = await examinedBooking(1);
    const [person] = examinees as [Examinee];
    await record(person);
    const [certificate] = (await issue({ examineeIds: [person.id] })).json().data as Certificate[];
    const code = certificate?.verifyUrl.split('/verify/')[1] ?? '';

    // A real QR code scanned again and again from one counter answers every time.
    for (let scan = 0; scan < VERIFY_MISS_LIMIT.count + 2; scan++) {
      expect((await verifyFrom(code, '203.0.113.60')).statusCode).toBe(200);
    }

    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => verifyFrom(`race${String(index).padStart(20, 'y')}`, '203.0.113.61')),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(VERIFY_MISS_LIMIT.count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - VERIFY_MISS_LIMIT.count);
    // Past the limit the code is not looked up at all, so a lucky guess learns nothing either.
    const lucky = await verifyFrom(code, '203.0.113.61');
    expect(lucky.statusCode).toBe(429);
    expect(lucky.json().code).toBe('TOO_MANY_REQUESTS');
  }, 60_000);
});

describe('validUntilFor', () => {
  it('is one calendar month after the examination, clamped to the month’s end', () => {
    expect(validUntilFor('2026-11-23')).toBe('2026-12-23');
    expect(validUntilFor('2026-12-15')).toBe('2027-01-15');
    expect(validUntilFor('2027-01-31')).toBe('2027-02-28');
    expect(validUntilFor('2028-01-31')).toBe('2028-02-29');
  });
});

function zipEntryNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('examinees once examined', () => {
  it('keeps a certified examinee’s details and an examined examinee on the booking (409, not 500)', async () => {
    const { booking, examinees } = await examinedBooking(2);
    const [certified, examined] = examinees as [Examinee, Examinee];
    await record(certified);
    await record(examined);
    await issue({ examineeIds: [certified.id] });
    const edit = await call('PUT', `/api/bookings/${booking.id}/examinees/${certified.id}`, adminToken, {
      title: 'นาย',
      firstName: 'เปลี่ยน',
      lastName: 'ชื่อ',
      idType: 'passport',
      idNumber: 'ZZ9999999',
    });
    expect(edit.json().code).toBe('EXAMINEE_CERTIFIED');
    const remove = await call('DELETE', `/api/bookings/${booking.id}/examinees/${examined.id}`, adminToken);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('EXAMINEE_HAS_RESULT');
  });

  it('answers 404, not 409, for someone else’s certified or examined examinee through one’s own booking', async () => {
    const { examinees } = await examinedBooking(2);
    const [certified, examined] = examinees as [Examinee, Examinee];
    await record(certified);
    await record(examined);
    await issue({ examineeIds: [certified.id] });
    const mine = await createBookingAs(ctx, otherToken, clinic, { ...nextSlot(), examineeCount: 2 });
    const edit = await call('PUT', `/api/bookings/${mine.id}/examinees/${certified.id}`, otherToken, {
      title: 'นาย',
      firstName: 'เปลี่ยน',
      lastName: 'ชื่อ',
      idType: 'passport',
      idNumber: 'ZZ9999998',
    });
    expect(edit.statusCode, edit.body).toBe(404);
    expect(edit.json().code).toBe('NOT_FOUND');
    const remove = await call('DELETE', `/api/bookings/${mine.id}/examinees/${examined.id}`, otherToken);
    expect(remove.statusCode, remove.body).toBe(404);
    expect(remove.json().code).toBe('NOT_FOUND');
  });
});

describe('search and stats over certificates', () => {
  it('pages the list without filters, each caller their own; a full page counts the rest', async () => {
    const { examinees } = await examinedBooking(2);
    for (const person of examinees) await record(person);
    const issued = (await issue({ examineeIds: examinees.map((person) => person.id) })).json().data as Certificate[];
    expect(issued).toHaveLength(2);
    const searchAs = async (token: string, page: number, limit: number) =>
      (await call('POST', '/api/search', token, { type: 'certificates', page, limit })).json().data as {
        items: Certificate[];
        pagination: { total: number; totalPages: number };
      };
    // A page longer than the list: the total is what the page holds, and holds both new certificates.
    const whole = await searchAs(userToken, 1, 100);
    expect(whole.pagination.total).toBe(whole.items.length);
    expect(whole.items.map((item) => item.id)).toEqual(expect.arrayContaining(issued.map((item) => item.id)));
    // Pages of one: the total is counted, the newest comes first, and the pages do not overlap.
    const first = await searchAs(userToken, 1, 1);
    const second = await searchAs(userToken, 2, 1);
    expect(first.pagination).toMatchObject({ total: whole.items.length, totalPages: whole.items.length });
    expect(first.items.map((item) => item.id)).toEqual([whole.items[0]?.id]);
    expect(second.items.map((item) => item.id)).toEqual([whole.items[1]?.id]);
    // Another customer has none; staff see every customer's.
    expect((await searchAs(otherToken, 1, 1)).pagination.total).toBe(0);
    expect((await searchAs(otherToken, 1, 100)).items).toEqual([]);
    expect((await searchAs(adminToken, 1, 1)).pagination.total).toBeGreaterThanOrEqual(whole.items.length);
  });

  it('finds my certificates by number and status, counts them, and not another’s', async () => {
    const { examinees } = await examinedBooking(1);
    const [person] = examinees as [Examinee];
    await record(person);
    const [mine] = (await issue({ examineeIds: [person.id] })).json().data as Certificate[];
    if (!mine) throw new Error('issued nothing');
    const body = { type: 'certificates', q: mine.certificateNo, filters: { status: ['valid'] } };
    const found = (await call('POST', '/api/search', userToken, body)).json().data;
    expect(found).toMatchObject({ type: 'certificates', pagination: { total: 1 } });
    expect(found.items[0].id).toBe(mine.id);
    expect((await call('POST', '/api/search', otherToken, body)).json().data.pagination.total).toBe(0);
    const stats = (await call('GET', '/api/search/stats', userToken)).json().data;
    expect(stats.certificates.byStatus.valid).toBeGreaterThanOrEqual(1);
    const filters = (await call('GET', '/api/search/filters', userToken)).json().data;
    expect(filters.statuses.certificates).toContainEqual({ value: 'revoked', label: 'ถูกเพิกถอน' });
  });
});
