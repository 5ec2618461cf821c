import type { AdminDataRequest, DataRequest, MyConsents, MyDataExport } from '@jongdee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataRequests, outbox, userConsents } from '../../db/schema.ts';
import { bookingBody, createBookingAs, slotSequence } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import {
  apiCaller,
  bearer,
  expectFieldError,
  registerUser,
  signInAsNewAdmin,
  useTestApp,
  VALID_PASSWORD,
} from '../../test/helpers.ts';
import { enqueueMessage } from '../messages/outbox.ts';

const ctx = useTestApp();
let clinic: TestClinic;
let adminToken: string;

beforeAll(async () => {
  clinic = await createTestClinic(ctx);
  adminToken = (await signInAsNewAdmin(ctx)).token;
}, 60_000);

const call = apiCaller(ctx);

const THAI = /[\u0E00-\u0E7F]/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A slot of its own for each booking, so capacity never gets in the way. */
const nextSlot = slotSequence(2);

describe('consents per purpose', () => {
  it('shows what registration recorded: health data given with time and notice version, the rest not given', async () => {
    const { token } = await registerUser(ctx.app);
    const response = await call('GET', '/api/auth/consents', token);
    expect(response.statusCode).toBe(200);
    const consents: MyConsents = response.json().data;
    expect(consents.currentNoticeVersion).toBe('2569-1');
    const byPurpose = Object.fromEntries(consents.purposes.map((state) => [state.purpose, state]));
    expect(byPurpose.health_data).toMatchObject({
      status: 'granted',
      granted: true,
      required: true,
      noticeVersion: '2569-1',
    });
    expect(byPurpose.health_data?.grantedAt).toBeTruthy();
    expect(byPurpose.health_data?.label).toMatch(THAI);
    expect(byPurpose.marketing).toMatchObject({
      status: 'not_given',
      granted: false,
      grantedAt: null,
      required: false,
    });
    expect(byPurpose.employer_sharing).toMatchObject({ status: 'not_given' });
    expect(consents.history).toHaveLength(1);
  });

  it('grants with a new record under the current notice, once, and audits it', async () => {
    const { token, user } = await registerUser(ctx.app);
    const granted = await call('POST', '/api/auth/consents', token, { purpose: 'marketing', granted: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.message).toMatch(/บันทึกความยินยอม/);
    const state = granted
      .json()
      .data.consents.purposes.find((item: { purpose: string }) => item.purpose === 'marketing');
    expect(state).toMatchObject({ status: 'granted', noticeVersion: '2569-1' });

    const again = await call('POST', '/api/auth/consents', token, { purpose: 'marketing', granted: true });
    expect(again.json().data.message).toMatch(/ไว้แล้ว/);
    const rows = await ctx.database.db
      .select()
      .from(userConsents)
      .where(and(eq(userConsents.userId, user.id), eq(userConsents.purpose, 'marketing')));
    expect(rows).toHaveLength(1);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'consent.grant')));
    expect(audits).toHaveLength(1);
  });

  it('withdrawing health data says what it means; bookings are then refused (409, Thai) until it is given again', async () => {
    const { token, user } = await registerUser(ctx.app);
    const before = await createBookingAs(ctx, token, clinic, nextSlot());

    const withdrawn = await call('POST', '/api/auth/consents', token, { purpose: 'health_data', granted: false });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.message).toMatch(/จองตรวจสุขภาพใหม่ไม่ได้/);
    expect(withdrawn.json().data.message).toMatch(/กฎหมาย/);
    const health = withdrawn
      .json()
      .data.consents.purposes.find((item: { purpose: string }) => item.purpose === 'health_data');
    expect(health).toMatchObject({ status: 'withdrawn', granted: false });
    expect(health.withdrawnAt).toBeTruthy();

    const refused = await call('POST', '/api/bookings', token, bookingBody(clinic, nextSlot()));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'HEALTH_CONSENT_REQUIRED' });
    expect(refused.json().error).toMatch(/ความยินยอม/);
    // Staff cannot book for someone who said no either.
    const byStaff = await call('POST', '/api/bookings', adminToken, {
      ...bookingBody(clinic, nextSlot()),
      userId: user.id,
    });
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json().code).toBe('HEALTH_CONSENT_REQUIRED');
    // What was booked before stays, readable as ever.
    expect((await call('GET', `/api/bookings/${before.id}`, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/export', token)).json().data.bookings).toHaveLength(1);

    const regranted = await call('POST', '/api/auth/consents', token, { purpose: 'health_data', granted: true });
    expect(regranted.statusCode).toBe(200);
    expect(regranted.json().data.consents.history).toHaveLength(2);
    expect((await call('POST', '/api/bookings', token, bookingBody(clinic, nextSlot()))).statusCode).toBe(201);
    const withdrawals = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'consent.withdraw')));
    expect(withdrawals).toHaveLength(1);
  });

  it('withdrawing what was never given changes nothing', async () => {
    const { token } = await registerUser(ctx.app);
    const response = await call('POST', '/api/auth/consents', token, { purpose: 'employer_sharing', granted: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toMatch(/ยังไม่ได้ให้ความยินยอม/);
    expect(response.json().data.consents.history).toHaveLength(1);
  });

  it('an account staff opened shows health data as not given: staff may book for it, its owner must give consent first', async () => {
    const created = await call('POST', '/api/admin/users', adminToken, {
      firstName: 'สมศรี',
      lastName: 'โทรมาจอง',
      email: `phone-consent-${Date.now()}@example.com`,
      phone: '0812345678',
    });
    expect(created.statusCode).toBe(201);
    const { user, temporaryPassword } = created.json().data;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: temporaryPassword },
    });
    const token = login.json().data.token as string;
    await call('POST', '/api/auth/change-password', token, {
      currentPassword: temporaryPassword,
      newPassword: VALID_PASSWORD,
    });

    const consents: MyConsents = (await call('GET', '/api/auth/consents', token)).json().data;
    expect(consents.purposes.find((state) => state.purpose === 'health_data')).toMatchObject({ status: 'not_given' });
    expect(
      (await call('POST', '/api/bookings', adminToken, { ...bookingBody(clinic, nextSlot()), userId: user.id }))
        .statusCode,
    ).toBe(201);
    const own = await call('POST', '/api/bookings', token, bookingBody(clinic, nextSlot()));
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('HEALTH_CONSENT_REQUIRED');
    await call('POST', '/api/auth/consents', token, { purpose: 'health_data', granted: true });
    expect((await call('POST', '/api/bookings', token, bookingBody(clinic, nextSlot()))).statusCode).toBe(201);
  });

  it('refuses a bad purpose or a missing choice with Thai messages (400)', async () => {
    const { token } = await registerUser(ctx.app);
    expectFieldError(await call('POST', '/api/auth/consents', token, { purpose: 'spam', granted: true }), 'purpose');
    expectFieldError(await call('POST', '/api/auth/consents', token, { purpose: 'marketing' }), 'granted');
  });
});

