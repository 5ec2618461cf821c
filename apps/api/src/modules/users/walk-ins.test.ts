import { randomInt } from 'node:crypto';
import type { Booking, User } from '@jongdee/contracts';
import { DEFAULT_CANCELLATION_POLICY } from '@jongdee/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { bookingBody } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, payInCash, thaiIdFor } from '../../test/exam-factory.ts';
import { apiCaller, expectFieldError, signInAsNewAdmin, uniqueEmail, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
let admin: string;
let clinic: TestClinic;
beforeAll(async () => {
  admin = (await signInAsNewAdmin(ctx)).token;
  clinic = await createTestClinic(ctx);
});

/** A mobile number no other test of this file uses. */
const newPhone = () => `08${String(randomInt(10_000_000, 100_000_000))}`;

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'มานพ',
  lastName: 'เดินเข้ามา',
  phone: newPhone(),
  email: null,
  ...overrides,
});

async function openWalkIn(overrides: Record<string, unknown> = {}): Promise<User> {
  const response = await call('POST', '/api/admin/users', admin, walkIn(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.user;
}

/** The profile as the admin edit form sends it, with an e-mail when one is given. */
const profileOf = (user: User, email: string | null) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  companyName: null,
  taxId: null,
  address: null,
  role: 'user',
  isActive: true,
  email,
});

