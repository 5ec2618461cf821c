import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, userConsents, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  bearer,
  deactivate,
  expectFieldError,
  registerUser,
  registrationBody,
  signInAsNewAdmin,
  uniqueEmail,
  useTestApp,
  VALID_PASSWORD,
} from '../../test/helpers.ts';

const ctx = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('POST /api/auth/register', () => {
  it('creates the account, records consent and signs in', async () => {
    const email = uniqueEmail('New');
    const response = await post(
      '/api/auth/register',
      registrationBody({ email: `  ${email.toUpperCase()} `, phone: '089-123-4567', marketingConsent: true }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ email: email.toLowerCase(), role: 'user', phone: '0891234567', isActive: true });
    expect(data.user).not.toHaveProperty('passwordHash');
    const consents = await ctx.database.db.select().from(userConsents).where(eq(userConsents.userId, data.user.id));
    expect(consents.map((consent) => consent.purpose).sort()).toEqual(['health_data', 'marketing']);
    // Only the hash of the token is stored.
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, data.user.id));
    expect(session?.tokenHash).toBe(hashToken(data.token));
    expect((await get('/api/auth/me', data.token)).json().data.user.id).toBe(data.user.id);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['email', { email: '' }],
    ['phone', { phone: '0212345678' }],
    ['phone', { phone: '08123' }],
    ['firstName', { firstName: '   ' }],
    ['lastName', { lastName: 'ก'.repeat(101) }],
    ['password', { password: 'short1' }],
    ['password', { password: 'onlyletters' }],
    ['password', { password: '1234567890' }],
    ['pdpaConsent', { pdpaConsent: false }],
  ])('refuses a bad %s with a Thai message naming the field (%j)', async (field, override) => {
    expectFieldError(await post('/api/auth/register', registrationBody(override as object)), field);
  });

  it('requires every field', async () => {
    const response = await post('/api/auth/register', {});
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'password', 'pdpaConsent']) {
      expectFieldError(response, field);
    }
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const email = uniqueEmail();
    await registerUser(ctx.app, { email });
    const response = await post('/api/auth/register', registrationBody({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'EMAIL_TAKEN',
      error: expect.stringContaining('อีเมลนี้'),
    });
  });

  it('limits registrations per IP address', async () => {
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await post('/api/auth/register', registrationBody(), {}, address)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any case of the email and records the sign-in time', async () => {
    const { user } = await registerUser(ctx.app);
    const response = await post('/api/auth/login', { email: user.email.toUpperCase(), password: VALID_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.lastLoginAt).not.toBeNull();
    expect(response.json().data.token).not.toBe('');
  });

  it('says in Thai that the email or password is wrong, the same for an unknown email', async () => {
    const { user } = await registerUser(ctx.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'Wrong1234' }, {}, '198.51.100.1');
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong1234' }, {}, '198.51.100.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', error: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' });
    }
  });

  it('validates its body', async () => {
    expectFieldError(await post('/api/auth/login', { email: 'nope', password: 'x' }), 'email');
    expectFieldError(await post('/api/auth/login', { email: uniqueEmail() }), 'password');
  });

  it('refuses a deactivated account, and its open sessions stop working at once', async () => {
    const { user, token } = await registerUser(ctx.app);
    await deactivate(ctx, user.id);
    const login = await post('/api/auth/login', { email: user.email, password: VALID_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_DISABLED');
    expect((await get('/api/auth/me', token)).statusCode).toBe(401);
  });

  it('locks an account to unknown devices after 10 failures in 15 minutes, with the wait in Thai', async () => {
    const { user } = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 9; attempt++) {
      const address = `203.0.113.${attempt + 1}`; // spread over addresses: the account counter is what is tested
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'Wrong1234' }, {}, address)).statusCode,
      ).toBe(401);
    }
    // A success gives its own check back; the failures stand for the window.
    expect(
      (await post('/api/auth/login', { email: user.email, password: VALID_PASSWORD }, {}, '203.0.113.50')).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'Wrong1234' }, {}, '203.0.113.100')).statusCode,
    ).toBe(401);
    const locked = await post('/api/auth/login', { email: user.email, password: VALID_PASSWORD }, {}, '203.0.113.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(locked.json().error).toMatch(/กรุณารอ (1[0-5]|[1-9]) นาที/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The admin sign-in shares the counter.
    expect(
      (await post('/api/admin/auth/login', { email: user.email, password: VALID_PASSWORD }, {}, '203.0.113.201'))
        .statusCode,
    ).toBe(429);
    // Once the window has passed, sign-in works again.
    await ctx.database.db.execute(sql`update rate_limits set window_start = now() - interval '16 minutes'`);
    expect(
      (await post('/api/auth/login', { email: user.email, password: VALID_PASSWORD }, {}, '203.0.113.202')).statusCode,
    ).toBe(200);
  });

  it('limits failures per IP address across accounts', async () => {
    const address = '192.0.2.99';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong1234' }, {}, address)).statusCode,
      ).toBe(401);
    }
    const { user } = await registerUser(ctx.app);
    const response = await post('/api/auth/login', { email: user.email, password: VALID_PASSWORD }, {}, address);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toContain('นาที');
  });
});