describe('GET /api/auth/export', () => {
  it('downloads my data as a JSON file, with nothing of anyone else, and audits it', async () => {
    const me = await registerUser(ctx.app, { firstName: 'ส่งออก', lastName: 'ข้อมูลของฉัน', phone: '0861112222' });
    const other = await registerUser(ctx.app, { firstName: 'คนอื่น', lastName: 'ไม่เกี่ยวข้อง', phone: '0873334444' });
    const mine = await createBookingAs(ctx, me.token, clinic, { ...nextSlot(), contactName: 'ส่งออก ข้อมูลของฉัน' });
    const added = await call('POST', `/api/bookings/${mine.id}/examinees`, me.token, {
      title: 'นาย',
      firstName: 'ส่งออก',
      lastName: 'ข้อมูลของฉัน',
      idType: 'thai_id',
      idNumber: '1101701234561',
    });
    expect(added.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/payments', me.token, { bookingId: mine.id, method: 'promptpay' })).statusCode,
    ).toBe(201);
    await call('POST', '/api/auth/data-requests', me.token, { kind: 'access', reason: 'ขอสำเนา' });
    const theirs = await createBookingAs(ctx, other.token, clinic, { ...nextSlot(), contactName: 'คนอื่น ไม่เกี่ยวข้อง' });

    const response = await call('GET', '/api/auth/export', me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="jongdee-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data: MyDataExport = response.json().data;
    expect(data.format).toBe('jongdee.personal-data.v1');
    expect(data.profile).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      firstName: 'ส่งออก',
      phone: '0861112222',
    });
    expect(data.consents.map((consent) => consent.purpose)).toEqual(['health_data']);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(data.bookings.map((booking) => booking.bookingNo)).toEqual([mine.bookingNo]);
    // The owner's own copy: id numbers whole.
    expect(data.bookings[0]?.examinees[0]).toMatchObject({ firstName: 'ส่งออก', idNumber: '1101701234561' });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({
      bookingNo: mine.bookingNo,
      amount: 80_000,
      status: 'pending',
      slip: null,
    });
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(data.dataRequests).toHaveLength(1);

    const text = response.body;
    expect(text).not.toContain(me.token);
    expect(text).not.toMatch(/tokenHash|passwordHash|token_hash/);
    for (const foreign of [other.user.email, other.user.id, 'คนอื่น', 'ไม่เกี่ยวข้อง', '0873334444', theirs.bookingNo]) {
      expect(text).not.toContain(foreign);
    }
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.user.id), eq(auditLog.action, 'user.data_export')));
    expect(audits).toHaveLength(1);
  });

  it('holds my receipts, my choice of e-mails and the messages sent to me, never a reset link or anyone else', async () => {
    const me = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const paidAt = '2026-11-20T10:15:00+07:00';
    const receiptOf = async (token: string) => {
      const booking = await createBookingAs(ctx, token, clinic, nextSlot());
      const paid = await call('POST', '/api/admin/payments', adminToken, {
        bookingId: booking.id,
        method: 'cash',
        amount: booking.totalAmount,
        paidAt,
      });
      expect(paid.statusCode).toBe(201);
      return { booking, payment: paid.json().data };
    };
    const mine = await receiptOf(me.token);
    const theirs = await receiptOf(other.token);
    expect((await call('PUT', '/api/auth/message-preferences', me.token, { booking_reminder: false })).statusCode).toBe(
      200,
    );
    const secret = 'reset-token-that-must-not-leave-the-outbox';
    const db = ctx.database.db;
    expect(await enqueueMessage(db, { kind: 'password_reset', userId: me.user.id, payload: { token: secret } })).toBe(
      true,
    );
    await db
      .update(outbox)
      .set({ status: 'sent', subject: 'ตั้งรหัสผ่านใหม่ JongDee', sentAt: new Date('2026-11-20T03:20:00Z') })
      .where(and(eq(outbox.userId, me.user.id), eq(outbox.kind, 'password_reset')));
    expect(await enqueueMessage(db, { kind: 'account_opened', userId: other.user.id, payload: {} })).toBe(true);

    const response = await call('GET', '/api/auth/export', me.token);
    expect(response.statusCode).toBe(200);
    const data: MyDataExport = response.json().data;
    expect(data.receipts).toEqual([
      {
        receiptNo: mine.payment.receipt.receiptNo,
        bookingNo: mine.booking.bookingNo,
        paymentNo: mine.payment.paymentNo,
        status: 'issued',
        amount: mine.booking.totalAmount,
        method: 'cash',
        payerName: `${me.user.firstName} ${me.user.lastName}`,
        payerTaxId: null,
        payerAddress: null,
        paidAt: new Date(paidAt).toISOString(),
        issuedAt: expect.any(String),
        cancelledAt: null,
        cancelReason: null,
      },
    ]);
    const choices = Object.fromEntries(data.messagePreferences.map((entry) => [entry.kind, entry]));
    expect(choices.booking_reminder).toMatchObject({ email: false, optional: true, label: 'เตือนนัดล่วงหน้า 1 วัน' });
    expect(choices.certificates_ready).toMatchObject({ email: true, optional: true });
    expect(choices.payment_verified).toMatchObject({ email: true, optional: false });
    const reset = data.messages.find((message) => message.kind === 'password_reset');
    expect(reset).toEqual({
      kind: 'password_reset',
      channel: 'email',
      recipient: me.user.email,
      subject: 'ตั้งรหัสผ่านใหม่ JongDee',
      status: 'sent',
      createdAt: expect.any(String),
      sentAt: '2026-11-20T03:20:00.000Z',
    });
    expect(data.messages.every((message) => message.recipient === me.user.email)).toBe(true);
    expect(data.messages.some((message) => message.kind === 'account_opened')).toBe(false);

    const text = response.body;
    expect(text).not.toContain(secret);
    expect(text).not.toContain('payload');
    for (const foreign of [other.user.email, theirs.booking.bookingNo, theirs.payment.receipt.receiptNo]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('allows five downloads an hour, then answers 429 in Thai with the wait', async () => {
    const { token } = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call('GET', '/api/auth/export', token)).statusCode).toBe(200);
    }
    const refused = await call('GET', '/api/auth/export', token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.json().error).toMatch(/กรุณารอ \d+ นาที/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('data requests', () => {
  it('takes one pending request per kind, with its legal due date, and lists mine newest first', async () => {
    const { token } = await registerUser(ctx.app);
    const erasure = await call('POST', '/api/auth/data-requests', token, {
      kind: 'erasure',
      reason: '  ไม่ใช้บริการแล้ว  ',
    });
    expect(erasure.statusCode).toBe(201);
    const created: DataRequest = erasure.json().data;
    expect(created).toMatchObject({ kind: 'erasure', status: 'pending', reason: 'ไม่ใช้บริการแล้ว', overdue: false });
    expect(Date.parse(created.dueAt) - Date.parse(created.createdAt)).toBe(90 * DAY_MS);

    const twice = await call('POST', '/api/auth/data-requests', token, { kind: 'erasure' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DATA_REQUEST_PENDING');
    expect(twice.json().error).toMatch(/ขอลบบัญชี/);

    const access = await call('POST', '/api/auth/data-requests', token, { kind: 'access' });
    expect(access.statusCode).toBe(201);
    expect(access.json().data.reason).toBeNull();
    expect(Date.parse(access.json().data.dueAt) - Date.parse(access.json().data.createdAt)).toBe(30 * DAY_MS);

    const mine: DataRequest[] = (await call('GET', '/api/auth/data-requests', token)).json().data;
    expect(mine.map((request) => request.kind)).toEqual(['access', 'erasure']);
  });

  it('makes one request of two sent at once', async () => {
    const { token, user } = await registerUser(ctx.app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/auth/data-requests', token, { kind: 'erasure' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await ctx.database.db.select().from(dataRequests).where(eq(dataRequests.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad kind or a reason too long with Thai messages (400)', async () => {
    const { token } = await registerUser(ctx.app);
    expectFieldError(await call('POST', '/api/auth/data-requests', token, { kind: 'delete' }), 'kind');
    expectFieldError(await call('POST', '/api/auth/data-requests', token, {}), 'kind');
    expectFieldError(
      await call('POST', '/api/auth/data-requests', token, { kind: 'erasure', reason: 'ก'.repeat(1001) }),
      'reason',
    );
  });

  it('lists requests for staff with the person and due date, flags overdue ones, and refuses users (403)', async () => {
    const person = await registerUser(ctx.app, { firstName: 'เกินกำหนด', lastName: 'ทดสอบ' });
    const request: DataRequest = (
      await call('POST', '/api/auth/data-requests', person.token, { kind: 'access', reason: 'ขอสำเนา' })
    ).json().data;
    await ctx.database.db
      .update(dataRequests)
      .set({ createdAt: sql`now() - interval '31 days'`, dueAt: sql`now() - interval '1 day'` })
      .where(eq(dataRequests.id, request.id));

    const response = await call(
      'GET',
      '/api/admin/data-requests?status=pending&kind=access&sortBy=dueAt&sortOrder=asc',
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.items.every((item: AdminDataRequest) => item.status === 'pending' && item.kind === 'access')).toBe(
      true,
    );
    const listed = page.items.find((item: AdminDataRequest) => item.id === request.id);
    expect(listed).toMatchObject({
      overdue: true,
      reason: 'ขอสำเนา',
      user: { id: person.user.id, email: person.user.email, firstName: 'เกินกำหนด', anonymizedAt: null },
      decidedBy: null,
    });
    expect(page.items[0].id).toBe(request.id); // the most overdue first
    expect((await call('GET', '/api/admin/data-requests', person.token)).statusCode).toBe(403);
    expectFieldError(await call('GET', '/api/admin/data-requests?status=done', adminToken), 'status');

    const detail = await call('GET', `/api/admin/data-requests/${request.id}`, adminToken);
    expect(detail.json().data).toMatchObject({ id: request.id, erasure: null });
    expect(
      (await call('GET', '/api/admin/data-requests/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', adminToken)).statusCode,
    ).toBe(404);
  });

  it('a refusal needs its reason, which the person reads; a decided request cannot be decided again', async () => {
    const person = await registerUser(ctx.app);
    const request: DataRequest = (
      await call('POST', '/api/auth/data-requests', person.token, { kind: 'erasure' })
    ).json().data;
    expectFieldError(await call('POST', `/api/admin/data-requests/${request.id}/reject`, adminToken, {}), 'note');
    expectFieldError(
      await call('POST', `/api/admin/data-requests/${request.id}/reject`, adminToken, { note: '   ' }),
      'note',
    );
    const rejected = await call('POST', `/api/admin/data-requests/${request.id}/reject`, adminToken, {
      note: 'มียอดค้างชำระ กรุณาติดต่อคลินิก',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decisionNote: 'มียอดค้างชำระ กรุณาติดต่อคลินิก' });
    expect(rejected.json().data.decidedBy.name).toBe('แอดมิน ทดสอบ');

    const again = await call('POST', `/api/admin/data-requests/${request.id}/complete`, adminToken, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DATA_REQUEST_DECIDED');
    expect(again.json().error).toMatch(/ปฏิเสธคำขอ/);

    const mine: DataRequest[] = (await call('GET', '/api/auth/data-requests', person.token)).json().data;
    expect(mine[0]).toMatchObject({ status: 'rejected', decisionNote: 'มียอดค้างชำระ กรุณาติดต่อคลินิก' });
    // Refused, so the person may ask again.
    expect((await call('POST', '/api/auth/data-requests', person.token, { kind: 'erasure' })).statusCode).toBe(201);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'data_request.reject')));
    expect(audits).toHaveLength(1);
  });

  it('completes an access request with a note; the account stays as it was', async () => {
    const person = await registerUser(ctx.app);
    const request: DataRequest = (
      await call('POST', '/api/auth/data-requests', person.token, { kind: 'access' })
    ).json().data;
    const done = await call('POST', `/api/admin/data-requests/${request.id}/complete`, adminToken, {
      note: 'ส่งสำเนาทางอีเมลแล้ว',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', decisionNote: 'ส่งสำเนาทางอีเมลแล้ว' });
    expect(done.json().data.user.anonymizedAt).toBeNull();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person.token) })).statusCode,
    ).toBe(200);
  });
});
