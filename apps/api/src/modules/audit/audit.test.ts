import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';

const ctx = useTestApp();
let admin: { token: string; id: string };
let customer: { token: string; id: string; email: string };
beforeAll(async () => {
  const signedIn = await signInAsNewAdmin(ctx);
  admin = { token: signedIn.token, id: signedIn.user.id };
  const registered = await registerUser(ctx.app);
  customer = { token: registered.token, id: registered.user.id, email: registered.user.email };
  // One admin edit of the customer, through the API.
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${customer.id}`,
    headers: bearer(admin.token),
    payload: { firstName: 'สมใจ', lastName: 'รักดี', phone: '0891234567', role: 'user', isActive: true },
  });
  // And an old entry, from a day long ago.
  await ctx.database.db.insert(auditLog).values({
    actorId: admin.id,
    action: 'booking.cancel',
    entity: 'booking',
    entityId: 'old-booking',
    createdAt: new Date('2025-01-10T03:00:00Z'),
  });
});

const list = (query: Record<string, string> = {}, token = admin.token) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(token), query });

describe('GET /api/admin/audit-log', () => {
  it('lists newest first with the actor’s name and the before/after of each change', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items, pagination } = response.json().data;
    expect(pagination).toMatchObject({ page: 1, limit: 20 });
    const times = items.map((item: { createdAt: string }) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const edit = items.find((item: { action: string }) => item.action === 'user.update_by_admin');
    expect(edit).toMatchObject({
      entity: 'user',
      entityId: customer.id,
      actorId: admin.id,
      actorName: 'แอดมิน ทดสอบ',
      before: { firstName: 'สมหญิง' },
      after: { firstName: 'สมใจ' },
    });
  });

  it('filters by actor, entity, entity id, action, dates and free text', async () => {
    const only = async (query: Record<string, string>) =>
      (await list(query)).json().data.items as { action: string; entityId: string; actorId: string }[];
    expect((await only({ entity: 'user', entityId: customer.id })).map((item) => item.action)).toEqual(
      expect.arrayContaining(['user.register', 'user.update_by_admin']),
    );
    expect((await only({ entity: 'user', entityId: customer.id })).every((item) => item.entityId === customer.id)).toBe(
      true,
    );
    expect((await only({ action: 'user.register', actorId: customer.id })).map((item) => item.entityId)).toEqual([
      customer.id,
    ]);
    expect(await only({ actorId: randomUUID() })).toEqual([]);
    expect((await only({ dateFrom: '2025-01-10', dateTo: '2025-01-10' })).map((item) => item.entityId)).toEqual([
      'old-booking',
    ]);
    expect(await only({ dateFrom: '2025-01-11', dateTo: '2025-01-11' })).toEqual([]);
    expect((await only({ q: customer.email })).every((item) => item.actorId === customer.id)).toBe(true);
    expect((await only({ q: 'update_by' })).map((item) => item.action)).toEqual(['user.update_by_admin']);
  });

  it('paginates', async () => {
    const first = (await list({ limit: '1', page: '1' })).json().data;
    const second = (await list({ limit: '1', page: '2' })).json().data;
    expect(first.items).toHaveLength(1);
    expect(first.pagination.total).toBeGreaterThan(2);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });

  it('answers bad filters with a Thai 400', async () => {
    const queries: Record<string, string>[] = [{ actorId: 'nope' }, { dateFrom: '2025-02-31' }, { limit: '500' }];
    for (const query of queries) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().error).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('is for admins only', async () => {
    expect((await list({}, customer.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });
});
