import { ERRORS } from '@jongdee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  bearer,
  deactivate,
  expectFieldError,
  registerUser,
  signInAsNewAdmin,
  uniqueEmail,
  useTestApp,
  VALID_PASSWORD,
} from '../../test/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { type Channels, smtpChannel } from '../messages/email-channel.ts';
import { deliverDueMessages } from '../messages/sender.ts';
import { createUser } from './auth.service.ts';
import { passwordResetTexts } from './auth.texts.ts';
import { PASSWORD_RESET_TOKEN_SECONDS, RESET_ADDRESS_LIMIT, RESET_EMAIL_LIMIT } from './password-reset.service.ts';

const ctx = useTestApp();

let addressCounter = 0;
/** An address of its own per caller, so one test's per-address counts stay out of another's way. */
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

const post = (url: string, payload: unknown, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const forgot = (email: string, remoteAddress?: string) => post('/api/auth/forgot-password', { email }, remoteAddress);
const reset = (token: string, password: string, remoteAddress?: string) =>
  post('/api/auth/reset-password', { token, password }, remoteAddress);
const signIn = (email: string, password: string) => post('/api/auth/login', { email, password });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

const NEW_PASSWORD = 'Fresh-start-2569';

/** The password-reset messages waiting in the outbox for this person, oldest first. */
async function resetMessages(userId: string) {
  return ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'password_reset')))
    .orderBy(outbox.createdAt, outbox.id);
}

