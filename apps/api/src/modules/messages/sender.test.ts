import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bangkokToday } from '@jongdee/contracts/thai-format';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, outbox } from '../../db/schema.ts';
import { apiCaller, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { type Channels, emlChannel, mailDirOf, smtpChannel } from './email-channel.ts';
import type { OutboxMessage } from './message.ts';
import { enqueueMessage } from './outbox.ts';
import { CLAIM_LEASE_MS, deliverDueMessages, NOTHING_TO_SEND, startSender } from './sender.ts';

const ctx = useTestApp();
const call = apiCaller(ctx);
const FROM = '"คลินิกทดสอบ" <no-reply@clinic.test>';
const PUBLIC_URL = 'https://book.clinic.test';
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

let smtp: TestSmtpServer;
let adminToken: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  adminToken = (await signInAsNewAdmin(ctx)).token;
});
afterAll(() => smtp.stop());

const viaSmtp = (url = smtp.url) => ({
  channels: { email: smtpChannel(url, FROM) } as Channels,
  publicUrl: PUBLIC_URL,
});
const deliver = (deps: ReturnType<typeof viaSmtp>, now?: Date) => deliverDueMessages(ctx.database.db, deps, now);

/** A customer of their own and one message for them in the outbox, as a service would write it. */
async function queued(
  kind: 'account_opened' | 'password_reset' = 'account_opened',
  payload: Record<string, unknown> = {},
): Promise<OutboxMessage> {
  const { user } = await registerUser(ctx.app);
  expect(await enqueueMessage(ctx.database.db, { kind, userId: user.id, payload })).toBe(true);
  const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.userId, user.id));
  if (!row) throw new Error('no outbox row');
  return row;
}

const rowOf = async (id: string) => {
  const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`outbox row ${id} is gone`);
  return row;
};
const messageId = (id: string) => `<${id}@jongdee>`;
const arrivals = (id: string) => smtp.received.filter((mail) => mail.messageId === messageId(id));

/** A port an SMTP server just listened on and no longer does. */
async function deadSmtpUrl(): Promise<string> {
  const gone = await startTestSmtpServer();
  await gone.stop();
  return gone.url;
}

