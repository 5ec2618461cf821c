import type { AdminDataRequestDetail, Booking, Certificate, DataRequest, Examinee, Payment } from '@jongdee/contracts';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examinees, notifications, sessions, signInDevices, userConsents, users } from '../../db/schema.ts';
import { createBookingAs, daysAhead } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, checkInToday, generalResult } from '../../test/exam-factory.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp, VALID_PASSWORD } from '../../test/helpers.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;
let doctorId: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  adminToken = (await signInAsNewAdmin(ctx)).token;
  doctorId = (await addTestDoctor(ctx, adminToken, clinic.clinicId)).id;
}, 60_000);

const call = apiCaller(ctx);

// The person who asks to be forgotten: names and a phone no one else in this database has.
const PERSON = { firstName: 'ประพันธ์', lastName: 'ลืมฉันเถิด', phone: '0865550101' };
const EXAMINEE = { title: 'นางสาว', firstName: 'วิไลวรรณ', lastName: 'เก็บไว้ตามกฎหมาย', idNumber: '1234567890121' };
const UNEXAMINED = { title: 'นาย', firstName: 'ยังไม่ได้ตรวจ', lastName: 'ต้องถูกลบ', idNumber: '3101200456789' };

type Seeded = {
  token: string;
  userId: string;
  email: string;
  examined: Booking;
  cancelled: Booking;
  open: Booking;
  payment: Payment;
  certificate: Certificate;
  verifyCode: string;
};

async function addExaminee(token: string, booking: Booking, person: typeof EXAMINEE): Promise<Examinee> {
  const response = await call('POST', `/api/bookings/${booking.id}/examinees`, token, { ...person, idType: 'thai_id' });
  expect(response.statusCode).toBe(201);
  return response.json().data.examinees.at(-1);
}

/**
 * A customer with: a booking paid in cash, examined and certified (completed); a booking cancelled
 * before anyone was examined; and a booking still open (pending payment).
 */
async function seedPerson(): Promise<Seeded> {
  const { token, user } = await registerUser(ctx.app, PERSON);
  const contact = { contactName: `${PERSON.firstName} ${PERSON.lastName}`, contactPhone: PERSON.phone };
  const examined = await createBookingAs(ctx, token, clinic, {
    ...contact,
    appointmentDate: daysAhead(1),
    slotTime: '09:00',
    note: `โทรหา${PERSON.firstName}ก่อนเข้าตรวจ`,
  });
  const examinee = await addExaminee(token, examined, EXAMINEE);
  const paid = await call('POST', '/api/admin/payments', adminToken, {
    bookingId: examined.id,
    method: 'cash',
    amount: examined.totalAmount,
    paidAt: new Date().toISOString(),
    note: `รับเงินสดจากคุณ${PERSON.firstName}`,
  });
  expect(paid.statusCode).toBe(201);
  await checkInToday(ctx, adminToken, examined, [examinee]);
  expect(
    (await call('PUT', `/api/admin/examination-results/examinee/${examinee.id}`, adminToken, generalResult(doctorId)))
      .statusCode,
  ).toBe(200);
  const issued = await call('POST', '/api/admin/certificates/issue', adminToken, { bookingId: examined.id });
  expect(issued.statusCode).toBe(201);
  const certificate: Certificate = issued.json().data[0];

  const cancelled = await createBookingAs(ctx, token, clinic, {
    ...contact,
    appointmentDate: daysAhead(2),
    slotTime: '10:00',
  });
  await addExaminee(token, cancelled, UNEXAMINED);
  expect((await call('PATCH', `/api/bookings/${cancelled.id}/cancel`, token, { reason: 'ติดธุระ' })).statusCode).toBe(
    200,
  );
  const open = await createBookingAs(ctx, token, clinic, {
    ...contact,
    appointmentDate: daysAhead(3),
    slotTime: '11:00',
  });
  return {
    token,
    userId: user.id,
    email: user.email,
    examined,
    cancelled,
    open,
    payment: paid.json().data,
    certificate,
    verifyCode: certificate.verifyUrl.split('/').at(-1) ?? '',
  };
}

const searchBookings = async (q: string) =>
  (await call('POST', '/api/search', adminToken, { type: 'bookings', q, page: 1, limit: 20 })).json().data.pagination
    .total as number;

