import {
  type AdminDataRequest,
  type AdminDataRequestListQuerySchema,
  type AdminDataRequestPage,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  type ConsentChangeBodySchema,
  type ConsentChangeResult,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentState,
  type CreateDataRequestBodySchema,
  DATA_REQUEST_DUE_DAYS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  type DataRequest,
  type MyConsents,
  PRIVACY_NOTICE_VERSION,
  REQUIRED_CONSENT_PURPOSE,
  type RejectDataRequestBodySchema,
  type z,
} from '@jongdee/contracts';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { dataRequests, userConsents, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { privacyTexts } from './privacy.texts.ts';

type Actor = Authenticated['user'];
type ConsentRow = typeof userConsents.$inferSelect;
type DataRequestRow = typeof dataRequests.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A person may download their data a few times an hour: enough to retry, not enough to hammer the database. */
export const EXPORT_LIMIT = { count: 5, windowSeconds: 60 * 60 } as const;

// ─── consents ────────────────────────────────────────────────────────────────────────────────────

function toConsentRecord(row: ConsentRow): ConsentRecord {
  return {
    id: row.id,
    purpose: row.purpose,
    noticeVersion: row.noticeVersion,
    grantedAt: row.grantedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** Every consent record of a person, newest first (ids are time-ordered UUIDv7, so they break ties). */
export async function consentHistory(db: Database, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(desc(userConsents.grantedAt), desc(userConsents.id));
}

/** A purpose stands as its latest record says: granted while that record is not withdrawn. */
function stateOf(purpose: ConsentPurpose, history: ConsentRow[]): ConsentState {
  const latest = history.find((row) => row.purpose === purpose);
  const granted = Boolean(latest && !latest.withdrawnAt);
  return {
    purpose,
    label: CONSENT_PURPOSE_LABELS[purpose],
    required: purpose === REQUIRED_CONSENT_PURPOSE,
    status: !latest ? 'not_given' : granted ? 'granted' : 'withdrawn',
    granted,
    noticeVersion: latest?.noticeVersion ?? null,
    grantedAt: latest?.grantedAt.toISOString() ?? null,
    withdrawnAt: latest?.withdrawnAt?.toISOString() ?? null,
  };
}

export async function myConsents(db: Database, userId: string): Promise<MyConsents> {
  const history = await consentHistory(db, userId);
  return {
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    purposes: CONSENT_PURPOSES.map((purpose) => stateOf(purpose, history)),
    history: history.map(toConsentRecord),
  };
}

/**
 * Gives or withdraws one purpose. A grant is a new record under the current notice version (none
 * when it already stands under that version); a withdrawal closes the open records of the purpose.
 * The person's row is locked, so two taps at once make one record.
 */
export async function changeConsent(
  db: Database,
  userId: string,
  body: z.output<typeof ConsentChangeBodySchema>,
  context: RequestContext,
): Promise<ConsentChangeResult> {
  const message = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const current = stateOf(body.purpose, await consentHistory(tx, userId));
    if (body.granted) {
      if (current.granted && current.noticeVersion === PRIVACY_NOTICE_VERSION) {
        return privacyTexts.alreadyGranted(body.purpose);
      }
      await tx.insert(userConsents).values({ userId, purpose: body.purpose, noticeVersion: PRIVACY_NOTICE_VERSION });
      await recordAudit(tx, {
        actorId: userId,
        action: 'consent.grant',
        entity: 'user',
        entityId: userId,
        after: { purpose: body.purpose, noticeVersion: PRIVACY_NOTICE_VERSION },
        ip: context.ip,
      });
      return privacyTexts.granted(body.purpose, PRIVACY_NOTICE_VERSION);
    }
    if (!current.granted) return privacyTexts.notGranted(body.purpose);
    await tx
      .update(userConsents)
      .set({ withdrawnAt: sql`now()` })
      .where(
        and(eq(userConsents.userId, userId), eq(userConsents.purpose, body.purpose), isNull(userConsents.withdrawnAt)),
      );
    await recordAudit(tx, {
      actorId: userId,
      action: 'consent.withdraw',
      entity: 'user',
      entityId: userId,
      before: { purpose: body.purpose, noticeVersion: current.noticeVersion },
      ip: context.ip,
    });
    return privacyTexts.withdrawn(body.purpose);
  });
  return { consents: await myConsents(db, userId), message };
}

/**
 * Health data is sensitive (PDPA s.26): a booking needs its owner's standing consent. A person who
 * withdrew it cannot be booked for by anyone. An account staff opened over the phone has never been
 * asked on the site: staff may book for it (they ask on the phone), its owner is asked before booking.
 */
export async function requireHealthDataConsent(
  db: Database,
  ownerId: string,
  options: { bookedByStaff: boolean },
): Promise<void> {
  const [latest] = await db
    .select({ withdrawnAt: userConsents.withdrawnAt })
    .from(userConsents)
    .where(and(eq(userConsents.userId, ownerId), eq(userConsents.purpose, REQUIRED_CONSENT_PURPOSE)))
    .orderBy(desc(userConsents.grantedAt), desc(userConsents.id))
    .limit(1);
  if (latest && !latest.withdrawnAt) return;
  if (!latest && options.bookedByStaff) return;
  throw new AppError('HEALTH_CONSENT_REQUIRED');
}

// ─── requests ────────────────────────────────────────────────────────────────────────────────────

function toDataRequestDto(row: DataRequestRow, now: Date = new Date()): DataRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: row.status === 'pending' && row.dueAt < now,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

export async function myDataRequests(db: Database, userId: string): Promise<DataRequest[]> {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id));
  const now = new Date();
  return rows.map((row) => toDataRequestDto(row, now));
}