describe('a walk-in customer without an e-mail', () => {
  it('is opened by staff with a name and a phone, without a password, and audited as a walk-in', async () => {
    const body = walkIn();
    const response = await call('POST', '/api/admin/users', admin, body);
    expect(response.statusCode).toBe(201);
    const { user, temporaryPassword } = response.json().data;
    expect(temporaryPassword).toBeNull();
    expect(user).toMatchObject({
      email: null,
      phone: body.phone,
      role: 'user',
      isActive: true,
      mustChangePassword: false,
    });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.create_by_admin')));
    expect(entry?.after).toMatchObject({ email: null, phone: body.phone, walkIn: true });
  });

  it('cannot sign in: no e-mail, a password hash nothing matches, and no temporary password until an e-mail is added', async () => {
    const user = await openWalkIn();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBeNull();
    for (const guess of ['', 'Secret123', row?.passwordHash ?? '']) {
      expect(await verifyPassword(row?.passwordHash ?? '', guess)).toBe(false);
    }
    // Signing in takes an e-mail; the phone is not one.
    const byPhone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.phone, password: 'Secret123' },
    });
    expect(byPhone.statusCode).toBe(400);

    const issue = await call('POST', `/api/admin/users/${user.id}/temporary-password`, admin);
    expect(issue.statusCode).toBe(409);
    expect(issue.json()).toMatchObject({ code: 'NO_EMAIL_TO_SIGN_IN' });
    expect(issue.json().error).toMatch(/อีเมล/);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(row?.passwordHash);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('books, pays cash at the counter, gets results and a certificate, and is found by phone everywhere', async () => {
    const user = await openWalkIn();
    const created = await call('POST', '/api/bookings', admin, {
      ...bookingBody(clinic, { contactName: 'มานพ เดินเข้ามา', contactPhone: '0899999999' }),
      userId: user.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking: Booking = created.json().data;
    expect(booking.user).toEqual({
      id: user.id,
      firstName: 'มานพ',
      lastName: 'เดินเข้ามา',
      email: null,
      phone: user.phone,
    });

    const paymentId = await payInCash(ctx, admin, booking);
    const detail = await call('GET', `/api/bookings/${booking.id}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ status: 'confirmed', user: { email: null } });
    expect(detail.json().data.clinic.cancellationPolicy).toBe(DEFAULT_CANCELLATION_POLICY);

    // Found by the account's phone (the contact phone is another number), in the lists and in search.
    const listed = await call('GET', `/api/bookings?q=${user.phone}`, admin);
    expect(listed.json().data.items.map((item: Booking) => item.id)).toEqual([booking.id]);
    const searched = await call('POST', '/api/search', admin, { type: 'bookings', q: user.phone });
    expect(searched.statusCode).toBe(200);
    expect(searched.json().data.items.map((item: Booking) => item.id)).toEqual([booking.id]);
    const people = await call('GET', `/api/admin/users?q=${user.phone}`, admin);
    expect(people.json().data.items).toEqual([expect.objectContaining({ id: user.id, email: null })]);
    const payments = await call('GET', `/api/payments?q=${booking.bookingNo}`, admin);
    expect(payments.json().data.items.map((item: { id: string }) => item.id)).toContain(paymentId);
    const account = await call('GET', `/api/admin/users/${user.id}`, admin);
    expect(account.json().data).toMatchObject({ user: { email: null }, counts: { bookings: 1, payments: 1 } });

    const added = await call('POST', `/api/bookings/${booking.id}/examinees`, admin, {
      title: 'นาย',
      firstName: 'มานพ',
      lastName: 'เดินเข้ามา',
      idType: 'thai_id',
      idNumber: thaiIdFor(0),
    });
    expect(added.statusCode, added.body).toBe(201);
    const examinee = added.json().data.examinees[0];
    const doctor = await addTestDoctor(ctx, admin, clinic.clinicId);
    const [certificate] = await certifyExaminees(ctx, admin, booking, [examinee], doctor.id);
    const pdf = await call('GET', `/api/certificates/${certificate?.id}/download`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('signs in once staff add an e-mail and issue a temporary password, and exports its data, walk-in booking included', async () => {
    const user = await openWalkIn();
    const created = await call('POST', '/api/bookings', admin, { ...bookingBody(clinic), userId: user.id });
    expect(created.statusCode).toBe(201);

    const email = uniqueEmail('walk-in');
    const updated = await call(
      'PUT',
      `/api/admin/users/${user.id}`,
      admin,
      profileOf(user, ` ${email.toUpperCase()} `),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.email).toBe(email);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.update_by_admin')));
    expect(entry).toMatchObject({ before: { email: null }, after: { email } });

    // The form sends no e-mail, or an empty one: the e-mail stays.
    for (const kept of [null, '']) {
      const again = await call('PUT', `/api/admin/users/${user.id}`, admin, profileOf(user, kept));
      expect(again.json().data.email).toBe(email);
    }

    const issued = await call('POST', `/api/admin/users/${user.id}/temporary-password`, admin);
    expect(issued.statusCode).toBe(200);
    const { temporaryPassword } = issued.json().data;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json().data;
    expect(login.json().data.user.mustChangePassword).toBe(true);
    const changed = await call('POST', '/api/auth/change-password', token, {
      currentPassword: temporaryPassword,
      newPassword: 'WalkIn2569',
    });
    expect(changed.statusCode).toBe(200);

    const mine = await call('GET', '/api/bookings', token);
    expect(mine.json().data.items.map((item: Booking) => item.id)).toEqual([created.json().data.id]);
    const exported = await call('GET', '/api/auth/export', token);
    expect(exported.statusCode).toBe(200);
    const document = exported.json().data;
    expect(document.profile).toMatchObject({ id: user.id, email, phone: user.phone });
    expect(document.bookings.map((item: { id: string }) => item.id)).toEqual([created.json().data.id]);
  });

  it('refuses an e-mail another account has (409, Thai) and a malformed one (400, Thai)', async () => {
    const user = await openWalkIn();
    const taken = await openWalkIn();
    const email = uniqueEmail('taken');
    expect((await call('PUT', `/api/admin/users/${taken.id}`, admin, profileOf(taken, email))).statusCode).toBe(200);
    const clash = await call('PUT', `/api/admin/users/${user.id}`, admin, profileOf(user, email.toUpperCase()));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ field: 'email' }] });
    expectFieldError(await call('PUT', `/api/admin/users/${user.id}`, admin, profileOf(user, 'not-an-email')), 'email');
  });
});

describe('walk-ins sharing a phone number', () => {
  it('lets two walk-ins without an e-mail coexist', async () => {
    const first = await openWalkIn();
    const second = await openWalkIn({ firstName: 'มานี' });
    expect(first.id).not.toBe(second.id);
    const rows = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, second.id));
    expect(rows).toEqual([{ email: null }]);
  });

  it('offers the customer who has the number first: a second walk-in with it needs staff to confirm another person', async () => {
    const phone = newPhone();
    const first = await openWalkIn({ phone });
    const again = await call('POST', '/api/admin/users', admin, walkIn({ phone, firstName: 'มานี' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WALK_IN_PHONE_TAKEN', details: [{ field: 'phone' }] });
    expect(again.json().error).toMatch(/เบอร์มือถือ/);

    const confirmed = await call(
      'POST',
      '/api/admin/users',
      admin,
      walkIn({ phone, firstName: 'มานี', samePhoneConfirmed: true }),
    );
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data.user.id).not.toBe(first.id);
    // A customer with an e-mail is known by it: the number does not hold them back.
    const withEmail = await call(
      'POST',
      '/api/admin/users',
      admin,
      walkIn({ phone, email: uniqueEmail('same-phone') }),
    );
    expect(withEmail.statusCode).toBe(201);
    expect(withEmail.json().data.temporaryPassword).toEqual(expect.any(String));
  });

  it('lets only one of two desks opening a walk-in for one number at once succeed unconfirmed', async () => {
    const phone = newPhone();
    const answers = await Promise.all([
      call('POST', '/api/admin/users', admin, walkIn({ phone })),
      call('POST', '/api/admin/users', admin, walkIn({ phone, firstName: 'มานี' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const holders = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    expect(holders).toHaveLength(1);
  });

  it('refuses a walk-in without a name or a mobile number with Thai messages', async () => {
    expectFieldError(await call('POST', '/api/admin/users', admin, walkIn({ firstName: '' })), 'firstName');
    expectFieldError(await call('POST', '/api/admin/users', admin, walkIn({ phone: '021234567' })), 'phone');
    const noEmailKey = walkIn();
    const { email: _email, ...withoutEmail } = noEmailKey;
    expectFieldError(await call('POST', '/api/admin/users', admin, withoutEmail), 'email');
  });
});