describe('erasure (POST /api/admin/data-requests/{id}/complete)', () => {
  let person: Seeded;
  let request: DataRequest;
  let access: DataRequest;

  beforeAll(async () => {
    person = await seedPerson();
    request = (
      await call('POST', '/api/auth/data-requests', person.token, { kind: 'erasure', reason: 'ไม่ใช้บริการแล้ว' })
    ).json().data;
    access = (await call('POST', '/api/auth/data-requests', person.token, { kind: 'access' })).json().data;
  }, 60_000);

  it('tells staff beforehand what would be anonymised and kept, and that an open booking stops it', async () => {
    const detail: AdminDataRequestDetail = (
      await call('GET', `/api/admin/data-requests/${request.id}`, adminToken)
    ).json().data;
    expect(detail.user).toMatchObject({ firstName: PERSON.firstName, email: person.email });
    expect(detail.erasure).toMatchObject({
      bookings: 3,
      openBookings: [person.open.bookingNo],
      examineesKept: 1,
      examineesAnonymised: 1,
      certificates: 1,
      payments: 1,
    });
    expect(detail.erasure?.notifications).toBeGreaterThan(0);
  });

  it('waits while a booking is still open (409, Thai, naming it)', async () => {
    const refused = await call('POST', `/api/admin/data-requests/${request.id}/complete`, adminToken, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ERASURE_OPEN_BOOKINGS');
    expect(refused.json().error).toContain(person.open.bookingNo);
    // Nothing happened: the account still signs in.
    expect((await call('GET', '/api/auth/me', person.token)).statusCode).toBe(200);
  });

  it('anonymises the person in one go once the open booking is cancelled', async () => {
    expect(
      (await call('PATCH', `/api/bookings/${person.open.id}/cancel`, adminToken, { reason: 'ลูกค้าขอลบบัญชี' })).statusCode,
    ).toBe(200);
    expect(await searchBookings(PERSON.lastName)).toBe(3);

    const done = await call('POST', `/api/admin/data-requests/${request.id}/complete`, adminToken, {
      note: 'ตรวจสอบตัวตนทางโทรศัพท์แล้ว',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'completed',
      decisionNote: 'ตรวจสอบตัวตนทางโทรศัพท์แล้ว',
      user: {
        id: person.userId,
        firstName: 'ผู้ใช้ถูกลบ',
        lastName: '',
        email: `deleted-${person.userId}@invalid`,
        phone: '',
      },
    });
    expect(done.json().data.user.anonymizedAt).toBeTruthy();

    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(account).toMatchObject({ isActive: false, companyName: null, taxId: null, address: null });
    expect(account?.passwordHash.startsWith('$argon2')).toBe(false);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toEqual([]);
    expect(await ctx.database.db.select().from(signInDevices).where(eq(signInDevices.userId, person.userId))).toEqual(
      [],
    );
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.userId, person.userId))).toEqual(
      [],
    );
    const consents = await ctx.database.db.select().from(userConsents).where(eq(userConsents.userId, person.userId));
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((consent) => consent.withdrawnAt !== null)).toBe(true);
  });

  it('closes the account: the old token and the old password no longer work', async () => {
    expect((await call('GET', '/api/auth/me', person.token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: VALID_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const byPlaceholder = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `deleted-${person.userId}@invalid`, password: VALID_PASSWORD },
    });
    expect(byPlaceholder.statusCode).toBe(400); // `.invalid` is not an address anyone can type in
  });

  it('leaves the name nowhere in the admin lists: users, bookings, search, payments, requests', async () => {
    for (const term of [PERSON.firstName, PERSON.lastName, person.email]) {
      const found = await call('GET', `/api/admin/users?q=${encodeURIComponent(term)}`, adminToken);
      expect(found.json().data.pagination.total).toBe(0);
      expect(await searchBookings(term)).toBe(0);
      const listed = await call('GET', `/api/bookings?q=${encodeURIComponent(term)}`, adminToken);
      expect(listed.json().data.pagination.total).toBe(0);
    }
    expect(await searchBookings(PERSON.phone)).toBe(0);
    expect(await searchBookings(UNEXAMINED.firstName)).toBe(0);
    expect(await searchBookings(UNEXAMINED.idNumber)).toBe(0);

    const everything = [
      (await call('GET', '/api/bookings?limit=100', adminToken)).body,
      (await call('GET', '/api/payments?limit=100', adminToken)).body,
      (await call('GET', '/api/admin/users?limit=100', adminToken)).body,
      (await call('GET', '/api/admin/data-requests?limit=100', adminToken)).body,
      (await call('GET', `/api/bookings/${person.cancelled.id}`, adminToken)).body,
      (await call('GET', `/api/payments/${person.payment.id}`, adminToken)).body,
    ].join('\n');
    for (const trace of [PERSON.firstName, PERSON.lastName, PERSON.phone, person.email, UNEXAMINED.firstName]) {
      expect(everything).not.toContain(trace);
    }
  });

  it('keeps the medical record: the examined person keeps their name and id, and the certificate still verifies', async () => {
    const verified = await ctx.app.inject({ method: 'GET', url: `/api/verify/${person.verifyCode}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      status: 'valid',
      certificateNo: person.certificate.certificateNo,
      examineeName: `${EXAMINEE.firstName} เ***`,
    });
    const people = await ctx.database.db
      .select()
      .from(examinees)
      .where(inArray(examinees.bookingId, [person.examined.id, person.cancelled.id]));
    const kept = people.find((row) => row.bookingId === person.examined.id);
    expect(kept).toMatchObject({
      firstName: EXAMINEE.firstName,
      lastName: EXAMINEE.lastName,
      idNumber: EXAMINEE.idNumber,
    });
    expect(kept?.phone).toBeNull();
    const erased = people.find((row) => row.bookingId === person.cancelled.id);
    expect(erased).toMatchObject({ firstName: 'ผู้เข้าตรวจถูกลบ', lastName: '', idType: 'other', birthDate: null });
    expect(erased?.idNumber).toMatch(/^ERASED-[0-9a-f]{32}$/);

    const booking = (await call('GET', `/api/bookings/${person.examined.id}`, adminToken)).json().data;
    expect(booking).toMatchObject({ status: 'completed', contactName: 'ผู้ใช้ถูกลบ', contactPhone: '', note: null });
    expect(booking.user).toMatchObject({ firstName: 'ผู้ใช้ถูกลบ' });
  });

  it('keeps the payment for the accounts, without personal text, and it still counts', async () => {
    const payment: Payment = (await call('GET', `/api/payments/${person.payment.id}`, adminToken)).json().data;
    expect(payment).toMatchObject({
      paymentNo: person.payment.paymentNo,
      amount: person.examined.totalAmount,
      status: 'verified',
      note: null,
    });
    const stats = (await call('GET', '/api/search/stats', adminToken)).json().data;
    expect(stats.payments.byStatus.verified).toBeGreaterThanOrEqual(1);
    const verified = (await call('GET', '/api/payments?status=verified&limit=100', adminToken)).json().data;
    expect(verified.items.map((item: Payment) => item.id)).toContain(person.payment.id);
  });

  it('records the decision and closes the person’s other pending request, naming no one in the audit', async () => {
    const other = (await call('GET', `/api/admin/data-requests/${access.id}`, adminToken)).json().data;
    expect(other).toMatchObject({ status: 'completed' });
    expect(other.decisionNote).toMatch(/ลบบัญชี/);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [request.id, person.userId]));
    const actions = audits.map((row) => row.action);
    expect(actions).toContain('data_request.complete');
    expect(actions).toContain('user.anonymise');
    const anonymise = audits.find((row) => row.action === 'user.anonymise');
    expect(JSON.stringify(anonymise?.after)).not.toContain(PERSON.firstName);
    expect(anonymise?.after).toMatchObject({ bookings: 3, examineesKept: 1, examineesAnonymised: 1, payments: 1 });
  });
});

describe('erasure refusals', () => {
  it('does not erase an admin account (409, Thai)', async () => {
    const admin = await signInAsNewAdmin(ctx);
    const request: DataRequest = (
      await call('POST', '/api/auth/data-requests', admin.token, { kind: 'erasure' })
    ).json().data;
    const refused = await call('POST', `/api/admin/data-requests/${request.id}/complete`, adminToken, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ERASURE_OF_ADMIN' });
    expect(refused.json().error).toMatch(/ผู้ดูแลระบบ/);
  });

  it('refuses users (403) and unknown requests (404)', async () => {
    const { token } = await registerUser(ctx.app);
    const request: DataRequest = (await call('POST', '/api/auth/data-requests', token, { kind: 'erasure' })).json()
      .data;
    expect((await call('POST', `/api/admin/data-requests/${request.id}/complete`, token, {})).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/data-requests/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/complete', adminToken, {}))
        .statusCode,
    ).toBe(404);
    const badId = await call('POST', '/api/admin/data-requests/not-a-uuid/complete', adminToken, {});
    expect(badId.statusCode).toBe(400);
  });
});
