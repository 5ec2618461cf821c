import { MESSAGE_KINDS, type MyMessagePreferences, OPTIONAL_MESSAGE_KINDS } from '@jongdee/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, outbox, users } from '../../db/schema.ts';
import { apiCaller, bearer, expectFieldError, registerUser, useTestApp } from '../../test/helpers.ts';
import { enqueueMessage } from '../messages/outbox.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
const URL = '/api/auth/message-preferences';
const THAI = /[\u0E00-\u0E7F]/;

const emailOn = (preferences: MyMessagePreferences) =>
  Object.fromEntries(preferences.kinds.map((entry) => [entry.kind, entry.email]));

async function outboxKinds(userId: string): Promise<string[]> {
  const rows = await ctx.database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.userId, userId));
  return rows.map((row) => row.kind).sort();
}

describe('GET /api/auth/message-preferences', () => {
  it('lists every kind of message with a Thai label and description, all on for a new account', async () => {
    const me = await registerUser(ctx.app);
    const response = await call('GET', URL, me.token);
    expect(response.statusCode).toBe(200);
    const data: MyMessagePreferences = response.json().data;
    expect(data.recipient).toBe(me.user.email);
    expect(data.kinds.map((entry) => entry.kind)).toEqual([...MESSAGE_KINDS]);
    for (const entry of data.kinds) {
      expect(entry.label).toMatch(THAI);
      expect(entry.description).toMatch(THAI);
      expect(entry.email).toBe(true);
    }
    expect(data.kinds.filter((entry) => entry.optional).map((entry) => entry.kind)).toEqual(
      MESSAGE_KINDS.filter((kind) => (OPTIONAL_MESSAGE_KINDS as readonly string[]).includes(kind)),
    );
    expect(data.kinds.find((entry) => entry.kind === 'payment_verified')).toMatchObject({
      label: 'ยืนยันการชำระเงิน',
      optional: false,
    });
  });

  it('answers 401 in Thai without a token', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await ctx.app.inject({
        method,
        url: URL,
        ...(method === 'PUT' ? { payload: { booking_reminder: false } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      expect(response.json().error).toMatch(THAI);
    }
  });
});

describe('PUT /api/auth/message-preferences', () => {
  it('turns reminders off: enqueueMessage then writes no reminder, while a payment message still goes', async () => {
    const me = await registerUser(ctx.app);
    const response = await call('PUT', URL, me.token, { booking_reminder: false });
    expect(response.statusCode).toBe(200);
    const data: MyMessagePreferences = response.json().data;
    expect(emailOn(data)).toMatchObject({ booking_reminder: false, certificates_ready: true, payment_verified: true });
    // What a later read answers is what was stored, not an echo of the request.
    expect(emailOn((await call('GET', URL, me.token)).json().data)).toEqual(emailOn(data));

    const db = ctx.database.db;
    expect(await enqueueMessage(db, { kind: 'booking_reminder', userId: me.user.id, payload: {} })).toBe(false);
    expect(await enqueueMessage(db, { kind: 'payment_verified', userId: me.user.id, payload: {} })).toBe(true);
    expect(await enqueueMessage(db, { kind: 'certificates_ready', userId: me.user.id, payload: {} })).toBe(true);
    expect(await outboxKinds(me.user.id)).toEqual(['certificates_ready', 'payment_verified']);

    // And on again: the next reminder is written.
    expect((await call('PUT', URL, me.token, { booking_reminder: true })).statusCode).toBe(200);
    expect(await enqueueMessage(db, { kind: 'booking_reminder', userId: me.user.id, payload: {} })).toBe(true);
    expect(await outboxKinds(me.user.id)).toEqual(['booking_reminder', 'certificates_ready', 'payment_verified']);
  });

  it('keeps the kinds a request leaves out, so switches saved one at a time (or at once) all hold', async () => {
    const me = await registerUser(ctx.app);
    await Promise.all(
      OPTIONAL_MESSAGE_KINDS.map((kind) => call('PUT', URL, me.token, { [kind]: false })).map(async (pending) =>
        expect((await pending).statusCode).toBe(200),
      ),
    );
    const data: MyMessagePreferences = (await call('GET', URL, me.token)).json().data;
    for (const entry of data.kinds) expect(entry.email).toBe(!entry.optional);
    const [stored] = await ctx.database.db
      .select({ preferences: users.messagePreferences })
      .from(users)
      .where(eq(users.id, me.user.id));
    expect(stored?.preferences).toEqual(Object.fromEntries(OPTIONAL_MESSAGE_KINDS.map((kind) => [kind, false])));
  });

  it('audits a change with what it was and what it became, and nothing when nothing changed', async () => {
    const me = await registerUser(ctx.app);
    await call('PUT', URL, me.token, { certificates_ready: false, booking_expired: true, payment_verified: true });
    await call('PUT', URL, me.token, { certificates_ready: false });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.user.id), eq(auditLog.action, 'user.message_preferences_update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: me.user.id,
      before: { certificates_ready: true },
      after: { certificates_ready: false },
    });
  });

  it("changes only the signed-in person's own settings: another's token changes theirs, not mine", async () => {
    const me = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    expect((await call('PUT', URL, other.token, { booking_reminder: false })).statusCode).toBe(200);
    const mine: MyMessagePreferences = (await call('GET', URL, me.token)).json().data;
    expect(mine.recipient).toBe(me.user.email);
    expect(emailOn(mine).booking_reminder).toBe(true);
    const theirs: MyMessagePreferences = (await call('GET', URL, other.token)).json().data;
    expect(theirs.recipient).toBe(other.user.email);
    expect(emailOn(theirs).booking_reminder).toBe(false);
    // A user id in the body is not a way to reach someone else: it is an unknown key, refused.
    expect(
      expectFieldError(await call('PUT', URL, other.token, { userId: me.user.id, booking_reminder: false }), '_'),
    ).toContain('"userId"');
    expect(emailOn((await call('GET', URL, me.token)).json().data).booking_reminder).toBe(true);
  });

  it('refuses to turn off a message about money or the password, naming it in Thai (400)', async () => {
    const me = await registerUser(ctx.app);
    const refused = await call('PUT', URL, me.token, { booking_reminder: false, payment_verified: false });
    expect(expectFieldError(refused, 'payment_verified')).toBe(
      'อีเมล "ยืนยันการชำระเงิน" เกี่ยวกับการชำระเงินหรือรหัสผ่านของคุณ จึงปิดไม่ได้',
    );
    expect(expectFieldError(await call('PUT', URL, me.token, { password_reset: false }), 'password_reset')).toContain(
      'ตั้งรหัสผ่านใหม่',
    );
    // Nothing of the refused request was saved, not even its allowed part.
    expect(emailOn((await call('GET', URL, me.token)).json().data).booking_reminder).toBe(true);
  });

  it('refuses bad bodies with Thai messages (400), never a 500', async () => {
    const me = await registerUser(ctx.app);
    expectFieldError(await call('PUT', URL, me.token, { booking_reminder: 'no' }), 'booking_reminder');
    expectFieldError(await call('PUT', URL, me.token, { booking_reminder: null }), 'booking_reminder');
    expect(expectFieldError(await call('PUT', URL, me.token, { sms_marketing: false }), '_')).toBe(
      'ไม่มีการแจ้งเตือนชื่อ "sms_marketing" กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    );
    for (const body of ['{}', '[]', 'false', 'null', '{"booking_reminder": 0}']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: URL,
        headers: { ...bearer(me.token), 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().error).toMatch(THAI);
    }
    const empty = await call('PUT', URL, me.token, {});
    expect(JSON.stringify(empty.json())).toContain('กรุณาระบุการแจ้งเตือนที่ต้องการเปลี่ยนอย่างน้อย 1 รายการ');
  });
});
