import {
  type AdminDataRequestDetail,
  ANONYMISED_NAME,
  type CompleteDataRequestBodySchema,
  type ErasurePreview,
  type z,
} from '@jongdee/contracts';
import { and, count, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  certificates,
  dataRequests,
  examinationResults,
  examinees,
  notifications,
  outbox,
  payments,
  rateLimits,
  sessions,
  signInDevices,
  userConsents,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { loadAdminDataRequest, lockPendingRequest, recordDecision } from './privacy.service.ts';
import { privacyTexts } from './privacy.texts.ts';

type Actor = Authenticated['user'];

/** Bookings that still run: an erasure waits until staff cancel or complete them (money and capacity are involved). */
const OPEN_STATUSES = ['pending_payment', 'payment_review', 'confirmed'] as const;
/** Not an argon2 string, so no password can ever match it (verifyPassword answers false). */
const UNUSABLE_PASSWORD_HASH = '!anonymised';

const bookingsOf = (db: Database, userId: string) =>
  db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));

/**
 * An examinee with a result or a certificate is part of a medical record, kept at least five years
 * from the visit (docs/thai.md §6): their name and id number stay, so the certificate still verifies.
 */
const hasMedicalRecord = sql`(exists (select 1 from ${examinationResults} where ${examinationResults.examineeId} = ${examinees.id}) or exists (select 1 from ${certificates} where ${certificates.examineeId} = ${examinees.id}))`;

async function countOf(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.value ?? 0;
}

/** What erasing this person would touch, for staff to read before they confirm. */
export async function erasurePreview(db: Database, userId: string): Promise<ErasurePreview> {
  const theirExaminees = (medical: boolean): SQL | undefined =>
    and(inArray(examinees.bookingId, bookingsOf(db, userId)), medical ? hasMedicalRecord : not(hasMedicalRecord));
  const [bookingCount, open, kept, anonymised, certificateCount, paymentCount, notificationCount, sessionCount] =
    await Promise.all([
      countOf(db.select({ value: count() }).from(bookings).where(eq(bookings.userId, userId))),
      db
        .select({ bookingNo: bookings.bookingNo })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), inArray(bookings.status, OPEN_STATUSES)))
        .orderBy(bookings.bookingNo),
      countOf(db.select({ value: count() }).from(examinees).where(theirExaminees(true))),
      countOf(db.select({ value: count() }).from(examinees).where(theirExaminees(false))),
      countOf(
        db
          .select({ value: count() })
          .from(certificates)
          .where(inArray(certificates.bookingId, bookingsOf(db, userId))),
      ),
      countOf(db.select({ value: count() }).from(payments).where(eq(payments.userId, userId))),
      countOf(db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId))),
      countOf(db.select({ value: count() }).from(sessions).where(eq(sessions.userId, userId))),
    ]);
  return {
    bookings: bookingCount,
    openBookings: open.map((row) => row.bookingNo),
    examineesKept: kept,
    examineesAnonymised: anonymised,
    certificates: certificateCount,
    payments: paymentCount,
    notifications: notificationCount,
    sessions: sessionCount,
  };
}

export async function getAdminDataRequest(db: Database, id: string): Promise<AdminDataRequestDetail> {
  const request = await loadAdminDataRequest(db, id);
  const erasure =
    request.kind === 'erasure' && request.status === 'pending' ? await erasurePreview(db, request.user.id) : null;
  return { ...request, erasure };
}

/**
 * Anonymises a person in the caller's transaction: the account can no longer sign in and names no
 * one; their bookings, payments (kept for accounting) and medical records stay without their
 * identity; what the law does not ask to keep is replaced or deleted. Answers counts for the audit.
 */
