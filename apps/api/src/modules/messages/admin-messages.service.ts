import {
  type AdminMessage,
  type AdminMessageListQuerySchema,
  type AdminMessagePage,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  type z,
} from '@jongdee/contracts';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { findEml } from './email-channel.ts';
import type { OutboxMessage } from './message.ts';

type Actor = { id: string };

async function toAdminMessage(row: OutboxMessage, mailDir: string): Promise<AdminMessage> {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: MESSAGE_KIND_LABELS[row.kind],
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    hasEml: row.status === 'sent' && (await findEml(mailDir, row)) !== null,
  };
}

/** Staff's list of the outbox, newest first, with how many messages failed in all. */
export async function listMessages(
  db: Database,
  mailDir: string,
  query: z.output<typeof AdminMessageListQuerySchema>,
): Promise<AdminMessagePage> {
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : '';
  const where = and(
    query.status ? eq(outbox.status, query.status) : undefined,
    query.kind ? eq(outbox.kind, query.kind) : undefined,
    q ? or(ilike(outbox.recipient, pattern), ilike(outbox.subject, pattern)) : undefined,
  );
  const [rows, [total], [failed]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(outbox).where(where),
    db.select({ value: count() }).from(outbox).where(eq(outbox.status, 'failed')),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: await Promise.all(rows.map((row) => toAdminMessage(row, mailDir))),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
    failedCount: failed?.value ?? 0,
  };
}

/**
 * Puts a failed (or still waiting) message back to be sent at once, by the next run of any process.
 * A message older than a day gets this one attempt: failing again, it is failed again. A password
 * reset whose link was already dropped cannot be sent again; the customer asks for a new link.
 */
export async function retryMessage(
  db: Database,
  mailDir: string,
  actor: Actor,
  id: string,
  context: RequestContext,
): Promise<AdminMessage> {
  const retried = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'failed' && row.status !== 'pending') {
      throw new AppError('MESSAGE_NOT_RETRYABLE', { params: { status: MESSAGE_STATUS_LABELS[row.status] } });
    }
    if (row.kind === 'password_reset' && typeof row.payload.token !== 'string') {
      throw new AppError('MESSAGE_RESET_LINK_GONE');
    }
    const now = new Date();
    const [updated] = await tx
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
      .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'pending'])))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'message.retry',
      entity: 'message',
      entityId: id,
      before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'pending' },
      ip: context.ip,
    });
    return updated as OutboxMessage;
  });
  return toAdminMessage(retried, mailDir);
}

/** The .eml file of a message the .eml channel wrote; 404 for one sent by SMTP or not written yet. */
export async function messageEmlFile(db: Database, mailDir: string, id: string): Promise<string> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  const file = row?.status === 'sent' ? await findEml(mailDir, row) : null;
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