describe('POST /api/admin/auth/login', () => {
  it('signs an admin in and writes the audit log', async () => {
    const admin = await signInAsNewAdmin(ctx);
    expect(admin.user.role).toBe('admin');
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.action, 'admin.sign_in')));
    expect(rows).toHaveLength(1);
  });

  it('refuses a regular account with 401 and a Thai message', async () => {
    const { user } = await registerUser(ctx.app);
    const response = await post('/api/admin/auth/login', { email: user.email, password: VALID_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'NOT_ADMIN',
      error: expect.stringMatching(/ผู้ดูแลระบบ/),
    });
  });
});

describe('GET /api/auth/me and /api/admin/auth/me', () => {
  it('answers the signed-in user; admin me only for admins', async () => {
    const { token, user } = await registerUser(ctx.app);
    const admin = await signInAsNewAdmin(ctx);
    expect((await get('/api/auth/me', token)).json()).toMatchObject({ success: true, data: { user: { id: user.id } } });
    expect((await get('/api/auth/me', admin.token)).json().data.user.role).toBe('admin');
    expect((await get('/api/admin/auth/me', admin.token)).json()).toMatchObject({
      success: true,
      data: { user: { role: 'admin' } },
    });
    const forbidden = await get('/api/admin/auth/me', token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it.each([
    ['no header', undefined],
    ['a malformed header', 'Token abc'],
    ['an unknown token', `Bearer ${'a'.repeat(43)}`],
  ])('answers 401 with %s', async (_, authorization) => {
    for (const url of ['/api/auth/me', '/api/admin/auth/me']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'UNAUTHENTICATED',
        error: expect.stringContaining('เข้าสู่ระบบ'),
      });
    }
  });

  it('answers each of many requests at once with its own session, and 401 for one that signed out', async () => {
    // The look-ups of requests that arrive together share statements (decision 026): no answer may
    // carry another request's user, and a session ended before the requests is not found.
    const people = await Promise.all([1, 2, 3].map(() => registerUser(ctx.app)));
    const signedOut = await registerUser(ctx.app);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut.token) });
    expect(logout.statusCode).toBe(200);
    const asked = Array.from({ length: 40 }, (_, index) => [...people, signedOut][index % 4] ?? signedOut);
    const answers = await Promise.all(asked.map((person) => get('/api/auth/me', person.token)));
    answers.forEach((answer, index) => {
      const person = asked[index];
      if (person === signedOut) expect(answer.statusCode).toBe(401);
      else expect(answer.json().data.user.id).toBe(person?.user.id);
    });
  });

  it('answers 401 once the session expired, or passed its 30-day absolute limit', async () => {
    const first = await registerUser(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(first.token)));
    expect((await get('/api/auth/me', first.token)).statusCode).toBe(401);

    const second = await registerUser(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '31 days'`, expiresAt: sql`now() + interval '1 day'` })
      .where(eq(sessions.tokenHash, hashToken(second.token)));
    expect((await get('/api/auth/me', second.token)).statusCode).toBe(401);
  });

  it('slides the expiry forward when the session is used', async () => {
    const { token } = await registerUser(ctx.app);
    const where = eq(sessions.tokenHash, hashToken(token));
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'`, expiresAt: sql`now() + interval '5 days'` })
      .where(where);
    expect((await get('/api/auth/me', token)).statusCode).toBe(200);
    const [session] = await ctx.database.db.select().from(sessions).where(where);
    const days = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('GET|PUT /api/auth/profile', () => {
  it('reads and updates the own profile, and audits the change', async () => {
    const { token, user } = await registerUser(ctx.app);
    expect((await get('/api/auth/profile', token)).json().data).toMatchObject({ id: user.id, companyName: null });
    const update = {
      firstName: 'สมศรี',
      lastName: 'มีสุข',
      phone: '0612345678',
      companyName: 'บริษัท ตัวอย่าง จำกัด',
      taxId: '1-1017-01234-56-1',
      address: '99 ถนนสุขุมวิท กรุงเทพมหานคร 10110',
    };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: update,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ...update, taxId: '1101701234561', email: user.email });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.profile_update')));
    expect(audit?.after).toMatchObject({ firstName: 'สมศรี', phone: '0612345678' });
    // Empty optional fields clear them.
    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { ...update, companyName: '', taxId: '', address: null },
    });
    expect(cleared.json().data).toMatchObject({ companyName: null, taxId: null, address: null });
  });

  it.each([
    ['taxId', { taxId: '1101701234562' }],
    ['phone', { phone: '12345' }],
    ['firstName', { firstName: '' }],
    ['address', { address: 'ก'.repeat(501) }],
  ])('refuses a bad %s', async (field, override) => {
    const { token } = await registerUser(ctx.app);
    const payload = { firstName: 'ก', lastName: 'ข', phone: '0812345678', ...override };
    expectFieldError(
      await ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload }),
      field,
    );
  });

  it('cannot change the email or role through the profile', async () => {
    const { token, user } = await registerUser(ctx.app);
    const payload = { firstName: 'ก', lastName: 'ข', phone: '0812345678', email: 'evil@example.com', role: 'admin' };
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload });
    expect(response.json().data).toMatchObject({ email: user.email, role: 'user' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token on the server', async () => {
    const { token } = await registerUser(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.json()).toEqual({ success: true, data: null });
    expect((await get('/api/auth/me', token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: payload as object,
    });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { token, user } = await registerUser(ctx.app);
    const other = (await post('/api/auth/login', { email: user.email, password: VALID_PASSWORD })).json().data.token;
    const response = await change(token, { currentPassword: VALID_PASSWORD, newPassword: 'NewSecret456' });
    expect(response.json()).toEqual({ success: true, data: null });
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);
    expect((await get('/api/auth/me', token)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: VALID_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'NewSecret456' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, the same password and a weak one', async () => {
    const { token } = await registerUser(ctx.app);
    const wrong = await change(token, { currentPassword: 'Nope12345', newPassword: 'NewSecret456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', details: [{ field: 'currentPassword' }] });
    const same = await change(token, { currentPassword: VALID_PASSWORD, newPassword: VALID_PASSWORD });
    expect(same.json()).toMatchObject({ code: 'SAME_PASSWORD', details: [{ field: 'newPassword' }] });
    expectFieldError(await change(token, { currentPassword: VALID_PASSWORD, newPassword: 'short' }), 'newPassword');
    expectFieldError(await change(token, { newPassword: 'NewSecret456' }), 'currentPassword');
  });

  it('is refused without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('users table', () => {
  it('refuses an email that is not lower-case, whatever the code does', async () => {
    await expect(
      ctx.database.db
        .insert(users)
        .values({ email: 'Upper@Example.com', passwordHash: 'x', firstName: 'a', lastName: 'b', phone: '0812345678' }),
    ).rejects.toThrow();
  });
});
