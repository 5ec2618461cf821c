import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { apiCaller, expectFieldError, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { enqueueMessage } from './outbox.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
let adminToken: string;
let customerToken: string;
let customerEmail: string;
const ids: Record<'opened' | 'reset' | 'sent' | 'sending', string> = { opened: '', reset: '', sent: '', sending: '' };

beforeAll(async () => {
  adminToken = (await signInAsNewAdmin(ctx)).token;
  const customer = await registerUser(ctx.app);
  customerToken = customer.token;
  customerEmail = customer.user.email;
  const db = ctx.database.db;
  const write = async (kind: 'account_opened' | 'password_reset', createdAt: Date) => {
    const dedupeKey = randomUUID();
    await enqueueMessage(db, { kind, userId: customer.user.id, payload: { token: 't' }, dedupeKey });
    const [row] = await db.update(outbox).set({ createdAt }).where(eq(outbox.dedupeKey, dedupeKey)).returning();
    return row?.id ?? '';
  };
  ids.opened = await write('account_opened', new Date('2026-01-01T03:00:00Z'));
  ids.reset = await write('password_reset', new Date('2026-01-02T03:00:00Z'));
  ids.sent = await write('account_opened', new Date('2026-01-03T03:00:00Z'));
  ids.sending = await write('account_opened', new Date('2026-01-04T03:00:00Z'));
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date('2026-01-03T03:00:05Z'), subject: 'ยินดีต้อนรับ', attempts: 1 })
    .where(eq(outbox.id, ids.sent));
  await db
    .update(outbox)
    .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
    .where(eq(outbox.id, ids.sending));
});

const list = (query = '', token = adminToken) => call('GET', `/api/admin/messages${query}`, token);

describe('GET /api/admin/messages', () => {
  it('lists newest first with the Thai name of each kind, the recipient and how delivery went', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items, pagination, failedCount } = response.json().data;
    expect(items.map((item: { id: string }) => item.id)).toEqual([ids.sending, ids.sent, ids.reset, ids.opened]);
    expect(pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(failedCount).toBe(0);
    expect(items[1]).toEqual({
      id: ids.sent,
      kind: 'account_opened',
      kindLabel: 'คลินิกเปิดบัญชีให้คุณ',
      channel: 'email',
      recipient: customerEmail,
      subject: 'ยินดีต้อนรับ',
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      createdAt: '2026-01-03T03:00:00.000Z',
      sentAt: '2026-01-03T03:00:05.000Z',
      hasEml: false,
    });
    expect(items[2]).toMatchObject({ kind: 'password_reset', kindLabel: 'ตั้งรหัสผ่านใหม่', status: 'pending' });
    expect(items[2].nextAttemptAt).toEqual(expect.any(String));
  });

  it('filters by status, kind and a part of the recipient or subject, and pages', async () => {
    const idsOf = async (query: string) =>
      (await list(query)).json().data.items.map((item: { id: string }) => item.id) as string[];
    expect(await idsOf('?status=sent')).toEqual([ids.sent]);
    expect(await idsOf('?status=pending')).toEqual([ids.reset, ids.opened]);
    expect(await idsOf('?kind=password_reset')).toEqual([ids.reset]);
    expect(await idsOf('?q=ยินดี')).toEqual([ids.sent]);
    expect(await idsOf(`?q=${encodeURIComponent(customerEmail.toUpperCase())}`)).toHaveLength(4);
    expect(await idsOf('?q=%25')).toEqual([]);
    expect(await idsOf('?status=failed')).toEqual([]);
    const second = (await list('?limit=1&page=2')).json().data;
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([ids.sent]);
    expect(second.pagination).toMatchObject({ total: 4, totalPages: 4 });
  });

  it('answers bad filters with a Thai 400 naming the field', async () => {
    expectFieldError(await list('?status=lost'), 'status');
    expectFieldError(await list('?kind=newsletter'), 'kind');
    expectFieldError(await list('?limit=500'), 'limit');
    expectFieldError(await list('?page=0'), 'page');
    expectFieldError(await list(`?q=${'ก'.repeat(101)}`), 'q');
  });

  it('is for staff only', async () => {
    expect((await list('', customerToken)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/messages/:id/retry', () => {
  it('puts a waiting message up for sending now', async () => {
    await ctx.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000), lastError: 'connect ECONNREFUSED' })
      .where(eq(outbox.id, ids.opened));
    const before = Date.now();
    const response = await call('POST', `/api/admin/messages/${ids.opened}/retry`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: ids.opened, status: 'pending' });
    expect(Date.parse(response.json().data.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(response.json().data.nextAttemptAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a message that is sent or being sent (409, in Thai)', async () => {
    for (const [id, status] of [
      [ids.sent, 'ส่งแล้ว'],
      [ids.sending, 'กำลังส่ง'],
    ] as const) {
      const response = await call('POST', `/api/admin/messages/${id}/retry`, adminToken);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'MESSAGE_NOT_RETRYABLE' });
      expect(response.json().error).toContain(status);
    }
  });

  it('answers 404 for an unknown message, 400 for a malformed id, and is for staff only', async () => {
    const unknown = await call('POST', `/api/admin/messages/${randomUUID()}/retry`, adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expectFieldError(await call('POST', '/api/admin/messages/not-an-id/retry', adminToken), 'id');
    expect((await call('POST', `/api/admin/messages/${ids.opened}/retry`, customerToken)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/messages/:id/eml', () => {
  it('answers 404 when no .eml file was written: sent by SMTP, not yet sent, or unknown', async () => {
    for (const id of [ids.sent, ids.opened, randomUUID()]) {
      const response = await call('GET', `/api/admin/messages/${id}/eml`, adminToken);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/[\u0E00-\u0E7F]/);
    }
    expectFieldError(await call('GET', '/api/admin/messages/x/eml', adminToken), 'id');
    expect((await call('GET', `/api/admin/messages/${ids.sent}/eml`, customerToken)).statusCode).toBe(403);
  });
});