describe('the outbox sender over SMTP', () => {
  it('sends a due message once, from MAIL_FROM to the recipient with the outbox id as Message-ID, and marks it sent', async () => {
    const message = await queued();
    expect(await deliver(viaSmtp())).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor((received) => received.messageId === messageId(message.id));
    expect(mail.from?.value).toEqual([{ address: 'no-reply@clinic.test', name: 'คลินิกทดสอบ' }]);
    expect(mail.envelopeTo).toEqual([message.recipient]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([
      message.recipient,
    ]);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.subject).toMatch(/[\u0E00-\u0E7F]/);
    expect(mail.text).toContain(PUBLIC_URL);

    const row = await rowOf(message.id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      subject: mail.subject,
      lockedUntil: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);

    // Sent is sent: another run finds nothing of it to do.
    await deliver(viaSmtp());
    expect(arrivals(message.id)).toHaveLength(1);
  });

  it('keeps the message while the SMTP server is down, retries within 30 s, and sends it once when the server is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const message = await queued();
    const failedAt = new Date();
    try {
      await deliver(viaSmtp(), failedAt);
      const waiting = await rowOf(message.id);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting.lastError).not.toContain('mail-secret');
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(failedAt.getTime());
      expect(waiting.nextAttemptAt.getTime()).toBeLessThanOrEqual(failedAt.getTime() + 30 * SECOND);
    } finally {
      smtp = await startTestSmtpServer({ port });
    }

    // Back up, but the retry's time has not come: nothing is sent yet.
    await deliver(viaSmtp(), new Date(failedAt.getTime() + 10 * SECOND));
    expect(arrivals(message.id)).toHaveLength(0);
    expect((await rowOf(message.id)).status).toBe('pending');

    await deliver(viaSmtp(), new Date(failedAt.getTime() + 31 * SECOND));
    await smtp.waitFor((mail) => mail.messageId === messageId(message.id));
    expect(arrivals(message.id)).toHaveLength(1);
    expect(await rowOf(message.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('takes a message written during the same millisecond as its clock (the database keeps microseconds)', async () => {
    const message = await queued();
    const now = new Date();
    // Written 0.4 ms into the millisecond the sender reads as `now`, as the database's now() can be.
    await ctx.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`${now}::timestamptz + interval '400 microseconds'` })
      .where(eq(outbox.id, message.id));
    await deliver(viaSmtp(), now);
    expect(await rowOf(message.id)).toMatchObject({ status: 'sent', attempts: 1 });
    await smtp.waitFor((mail) => mail.messageId === messageId(message.id));
  });

  it('waits longer after each failure: 30 s, 2 min, 10 min', async () => {
    const down = viaSmtp(await deadSmtpUrl());
    const message = await queued();
    let now = new Date();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await deliver(down, now);
      const row = await rowOf(message.id);
      delays.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    expect(delays).toEqual([30 * SECOND, 2 * 60 * SECOND, 10 * 60 * SECOND]);
    expect((await rowOf(message.id)).attempts).toBe(3);
    // Out of the way of the other tests: sent once the server answers.
    await deliver(viaSmtp(), now);
    expect((await rowOf(message.id)).status).toBe('sent');
  });

  it('gives up on a message still failing a day after it was written: failed, listed for staff, and a retry sends it', async () => {
    const down = viaSmtp(await deadSmtpUrl());
    const message = await queued();
    await ctx.database.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(outbox.id, message.id));
    await deliver(down);
    const failed = await rowOf(message.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lockedUntil: null });
    expect(failed.lastError).toBeTruthy();

    const listed = await call('GET', '/api/admin/messages?status=failed', adminToken);
    expect(listed.statusCode).toBe(200);
    const page = listed.json().data;
    expect(page.failedCount).toBeGreaterThanOrEqual(1);
    expect(page.items.map((item: { id: string }) => item.id)).toContain(message.id);
    expect(page.items.every((item: { status: string }) => item.status === 'failed')).toBe(true);
    expect(page.items.find((item: { id: string }) => item.id === message.id)).toMatchObject({
      kind: 'account_opened',
      kindLabel: 'คลินิกเปิดบัญชีให้คุณ',
      recipient: message.recipient,
      status: 'failed',
      attempts: 1,
      lastError: failed.lastError,
      sentAt: null,
      hasEml: false,
    });

    const retried = await call('POST', `/api/admin/messages/${message.id}/retry`, adminToken);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: message.id, status: 'pending' });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.retry'), eq(auditLog.entityId, message.id)));
    expect(audit).toMatchObject({ entity: 'message', before: { status: 'failed' }, after: { status: 'pending' } });

    await deliver(viaSmtp());
    await smtp.waitFor((mail) => mail.messageId === messageId(message.id));
    expect(await rowOf(message.id)).toMatchObject({ status: 'sent', attempts: 2 });
    const again = await call('POST', `/api/admin/messages/${message.id}/retry`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MESSAGE_NOT_RETRYABLE' });
    expect(again.json().error).toContain('ส่งแล้ว');
  });

  it('sends again a message whose claim lapsed (the process died mid-send), and leaves a live claim alone', async () => {
    const now = new Date();
    const lapsed = await queued();
    const live = await queued();
    await ctx.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(now.getTime() - SECOND) })
      .where(eq(outbox.id, lapsed.id));
    await ctx.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(eq(outbox.id, live.id));

    await deliver(viaSmtp(), now);
    await smtp.waitFor((mail) => mail.messageId === messageId(lapsed.id));
    expect(arrivals(lapsed.id)).toHaveLength(1);
    expect(await rowOf(lapsed.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(arrivals(live.id)).toHaveLength(0);
    expect(await rowOf(live.id)).toMatchObject({ status: 'sending', attempts: 1 });

    // Its lease runs out in turn and the next run sends it.
    await deliver(viaSmtp(), new Date(now.getTime() + CLAIM_LEASE_MS + SECOND));
    await smtp.waitFor((mail) => mail.messageId === messageId(live.id));
    expect(await rowOf(live.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('drops the raw token of a password reset once it is sent, and does not retry one whose link is gone', async () => {
    const message = await queued('password_reset', { token: 'raw-reset-token-123' });
    await deliver(viaSmtp());
    const mail = await smtp.waitFor((received) => received.messageId === messageId(message.id));
    expect(mail.text).toContain('raw-reset-token-123');
    const sent = await rowOf(message.id);
    expect(sent.status).toBe('sent');
    expect(sent.payload).not.toHaveProperty('token');

    // Failed for good without its token (the customer asks for a new link instead).
    await ctx.database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, message.id));
    const retry = await call('POST', `/api/admin/messages/${message.id}/retry`, adminToken);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().code).toBe('MESSAGE_RESET_LINK_GONE');
  });

  it('fails a message with nothing left to say (its token gone) at once, with the reason', async () => {
    const message = await queued('password_reset', {});
    await deliver(viaSmtp());
    expect(await rowOf(message.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: NOTHING_TO_SEND });
    expect(arrivals(message.id)).toHaveLength(0);
  });
});

