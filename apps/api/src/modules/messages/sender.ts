import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Channels } from './email-channel.ts';
import type { OutboxMessage, RenderedMessage } from './message.ts';
import { renderMessage } from './render.ts';

/**
 * How long a claim holds a row. A send is bounded by the SMTP timeouts (10 s connect, 10 s greeting,
 * 30 s of silence), well inside it; past it the process is taken for dead and another one sends again.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Rows claimed at once by one process, and sent side by side. */
const CLAIM_BATCH = 5;
/** A run stops after this many, so a large backlog cannot keep a shutdown waiting. */
const RUN_LIMIT = 100;
/** Delays before the next attempt, by how many attempts were made; the last one repeats. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 2 * 60 * 60_000];
/** A message still failing this long after it was written is given up on and shown to staff as failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const ERROR_LENGTH = 300;
/** Why a message that could not be rendered was not sent (its booking or its person was erased). */
export const NOTHING_TO_SEND = 'ไม่ได้ส่ง: ข้อมูลที่ข้อความอ้างถึงไม่มีแล้ว (เช่น ถูกลบตามคำขอ)';

export type SenderDeps = {
  channels: Channels;
  /** For the links in every message. */
  publicUrl: string;
  log?: FastifyBaseLogger;
};

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? 0;
}

/**
 * Claims up to `limit` due rows for this process: pending ones whose time has come, and ones left in
 * `sending` by a process that died (its lease lapsed). SKIP LOCKED lets processes claim side by side
 * without waiting on or taking each other's rows; the statement is its own short transaction, and
 * nothing is held while the message travels.
 */
async function claimDue(db: Database, now: Date, limit: number): Promise<OutboxMessage[]> {
  const lockedUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  // `now` is a millisecond and the database keeps microseconds: a row written during this very
  // millisecond (next_attempt_at defaults to the database's now()) is due too, not one poll later.
  const endOfNow = new Date(now.getTime() + 1);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      sql`(${outbox.status} = 'pending' and ${outbox.nextAttemptAt} < ${endOfNow}) or (${outbox.status} = 'sending' and ${outbox.lockedUntil} < ${now})`,
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', lockedUntil, attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(inArray(outbox.id, due))
    .returning();
}

/** The claim is still this process's: same attempt, still sending (a lapsed lease may have passed it on). */
const stillOurs = (message: OutboxMessage) =>
  and(eq(outbox.id, message.id), eq(outbox.status, 'sending'), eq(outbox.attempts, message.attempts));

/** Once a reset link has gone (or never will), its raw token is not kept: only its hash is, elsewhere. */
const payloadWhenDone = (message: OutboxMessage) =>
  message.kind === 'password_reset' ? sql`${outbox.payload} - 'token'` : outbox.payload;

/** A failure's reason as staff read it: one line, short, with no password from a URL in it. */
export function shortError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ERROR_LENGTH);
}

async function markSent(db: Database, message: OutboxMessage, rendered: RenderedMessage, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      subject: rendered.subject,
      lockedUntil: null,
      lastError: null,
      payload: payloadWhenDone(message),
      updatedAt: now,
    })
    .where(stillOurs(message));
}

/** Back to pending after the backoff, or failed for good once the message is a day old (or has nothing to say). */
async function markFailed(
  db: Database,
  message: OutboxMessage,
  reason: string,
  now: Date,
  options: { final?: boolean } = {},
): Promise<'pending' | 'failed'> {
  const final = options.final || now.getTime() - message.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  await db
    .update(outbox)
    .set(
      final
        ? { status: 'failed', lockedUntil: null, lastError: reason, payload: payloadWhenDone(message), updatedAt: now }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: reason,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
            updatedAt: now,
          },
    )
    .where(stillOurs(message));
  return final ? 'failed' : 'pending';
}

async function deliver(db: Database, deps: SenderDeps, message: OutboxMessage, now: Date): Promise<void> {
  let rendered: RenderedMessage | null;
  try {
    rendered = await renderMessage(db, message, { publicUrl: deps.publicUrl });
  } catch (error) {
    deps.log?.error({ err: error, messageId: message.id, kind: message.kind }, 'message could not be rendered');
    await markFailed(db, message, shortError(error), now);
    return;
  }
  if (!rendered) {
    await markFailed(db, message, NOTHING_TO_SEND, now, { final: true });
    return;
  }
  try {
    await deps.channels[message.channel].send(message, rendered);
  } catch (error) {
    const outcome = await markFailed(db, message, shortError(error), now);
    deps.log?.warn({ err: error, messageId: message.id, kind: message.kind, outcome }, 'message not sent');
    return;
  }
  await markSent(db, message, rendered, now);
}

/**
 * Sends every message that is due, a few at a time, and answers how many it handled (sent, put back
 * for a retry, or given up on). At least once: a process killed after the mail server accepted a
 * message and before the row says so sends it again when the lease lapses (decision 023).
 */
export async function deliverDueMessages(db: Database, deps: SenderDeps, now?: Date): Promise<number> {
  let handled = 0;
  while (handled < RUN_LIMIT) {
    // Each batch's lease starts when it is claimed; a test passes its own clock instead.
    const at = now ?? new Date();
    const claimed = await claimDue(db, at, Math.min(CLAIM_BATCH, RUN_LIMIT - handled));
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((message) => deliver(db, deps, message, at)));
    handled += claimed.length;
  }
  return handled;
}

/** How often the sender logs a failure that goes on (a database down): the first at once, then this. */
export const SENDER_FAILURE_LOG_EVERY_MS = 60_000;

/**
 * Runs the sender every `everyMs` in this process, and answers a function that stops it after the run
 * in progress. Unlike the job runner's jobs it takes no advisory lock: every process sends, the row
 * claims keep them apart, and a busy outbox drains as fast as the processes together can send.
 */
export function startSender(
  db: Database,
  deps: SenderDeps & { log: FastifyBaseLogger },
  everyMs: number,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // While the database stays down every poll fails: the log says so once a minute, not every poll.
  let failures = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;
  const tick = () => {
    running = deliverDueMessages(db, deps)
      .then((count) => {
        if (failures) deps.log.info({ job: 'outbox-sender', failures }, 'job works again');
        failures = 0;
        loggedAt = Number.NEGATIVE_INFINITY;
        if (count) deps.log.info({ job: 'outbox-sender', count }, 'job done');
      })
      .catch((error: unknown) => {
        failures += 1;
        if (Date.now() - loggedAt < SENDER_FAILURE_LOG_EVERY_MS) return;
        loggedAt = Date.now();
        deps.log.error({ err: error, job: 'outbox-sender', failures }, 'job failed');
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, everyMs);
        timer.unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
