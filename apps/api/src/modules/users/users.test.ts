import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import {
  bearer,
  expectFieldError,
  registerUser,
  signInAsNewAdmin,
  uniqueEmail,
  useTestApp,
} from '../../test/helpers.ts';
import { temporaryPassword } from './users.service.ts';

const ctx = useTestApp();
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  const admin = await signInAsNewAdmin(ctx);
  adminToken = admin.token;
  adminId = admin.user.id;
});

const createAs = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(token), payload: payload as object });
const listAs = (token: string, query: Record<string, string | number> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/users',
    headers: bearer(token),
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

const customer = (overrides: Record<string, string> = {}) => ({
  firstName: 'สมศักดิ์',
  lastName: 'โทรมาจอง',
  email: uniqueEmail('phone'),
  phone: '0812345678',
  ...overrides,
});

describe('POST /api/admin/users', () => {
  it('opens a customer account with a temporary password that signs in, and audits it', async () => {
    const body = customer({ email: `  ${uniqueEmail('Phone').toUpperCase()} `, phone: '081-234-5678' });
    const response = await createAs(adminToken, body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user).toMatchObject({
      email: body.email.trim().toLowerCase(),
      role: 'user',
      firstName: 'สมศักดิ์',
      phone: '0812345678',
      isActive: true,
    });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(data.temporaryPassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row?.passwordHash).not.toContain(data.temporaryPassword);
    expect(await verifyPassword(row?.passwordHash ?? '', data.temporaryPassword)).toBe(true);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: data.user.email, password: data.temporaryPassword },
    });
    expect(login.statusCode).toBe(200);

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, data.user.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: adminId, action: 'user.create_by_admin' });
    expect(JSON.stringify(audits[0]?.after)).not.toContain(data.temporaryPassword);
  });

  it('lets the temporary password do nothing but replace itself, then everything works', async () => {
    const { data } = (await createAs(adminToken, customer())).json();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: data.user.email, password: data.temporaryPassword },
    });
    const { token, user } = login.json().data;
    expect(user.mustChangePassword).toBe(true);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    const refused = await as('GET', '/api/bookings');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      error: 'กรุณาตั้งรหัสผ่านใหม่แทนรหัสผ่านชั่วคราวที่ได้รับจากคลินิกก่อนใช้งาน',
    });
    expect((await as('GET', '/api/notifications')).statusCode).toBe(403);
    expect((await as('GET', '/api/auth/me')).json().data.user.mustChangePassword).toBe(true);
    expect((await as('GET', '/api/auth/profile')).statusCode).toBe(200);

    const changed = await as('POST', '/api/auth/change-password', {
      currentPassword: data.temporaryPassword,
      newPassword: 'MyOwn2569',
    });
    expect(changed.statusCode).toBe(200);
    expect((await as('GET', '/api/auth/me')).json().data.user.mustChangePassword).toBe(false);
    expect((await as('GET', '/api/bookings')).statusCode).toBe(200);
  });

  it('never asks someone who registered themselves to change their password', async () => {
    const { user } = await registerUser(ctx.app);
    expect(user.mustChangePassword).toBe(false);
  });

  it('answers 409 EMAIL_TAKEN for an email already registered, whatever its case', async () => {
    const existing = await registerUser(ctx.app);
    const response = await createAs(adminToken, customer({ email: existing.user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
    expect(response.json().error).toMatch(/[\u0E00-\u0E7F]/);
    expect(response.json().details).toEqual([{ field: 'email', message: expect.any(String) }]);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '0212345678' }],
    ['firstName', { firstName: '  ' }],
    ['lastName', { lastName: 'ก'.repeat(101) }],
  ])('refuses a bad %s with a Thai message naming the field (%j)', async (field, override) => {
    expectFieldError(await createAs(adminToken, customer(override)), field);
  });

  it('requires every field', async () => {
    const response = await createAs(adminToken, {});
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields.sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
  });

  it('ignores a role sent along: staff cannot open an admin account here', async () => {
    const response = await createAs(adminToken, { ...customer(), role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.role).toBe('user');
  });

  it('is for admins only (403 for a user, 401 for a visitor)', async () => {
    const user = await registerUser(ctx.app);
    const asUser = await createAs(user.token, customer());
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().code).toBe('FORBIDDEN');
    expect((await listAs(user.token)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/admin/users', payload: customer() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/users', () => {
  const tag = `s${Date.now().toString(36)}`;
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = (
      await registerUser(ctx.app, {
        firstName: `มานี${tag}`,
        lastName: 'มีนา',
        email: uniqueEmail(`${tag}a`),
        phone: '0891112222',
      })
    ).user.id;
    second = (
      await registerUser(ctx.app, {
        firstName: `ปิติ${tag}`,
        lastName: 'ชูใจ',
        email: uniqueEmail(`${tag}b`),
        phone: '0893334444',
      })
    ).user.id;
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, second));
  });

  it('lists in the docs/product.md §6 page shape, newest first by default', async () => {
    const response = await listAs(adminToken, { limit: 2 });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(data.pagination.total).toBeGreaterThanOrEqual(3);
    expect(data.pagination.totalPages).toBe(Math.ceil(data.pagination.total / 2));
    expect(data.items).toHaveLength(2);
    expect(data.items[0]).not.toHaveProperty('passwordHash');
    expect(data.items[0]).not.toHaveProperty('address');
    const created = data.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('searches first name, full name, email and phone (with dashes)', async () => {
    const ids = async (q: string, extra: Record<string, string> = {}) =>
      (await listAs(adminToken, { q, ...extra })).json().data.items.map((item: { id: string }) => item.id);
    expect(await ids(`มานี${tag}`)).toEqual([first]);
    expect(await ids(`มานี${tag} มีนา`)).toEqual([first]);
    expect(await ids(`${tag}B`)).toEqual([second]);
    expect(await ids('089-333-4444')).toContain(second);
    expect((await ids(tag)).sort()).toEqual([first, second].sort());
    expect(await ids(tag, { isActive: 'false' })).toEqual([second]);
    expect(await ids(tag, { isActive: 'true' })).toEqual([first]);
    expect(await ids(tag, { role: 'admin' })).toEqual([]);
  });

  it('treats % _ and \\ as plain characters', async () => {
    for (const q of ['%', '_', '\\', `${tag}%`]) {
      const response = await listAs(adminToken, { q });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.items).toEqual([]);
    }
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('sorts by a whitelisted key and refuses others in Thai', async () => {
    const asc = (await listAs(adminToken, { q: tag, sortBy: 'firstName', sortOrder: 'asc' })).json().data.items;
    expect(asc.map((item: { id: string }) => item.id)).toEqual([second, first]);
    expectFieldError(await listAs(adminToken, { sortBy: 'passwordHash' }), 'sortBy');
    expectFieldError(await listAs(adminToken, { limit: 101 }), 'limit');
    expectFieldError(await listAs(adminToken, { isActive: 'maybe' }), 'isActive');
  });
});

describe('temporaryPassword', () => {
  it('always satisfies the password rule (a letter and a digit, 8+ characters)', () => {
    for (let index = 0; index < 200; index += 1) {
      const password = temporaryPassword();
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });
});