/** Asks for a link and answers the token the e-mail will carry (what the outbox holds for it). */
async function requestLink(userId: string, email: string): Promise<string> {
  const before = (await resetMessages(userId)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const messages = await resetMessages(userId);
  expect(messages).toHaveLength(before + 1);
  const token = (messages.at(-1)?.payload as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') throw new Error('the message carries no token');
  return token;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address alike, and writes a message for the known one only', async () => {
    const owner = await registerUser(ctx.app);
    const known = await forgot(owner.user.email.toUpperCase());
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, data: { message: passwordResetTexts.requested } });
    expect(known.json().data.message).toMatch(/^ถ้าอีเมลนี้มีบัญชีอยู่ เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว/);

    const [message, ...more] = await resetMessages(owner.user.id);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ recipient: owner.user.email, status: 'pending' });
    // The link's token is in the message; only its hash is stored with the account, valid 30 minutes.
    const token = (message?.payload as { token?: string } | undefined)?.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await ctx.database.db
      .select({
        tokenHash: passwordResetTokens.tokenHash,
        usedAt: passwordResetTokens.usedAt,
        lifetime: sql<number>`extract(epoch from ${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt})::int`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, owner.user.id));
    expect(stored).toEqual({ tokenHash: hashToken(token ?? ''), usedAt: null, lifetime: PASSWORD_RESET_TOKEN_SECONDS });

    const audit = await ctx.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, owner.user.id), eq(auditLog.action, 'user.password_reset_request')));
    expect(audit).toEqual([{ actorId: null }]);
  });

  it('answers alike and sends nothing for a deactivated, an erased and a walk-in account', async () => {
    const inactive = await registerUser(ctx.app);
    await deactivate(ctx, inactive.user.id);
    const erased = await registerUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ isActive: false, anonymizedAt: sql`now()` })
      .where(eq(users.id, erased.user.id));
    const walkIn = await createUser(ctx.database.db, {
      email: null,
      password: null,
      firstName: 'วอล์กอิน',
      lastName: 'ไม่มีอีเมล',
      phone: '0891112222',
    });
    const reference = await forgot(uniqueEmail('nobody'));
    // A walk-in has no address anyone could type: nothing reaches their account whatever is asked.
    for (const email of [inactive.user.email, erased.user.email]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(reference.body);
    }
    for (const userId of [inactive.user.id, erased.user.id, walkIn.id]) {
      expect(await resetMessages(userId)).toEqual([]);
      const tokens = await ctx.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId));
      expect(tokens).toEqual([]);
    }
  });

  it('ends the earlier link when a new one is asked for', async () => {
    const owner = await registerUser(ctx.app);
    const first = await requestLink(owner.user.id, owner.user.email);
    const second = await requestLink(owner.user.id, owner.user.email);
    const refused = await reset(first, NEW_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_RESET_LINK_INVALID', error: 'ลิงก์นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่' });
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([['not-an-email'], [''], [`${'a'.repeat(250)}@example.com`]])(
    'refuses the address %j with a Thai message',
    async (email) => {
      expectFieldError(await forgot(email), 'email');
    },
  );

  it('refuses a body without an e-mail with a Thai message', async () => {
    expectFieldError(await post('/api/auth/forgot-password', {}), 'email');
  });

  it(`sends at most ${RESET_EMAIL_LIMIT.requests} links per address typed in a window, answering the same all along`, async () => {
    const owner = await registerUser(ctx.app);
    const reference = await forgot(uniqueEmail('nobody'));
    // From different machines: the limit is the e-mail's, not the caller's.
    const responses = await Promise.all(
      Array.from({ length: RESET_EMAIL_LIMIT.requests + 3 }, () => forgot(owner.user.email)),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(reference.body);
    }
    expect(await resetMessages(owner.user.id)).toHaveLength(RESET_EMAIL_LIMIT.requests);
  });

  it(`refuses the ${RESET_ADDRESS_LIMIT.requests + 1}th request from one client address in a window, in Thai with Retry-After`, async () => {
    const address = freshAddress();
    for (let index = 0; index < RESET_ADDRESS_LIMIT.requests; index += 1) {
      expect((await forgot(uniqueEmail('spray'), address)).statusCode).toBe(200);
    }
    const refused = await forgot(uniqueEmail('spray'), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.json().error).toMatch(/^มีการเรียกใช้งานบ่อยเกินไป กรุณารอ (1[0-5]|[1-9]) นาที/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(RESET_ADDRESS_LIMIT.windowSeconds);
    // Another machine is not held back.
    expect((await forgot(uniqueEmail('spray'))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password once, ends every session, and signs in with a new one', async () => {
    const owner = await registerUser(ctx.app);
    const otherDevice = await signIn(owner.user.email, VALID_PASSWORD);
    expect(otherDevice.statusCode).toBe(200);
    const oldTokens = [owner.token, otherDevice.json().data.token as string];
    const token = await requestLink(owner.user.id, owner.user.email);

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ id: owner.user.id, email: owner.user.email, mustChangePassword: false });
    expect((await me(data.token)).statusCode).toBe(200);

    for (const old of oldTokens) {
      const refused = await me(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('UNAUTHENTICATED');
    }
    const remaining = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id));
    expect(remaining.map((session) => session.tokenHash)).toEqual([hashToken(data.token)]);

    expect((await signIn(owner.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const oldPassword = await signIn(owner.user.email, VALID_PASSWORD);
    expect(oldPassword.statusCode).toBe(401);
    expect(oldPassword.json().code).toBe('INVALID_CREDENTIALS');

    const again = await reset(token, 'Another-try-2569');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'PASSWORD_RESET_LINK_INVALID',
      error: 'ลิงก์นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่',
    });
    expect((await signIn(owner.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await ctx.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, owner.user.id), eq(auditLog.action, 'user.password_reset')));
    expect(audit).toEqual([{ actorId: owner.user.id }]);
  });

  it('refuses an expired link with a Thai message that it lasted 30 minutes, and leaves the password as it was', async () => {
    const owner = await registerUser(ctx.app);
    const token = await requestLink(owner.user.id, owner.user.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const refused = await reset(token, NEW_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_RESET_LINK_EXPIRED' });
    expect(refused.json().error).toBe(ERRORS.PASSWORD_RESET_LINK_EXPIRED.message);
    expect(refused.json().error).toContain('30 นาที');
    expect((await me(owner.token)).statusCode).toBe(200);
    expect((await signIn(owner.user.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token nobody was sent, in Thai', async () => {
    for (const token of ['x'.repeat(43), 'not a token at all', 'ก']) {
      const refused = await reset(token, NEW_PASSWORD);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'PASSWORD_RESET_LINK_INVALID' });
    }
  });

  it('refuses the link of an account deactivated after it was sent', async () => {
    const owner = await registerUser(ctx.app);
    const token = await requestLink(owner.user.id, owner.user.email);
    await deactivate(ctx, owner.user.id);
    const refused = await reset(token, NEW_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PASSWORD_RESET_LINK_INVALID');
  });

  it('replaces a temporary password from staff too: no change is asked for after it', async () => {
    const email = uniqueEmail('temporary');
    const account = await createUser(ctx.database.db, {
      email,
      password: 'Temporary-1',
      firstName: 'ชั่วคราว',
      lastName: 'ทดสอบ',
      phone: '0891234567',
      mustChangePassword: true,
    });
    const token = await requestLink(account.id, email);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.mustChangePassword).toBe(false);
    const bookings = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(response.json().data.token),
    });
    expect(bookings.statusCode).toBe(200);
  });

  it('lets an admin set a new password the same way (the e-mail is theirs)', async () => {
    const admin = await signInAsNewAdmin(ctx);
    const token = await requestLink(admin.user.id, admin.user.email);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
    const adminMe = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: bearer(response.json().data.token),
    });
    expect(adminMe.statusCode).toBe(200);
  });

  it('lets exactly one of two parallel resets with one token through', async () => {
    const owner = await registerUser(ctx.app);
    const token = await requestLink(owner.user.id, owner.user.email);
    const responses = await Promise.all([reset(token, 'Racer-one-2569'), reset(token, 'Racer-two-2569')]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const loser = responses.find((response) => response.statusCode === 400);
    expect(loser?.json().code).toBe('PASSWORD_RESET_LINK_INVALID');
    const winner = responses.find((response) => response.statusCode === 200);
    const winningPassword = responses[0] === winner ? 'Racer-one-2569' : 'Racer-two-2569';
    const losingPassword = winningPassword === 'Racer-one-2569' ? 'Racer-two-2569' : 'Racer-one-2569';
    expect((await signIn(owner.user.email, winningPassword)).statusCode).toBe(200);
    expect((await signIn(owner.user.email, losingPassword)).statusCode).toBe(401);
    const remaining = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id));
    // The winner's session and the sign-in just made; the loser opened none.
    expect(remaining).toHaveLength(2);
  });

  it.each([['short1'], ['onlyletters'], ['1234567890'], [''], ['a1'.repeat(65)]])(
    'refuses the new password %j by the registration rules, in Thai, and keeps the link',
    async (password) => {
      const owner = await registerUser(ctx.app);
      const token = await requestLink(owner.user.id, owner.user.email);
      expectFieldError(await reset(token, password), 'password');
      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    },
  );

  it('refuses a body without a token or a password with Thai messages', async () => {
    expectFieldError(await post('/api/auth/reset-password', { password: NEW_PASSWORD }), 'token');
    expectFieldError(await post('/api/auth/reset-password', { token: 'x'.repeat(43) }), 'password');
    expectFieldError(
      await post('/api/auth/reset-password', { token: 'x'.repeat(201), password: NEW_PASSWORD }),
      'token',
    );
  });

  it(`refuses the ${RESET_ADDRESS_LIMIT.requests + 1}th try from one client address in a window (token guessing), in Thai`, async () => {
    const owner = await registerUser(ctx.app);
    const token = await requestLink(owner.user.id, owner.user.email);
    const address = freshAddress();
    const guesses = await Promise.all(
      Array.from({ length: RESET_ADDRESS_LIMIT.requests + 5 }, (_, index) =>
        reset(`guess-${index}-${'x'.repeat(36)}`, NEW_PASSWORD, address),
      ),
    );
    const codes = guesses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'PASSWORD_RESET_LINK_INVALID')).toHaveLength(RESET_ADDRESS_LIMIT.requests);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
    // Even the right token waits from there; from elsewhere it works.
    const held = await reset(token, NEW_PASSWORD, address);
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toMatch(/^มีการเรียกใช้งานบ่อยเกินไป กรุณารอ/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  }, 60_000);
});