async function anonymiseUser(tx: Database, userId: string, actor: Actor, context: RequestContext) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND');
  if (user.role === 'admin') throw new AppError('ERASURE_OF_ADMIN');
  const open = await tx
    .select({ bookingNo: bookings.bookingNo })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, OPEN_STATUSES)))
    .orderBy(bookings.bookingNo);
  if (open.length > 0) {
    throw new AppError('ERASURE_OPEN_BOOKINGS', { params: { bookings: open.map((row) => row.bookingNo).join(', ') } });
  }

  const theirBookings = inArray(examinees.bookingId, bookingsOf(tx, userId));
  const examineesKept = await tx
    .update(examinees)
    .set({ phone: null, updatedAt: sql`now()` })
    .where(and(theirBookings, hasMedicalRecord))
    .returning({ id: examinees.id });
  const examineesAnonymised = await tx
    .update(examinees)
    .set({
      firstName: privacyTexts.erasedExaminee,
      lastName: '',
      idType: 'other',
      // Unique per booking (examinees_booking_person_unique), and no longer anyone's number.
      idNumber: sql`'ERASED-' || replace(${examinees.id}::text, '-', '')`,
      nationality: privacyTexts.erasedNationality,
      birthDate: null,
      gender: null,
      phone: null,
      healthHistory: null,
      updatedAt: sql`now()`,
    })
    .where(and(theirBookings, not(hasMedicalRecord)))
    .returning({ id: examinees.id });
  const bookingRows = await tx
    .update(bookings)
    .set({ contactName: ANONYMISED_NAME, contactPhone: '', note: null, updatedAt: sql`now()` })
    .where(eq(bookings.userId, userId))
    .returning({ id: bookings.id });
  // Amounts, numbers, statuses and the slip stay (accounting records); staff notes may name the person.
  const paymentRows = await tx
    .update(payments)
    .set({
      note: null,
      rejectReason: sql`case when ${payments.rejectReason} is null then null else ${privacyTexts.erasedPaymentText} end`,
      refundNote: sql`case when ${payments.refundNote} is null then null else ${privacyTexts.erasedPaymentText} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.userId, userId))
    .returning({ id: payments.id });
  const notificationRows = await tx
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  // Messages, sent or waiting, hold the person's address.
  await tx.delete(outbox).where(eq(outbox.userId, userId));
  const sessionRows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  // The browsers the person signed in on are part of what is forgotten.
  await tx.delete(signInDevices).where(eq(signInDevices.userId, userId));
  await tx
    .update(userConsents)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(userConsents.userId, userId), isNull(userConsents.withdrawnAt)));
  await tx.delete(rateLimits).where(eq(rateLimits.key, `login:account:${user.email}`));
  await tx
    .update(users)
    .set({
      firstName: ANONYMISED_NAME,
      lastName: '',
      // Still unique and lower-case (users_email_lower), and no mailbox: `.invalid` is reserved (RFC 2606).
      email: `deleted-${user.id}@invalid`,
      phone: '',
      companyName: null,
      taxId: null,
      address: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      isActive: false,
      mustChangePassword: false,
      anonymizedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  const summary = {
    bookings: bookingRows.length,
    examineesKept: examineesKept.length,
    examineesAnonymised: examineesAnonymised.length,
    payments: paymentRows.length,
    notificationsDeleted: notificationRows.length,
    sessionsEnded: sessionRows.length,
  };
  // The audit row names no one: the person's id and what was done.
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'user.anonymise',
    entity: 'user',
    entityId: userId,
    after: summary,
    ip: context.ip,
  });
  return summary;
}

/**
 * Staff carry out a request. An access request is recorded as answered (the person also downloads
 * their data themselves). An erasure anonymises the person, records the decision, and closes the
 * person's other pending requests — all in one transaction, so it happens entirely or not at all.
 */
export async function completeDataRequest(
  db: Database,
  actor: Actor,
  id: string,
  body: z.output<typeof CompleteDataRequestBodySchema>,
  context: RequestContext,
) {
  await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id);
    if (request.kind === 'access') {
      await recordDecision(tx, actor, request, { status: 'completed', note: body.note }, context);
      return;
    }
    const summary = await anonymiseUser(tx, request.userId, actor, context);
    await recordDecision(tx, actor, request, { status: 'completed', note: body.note, summary }, context);
    const others = await tx
      .update(dataRequests)
      .set({
        status: 'completed',
        decidedBy: actor.id,
        decidedAt: sql`now()`,
        decisionNote: privacyTexts.closedByErasure,
      })
      .where(and(eq(dataRequests.userId, request.userId), eq(dataRequests.status, 'pending')))
      .returning({ id: dataRequests.id });
    for (const other of others) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'data_request.complete',
        entity: 'data_request',
        entityId: other.id,
        after: { status: 'completed', closedBy: request.id },
        ip: context.ip,
      });
    }
  });
  return loadAdminDataRequest(db, id);
}