/** One pending request per kind: the person's row is locked while checking, so a double tap makes one. */
export async function createDataRequest(
  db: Database,
  userId: string,
  body: z.output<typeof CreateDataRequestBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<DataRequest> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(
        and(eq(dataRequests.userId, userId), eq(dataRequests.kind, body.kind), eq(dataRequests.status, 'pending')),
      );
    if (pending) throw new AppError('DATA_REQUEST_PENDING', { params: { kind: DATA_REQUEST_KIND_LABELS[body.kind] } });
    const [row] = await tx
      .insert(dataRequests)
      .values({
        userId,
        kind: body.kind,
        reason: body.reason,
        createdAt: now,
        dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_DAYS[body.kind] * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('data request insert returned no row');
    await recordAudit(tx, {
      actorId: userId,
      action: 'data_request.create',
      entity: 'data_request',
      entityId: row.id,
      after: { kind: row.kind, dueAt: row.dueAt.toISOString() },
      ip: context.ip,
    });
    return toDataRequestDto(row, now);
  });
}

// ─── staff ───────────────────────────────────────────────────────────────────────────────────────

const decider = alias(users, 'decider');

const adminColumns = {
  request: dataRequests,
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    role: users.role,
    anonymizedAt: users.anonymizedAt,
  },
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
};

type AdminRow = {
  request: DataRequestRow;
  user: Omit<AdminDataRequest['user'], 'anonymizedAt'> & { anonymizedAt: Date | null };
  deciderFirstName: string | null;
  deciderLastName: string | null;
};

function toAdminDto(row: AdminRow, now: Date): AdminDataRequest {
  const request = row.request;
  return {
    ...toDataRequestDto(request, now),
    user: { ...row.user, anonymizedAt: row.user.anonymizedAt?.toISOString() ?? null },
    decidedBy: request.decidedBy
      ? { id: request.decidedBy, name: `${row.deciderFirstName ?? ''} ${row.deciderLastName ?? ''}`.trim() }
      : null,
  };
}

function adminQuery(db: Database, where: SQL | undefined) {
  return db
    .select(adminColumns)
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .leftJoin(decider, eq(decider.id, dataRequests.decidedBy))
    .where(where);
}

export async function listDataRequests(
  db: Database,
  query: z.output<typeof AdminDataRequestListQuerySchema>,
): Promise<AdminDataRequestPage> {
  const where = and(
    query.status ? eq(dataRequests.status, query.status) : undefined,
    query.kind ? eq(dataRequests.kind, query.kind) : undefined,
  );
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const column = query.sortBy === 'dueAt' ? dataRequests.dueAt : dataRequests.createdAt;
  const [rows, [total]] = await Promise.all([
    adminQuery(db, where)
      .orderBy(direction(column), direction(dataRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(dataRequests).where(where),
  ]);
  const now = new Date();
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => toAdminDto(row, now)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

export async function loadAdminDataRequest(db: Database, id: string): Promise<AdminDataRequest> {
  const [row] = await adminQuery(db, eq(dataRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminDto(row, new Date());
}

/** A request locked for its decision; one already decided is a conflict. */
export async function lockPendingRequest(db: Database, id: string): Promise<DataRequestRow> {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') {
    throw new AppError('DATA_REQUEST_DECIDED', { params: { status: DATA_REQUEST_STATUS_LABELS[row.status] } });
  }
  return row;
}

/** Writes the decision on a locked request and its audit row; the caller's transaction commits both. */
export async function recordDecision(
  db: Database,
  actor: Actor,
  request: DataRequestRow,
  decision: { status: 'completed' | 'rejected'; note: string | null; summary?: Record<string, unknown> },
  context: RequestContext,
): Promise<void> {
  await db
    .update(dataRequests)
    .set({ status: decision.status, decidedBy: actor.id, decidedAt: sql`now()`, decisionNote: decision.note })
    .where(eq(dataRequests.id, request.id));
  await recordAudit(db, {
    actorId: actor.id,
    action: decision.status === 'completed' ? 'data_request.complete' : 'data_request.reject',
    entity: 'data_request',
    entityId: request.id,
    before: { status: request.status },
    after: {
      status: decision.status,
      kind: request.kind,
      userId: request.userId,
      note: decision.note,
      ...(decision.summary ?? {}),
    },
    ip: context.ip,
  });
}

export async function rejectDataRequest(
  db: Database,
  actor: Actor,
  id: string,
  body: z.output<typeof RejectDataRequestBodySchema>,
  context: RequestContext,
): Promise<AdminDataRequest> {
  await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id);
    await recordDecision(tx, actor, request, { status: 'rejected', note: body.note }, context);
  });
  return loadAdminDataRequest(db, id);
}