describe('the e-mail, through a real SMTP server', () => {
  const PUBLIC_URL = 'https://book.clinic.test';
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.stop());

  it('arrives once, in Thai, with a link whose token (in the fragment) sets the password', async () => {
    const owner = await registerUser(ctx.app);
    expect((await forgot(owner.user.email)).statusCode).toBe(200);
    const channel = smtpChannel(smtp.url, '"คลินิกทดสอบ" <no-reply@clinic.test>');
    try {
      await deliverDueMessages(ctx.database.db, { channels: { email: channel } as Channels, publicUrl: PUBLIC_URL });
    } finally {
      channel.close();
    }
    const mail = await smtp.waitFor((each) => each.envelopeTo.includes(owner.user.email));
    expect(smtp.received.filter((each) => each.envelopeTo.includes(owner.user.email))).toHaveLength(1);
    expect(mail.subject).toMatch(/[\u0E00-\u0E7F]/);
    const link = mail.text?.match(/https:\/\/book\.clinic\.test\/reset-password#token=([\w-]{43})/);
    expect(link, mail.text).not.toBeNull();
    // The link holds the token only after the '#': never in a path or query a server would log.
    expect(mail.text).not.toMatch(/reset-password\?/);
    const token = decodeURIComponent(link?.[1] ?? '');

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await signIn(owner.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token, 'Once-more-2569')).json().code).toBe('PASSWORD_RESET_LINK_INVALID');
  });
});
