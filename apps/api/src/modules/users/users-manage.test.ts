import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { createBookingAs } from '../../test/booking-factory.ts';
import { createTestClinic } from '../../test/clinic-factory.ts';
import { bearer, registerUser, signInAsNewAdmin, useTestApp, VALID_PASSWORD } from '../../test/helpers.ts';
import { updateUserByAdmin } from './users.service.ts';

const ctx = useTestApp();
let admin: { token: string; id: string };
beforeAll(async () => {
  const signedIn = await signInAsNewAdmin(ctx);
  admin = { token: signedIn.token, id: signedIn.user.id };
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (id: string, token: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: bearer(token), payload: payload as object });
const issue = (id: string, token: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/users/${id}/temporary-password`, headers: bearer(token) });

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'สมหญิง',
  lastName: 'รักดี',
  phone: '0891234567',
  companyName: null,
  taxId: null,
  address: null,
  role: 'user',
  isActive: true,
  ...overrides,
});

const isThai = (text: string) => /[\u0E00-\u0E7F]/.test(text);

describe('GET /api/admin/users/:id', () => {
  it('answers the profile, counts and the latest bookings of the user', async () => {
    const customer = await registerUser(ctx.app);
    const clinic = await createTestClinic(ctx);
    const booking = await createBookingAs(ctx, customer.token, clinic);
    const response = await get(`/api/admin/users/${customer.user.id}`, admin.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ id: customer.user.id, email: customer.user.email });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(data.counts).toEqual({ bookings: 1, payments: 0, activeSessions: 1 });
    expect(data.recentBookings.map((item: { id: string }) => item.id)).toEqual([booking.id]);
    expect(data.recentPayments).toEqual([]);
  });

  it('answers 404 for an unknown id and a Thai 400 for a malformed one', async () => {
    expect((await get(`/api/admin/users/${randomUUID()}`, admin.token)).statusCode).toBe(404);
    const bad = await get('/api/admin/users/not-an-id', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(isThai(bad.json().error)).toBe(true);
  });

  it('refuses a user (403)', async () => {
    const customer = await registerUser(ctx.app);
    const response = await get(`/api/admin/users/${customer.user.id}`, customer.token);
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('updates the profile with the registration rules, and audits what changed', async () => {
    const customer = await registerUser(ctx.app);
    const response = await put(
      customer.user.id,
      admin.token,
      profile({ firstName: ' สมชาย ', phone: '081-234-5678', companyName: 'บริษัท ดี จำกัด', taxId: '1101701234561' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'สมชาย',
      phone: '0812345678',
      companyName: 'บริษัท ดี จำกัด',
      taxId: '1101701234561',
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.user.id), eq(auditLog.action, 'user.update_by_admin')));
    expect(entry?.actorId).toBe(admin.id);
    expect(entry?.before).toMatchObject({ firstName: 'สมหญิง', phone: '0891234567' });
    expect(entry?.after).toMatchObject({ firstName: 'สมชาย', phone: '0812345678' });
  });

  it('answers bad input with Thai messages per field (400), never 500', async () => {
    const customer = await registerUser(ctx.app);
    const response = await put(
      customer.user.id,
      admin.token,
      profile({ firstName: '', phone: '12345', taxId: '1234567890123', role: 'owner', isActive: 'yes' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'phone', 'taxId', 'role', 'isActive']));
    for (const detail of body.details) expect(isThai(detail.message)).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await put(randomUUID(), admin.token, profile())).statusCode).toBe(404);
  });

  it('deactivation ends every session of the user at once: their token then gets 401', async () => {
    const customer = await registerUser(ctx.app);
    expect((await get('/api/auth/me', customer.token)).statusCode).toBe(200);
    const response = await put(customer.user.id, admin.token, profile({ isActive: false }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.isActive).toBe(false);
    const after = await get('/api/auth/me', customer.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, customer.user.id))).toEqual([]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.user.email, password: VALID_PASSWORD },
    });
    expect(login.json().code).toBe('ACCOUNT_DISABLED');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.user.id), eq(auditLog.action, 'user.update_by_admin')));
    expect(entry?.before).toEqual({ isActive: true });
    expect(entry?.after).toEqual({ isActive: false, sessionsEnded: true });
  });

  it('promotes a user to admin, who may then use admin routes', async () => {
    const customer = await registerUser(ctx.app);
    expect((await put(customer.user.id, admin.token, profile({ role: 'admin' }))).statusCode).toBe(200);
    expect((await get('/api/admin/auth/me', customer.token)).statusCode).toBe(200);
  });

  it('refuses an admin demoting or deactivating themselves (409, Thai)', async () => {
    for (const change of [{ role: 'user' }, { isActive: false }]) {
      const response = await put(admin.id, admin.token, profile({ role: 'admin', ...change }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'OWN_ACCESS_CHANGE' });
      expect(isThai(response.json().error)).toBe(true);
    }
    // Their own profile stays editable.
    expect((await put(admin.id, admin.token, profile({ role: 'admin', firstName: 'แอดมิน' }))).statusCode).toBe(200);
  });

  it('keeps the last active admin: two admins demoting each other at once, one wins', async () => {
    const first = await signInAsNewAdmin(ctx);
    const second = await signInAsNewAdmin(ctx);
    // Only these two stay admins in this database.
    await ctx.database.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, first.user.id), ne(users.id, second.user.id)));
    const results = await Promise.all([
      put(second.user.id, first.token, profile({ role: 'user' })),
      put(first.user.id, second.token, profile({ role: 'user' })),
    ]);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser either sees the last-admin rule or, once demoted, is no longer an admin at all.
    expect([403, 409]).toContain(statuses[1]);
    const loser = results.find((response) => response.statusCode !== 200);
    if (loser?.statusCode === 409) expect(loser.json().code).toBe('LAST_ACTIVE_ADMIN');
    const admins = await ctx.database.db
      .select()
      .from(users)
      .where(
        and(eq(users.role, 'admin'), eq(users.isActive, true), inArray(users.id, [first.user.id, second.user.id])),
      );
    expect(admins).toHaveLength(1);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });

  it('refuses to demote or deactivate the last active admin (409)', async () => {
    // An admin whose own access was removed a moment ago, acting on the only admin left.
    const actor = await signInAsNewAdmin(ctx);
    const last = await signInAsNewAdmin(ctx);
    await ctx.database.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, last.user.id)));
    const [actorRow] = await ctx.database.db.select().from(users).where(eq(users.id, actor.user.id));
    if (!actorRow) throw new Error('actor missing');
    const context = { ip: '127.0.0.1', userAgent: undefined };
    for (const change of [{ role: 'user' as const }, { isActive: false }]) {
      await expect(
        updateUserByAdmin(
          ctx.database.db,
          actorRow,
          last.user.id,
          { ...profile(), role: 'admin', ...change } as Parameters<typeof updateUserByAdmin>[3],
          context,
        ),
      ).rejects.toMatchObject({ code: 'LAST_ACTIVE_ADMIN', status: 409 });
    }
    // Put the original admin back for the tests that follow.
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });
});

describe('POST /api/admin/users/:id/temporary-password', () => {
  it('answers a one-time password, ends the user’s sessions, and forces a change at next sign-in', async () => {
    const customer = await registerUser(ctx.app);
    const response = await issue(customer.user.id, admin.token);
    expect(response.statusCode).toBe(200);
    const { temporaryPassword } = response.json().data;
    expect(temporaryPassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await get('/api/auth/me', customer.token)).statusCode).toBe(401);

    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.user.email, password: VALID_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.user.email, password: temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json().data;
    expect(user.mustChangePassword).toBe(true);
    const blocked = await get('/api/bookings', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: temporaryPassword, newPassword: 'NewSecret456' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get('/api/bookings', token)).statusCode).toBe(200);

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.user.id), eq(auditLog.action, 'user.temporary_password')));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(temporaryPassword);
  });

  it('answers 404 for an unknown user and 403 to a user', async () => {
    expect((await issue(randomUUID(), admin.token)).statusCode).toBe(404);
    const customer = await registerUser(ctx.app);
    expect((await issue(customer.user.id, customer.token)).statusCode).toBe(403);
  });
});
