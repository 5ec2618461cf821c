import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { uniqueEmail, VALID_PASSWORD } from '../../test/helpers.ts';
import { type ServerProcesses, startServerProcesses } from '../../test/server-processes.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createUser } from '../auth/auth.service.ts';
import { enqueueMessage } from './outbox.ts';

const MESSAGES = 30;
let smtp: TestSmtpServer;
let processes: ServerProcesses;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // Both processes poll often, so they meet over the same rows.
  processes = await startServerProcesses(2, {
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '100',
    // A loaded test machine must not shed the health checks the start waits for.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
}, 90_000);
afterAll(async () => {
  await processes?.stop();
  await smtp?.stop();
});

it('two server processes on one database send each of 30 messages exactly once', { timeout: 90_000 }, async () => {
  const db = processes.testDatabase.database.db;
  const person = await createUser(db, {
    email: uniqueEmail('outbox'),
    password: VALID_PASSWORD,
    firstName: 'สมหญิง',
    lastName: 'รักดี',
    phone: '0891234567',
    role: 'user',
  });
  // Written together, as a burst of bookings would, so both processes find them due at once.
  await db.transaction(async (tx) => {
    for (let index = 0; index < MESSAGES; index++) {
      await enqueueMessage(tx, { kind: 'account_opened', userId: person.id });
    }
  });
  const rows = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.userId, person.id));
  expect(rows).toHaveLength(MESSAGES);

  const expected = new Set(rows.map((row) => `<${row.id}@jongdee>`));
  await smtp.waitFor(() => new Set(smtp.received.map((mail) => mail.messageId)).size >= MESSAGES, 60_000);

  // Every row was claimed once (a second send needs a second claim) and is marked sent.
  const sent = await settled(async () => {
    const now = await db.select().from(outbox).where(eq(outbox.userId, person.id));
    return now.every((row) => row.status === 'sent') ? now : null;
  });
  expect(sent.map((row) => [row.status, row.attempts])).toEqual(sent.map(() => ['sent', 1]));
  const arrived = smtp.received.map((mail) => mail.messageId);
  expect(new Set(arrived)).toEqual(expected);
  expect(arrived).toHaveLength(MESSAGES);
});

/** The server marks a row sent just after the mail server accepted it: wait for the marks to land. */
async function settled<T>(read: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`not settled within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