describe('the sender in the server (startSender)', () => {
  it('logs a database that stays down once, not every poll, and says when it works again', async () => {
    const lines: { msg: string; failures?: number }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const said = (msg: string) => lines.filter((line) => line.msg === msg);
    // The outbox is not there: every run fails, as with the database down.
    await ctx.database.db.execute(sql`alter table outbox rename to outbox_away`);
    const stop = startSender(ctx.database.db, { ...viaSmtp(), log }, 10);
    try {
      await vi.waitFor(() => expect(said('job failed')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(said('job failed')).toHaveLength(1);
      await ctx.database.db.execute(sql`alter table outbox_away rename to outbox`);
      await vi.waitFor(() => expect(said('job works again')).toHaveLength(1));
      // It went on polling while it said nothing.
      expect(said('job works again')[0]?.failures).toBeGreaterThan(5);
    } finally {
      await stop();
      await ctx.database.db.execute(sql`alter table if exists outbox_away rename to outbox`);
    }
  });
});

describe('the outbox sender without SMTP: .eml files', () => {
  it('writes an RFC 822 file under DATA_DIR/mail/<day>/<id>.eml that parses, and staff download it', async () => {
    const mailDir = mailDirOf(ctx.dataDir);
    const deps = { channels: { email: emlChannel(mailDir, FROM) } as Channels, publicUrl: PUBLIC_URL };
    const message = await queued();
    await deliverDueMessages(ctx.database.db, deps);
    expect((await rowOf(message.id)).status).toBe('sent');

    const file = path.join(mailDir, bangkokToday(message.createdAt), `${message.id}.eml`);
    const raw = await readFile(file);
    const mail = await simpleParser(raw);
    expect(mail.messageId).toBe(messageId(message.id));
    expect(mail.from?.value[0]?.address).toBe('no-reply@clinic.test');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(message.recipient);
    expect(mail.subject).toBe((await rowOf(message.id)).subject);
    expect(mail.html).toBeTruthy();

    const listed = await call('GET', `/api/admin/messages?q=${encodeURIComponent(message.recipient)}`, adminToken);
    expect(listed.json().data.items).toEqual([expect.objectContaining({ id: message.id, hasEml: true })]);

    const download = await call('GET', `/api/admin/messages/${message.id}/eml`, adminToken);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('message/rfc822');
    expect(download.headers['content-disposition']).toContain(`message-${message.id}.eml`);
    expect(download.rawPayload.equals(raw)).toBe(true);
  });
});
