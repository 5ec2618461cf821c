import type { AuditLogPage, AuditLogQuerySchema, z } from '@jongdee/contracts';
import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { addDays, slotStart } from '../../lib/clinic-time.ts';
import { containsPattern } from '../../lib/sql-like.ts';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
};

/** The audit_log row of an entry: what it leaves out is stored as null. */
const auditRow = (entry: AuditEntry): typeof auditLog.$inferInsert => ({
  actorId: entry.actorId,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  ip: entry.ip ?? null,
});

/** Appends one row to the audit log; pass the transaction so the record and its audit commit together. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Many rows in one statement (an import's thousands of results). */
export async function recordAudits(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insert(auditLog).values(entries.slice(start, start + 1000).map(auditRow));
  }
}

/** The audit log for admins, newest first, with the actor's name; dates are Bangkok calendar days. */
export async function listAuditLog(db: Database, query: z.output<typeof AuditLogQuerySchema>): Promise<AuditLogPage> {
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : '';
  const where = and(
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.dateFrom ? gte(auditLog.createdAt, slotStart(query.dateFrom, '00:00')) : undefined,
    query.dateTo ? lt(auditLog.createdAt, slotStart(addDays(query.dateTo, 1), '00:00')) : undefined,
    q
      ? or(
          ilike(auditLog.action, pattern),
          ilike(auditLog.entityId, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map(({ entry, actorFirstName, actorLastName, actorEmail }) => ({
      id: entry.id,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      actorId: entry.actorId,
      actorName: actorFirstName ? `${actorFirstName} ${actorLastName ?? ''}`.trim() : null,
      actorEmail,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}
