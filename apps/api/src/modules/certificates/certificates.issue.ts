/**
 * Issuing and revoking in the caller's transaction: certificates drawn set-based from examinees' results
 * (the admin's issue, a reissue, and the Excel import's commit), the bookings they complete, and the
 * revocation a reissue starts with. certificates.service.ts wraps them for the routes.
 */
import { randomBytes } from 'node:crypto';
import { webPaths } from '@jongdee/contracts/web-paths';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, certificates, clinics, examinationResults, examinees, services } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextYearlyNumbers } from '../../lib/human-numbers.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import { findBookingForCaller } from '../bookings/bookings.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { certificateNotificationTexts } from './certificates.texts.ts';

type Actor = Authenticated['user'];
type CertificateRow = typeof certificates.$inferSelect;

/**
 * One calendar month after the examination, as the Medical Council forms' footnote says; the 31st
 * of a short month's predecessor ends on that month's last day (31 Jan → 28/29 Feb).
 */
export function validUntilFor(examDate: string): string {
  const [year = 0, month = 1, day = 1] = examDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The issue itself, in the caller's transaction (the Excel import issues with its commit). Answers the new ids. */
export async function issueInTransaction(
  tx: Database,
  actor: Actor,
  body: { examineeIds?: string[] | undefined; bookingId?: string | undefined },
  ip: string | null,
  now: Date,
): Promise<string[]> {
  const scope = body.examineeIds?.length
    ? inArray(examinees.id, body.examineeIds)
    : eq(examinees.bookingId, body.bookingId ?? '');
  // The bookings are locked first (in one order, so two issues cannot deadlock), and only then is
  // anything read: a second issue for the same people waits, then sees the first one's certificates.
  await lockBookingsOf(tx, scope);
  const candidates = await tx
    .select({
      examinee: examinees,
      bookingId: bookings.id,
      type: services.certificateType,
      result: examinationResults,
      validCertificateId: certificates.id,
    })
    .from(examinees)
    .innerJoin(bookings, eq(bookings.id, examinees.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(examinationResults, eq(examinationResults.examineeId, examinees.id))
    .leftJoin(certificates, and(eq(certificates.examineeId, examinees.id), eq(certificates.status, 'valid')))
    .where(scope)
    .orderBy(asc(examinees.createdAt), asc(examinees.id));

  if (body.examineeIds?.length) {
    if (candidates.length !== new Set(body.examineeIds).size) throw new AppError('NOT_FOUND');
    for (const candidate of candidates) {
      const name = `${candidate.examinee.firstName} ${candidate.examinee.lastName}`;
      if (!candidate.result) throw new AppError('RESULT_REQUIRED', { params: { name } });
      if (candidate.validCertificateId) throw new AppError('CERTIFICATE_EXISTS', { params: { name } });
    }
  } else if (candidates.length === 0) {
    // An unknown booking and a booking without examinees read alike to the caller.
    await findBookingForCaller(tx, actor, body.bookingId ?? '');
  }
  const ready = candidates.filter((candidate) => candidate.result && !candidate.validCertificateId);
  if (ready.length === 0) throw new AppError('NOTHING_TO_ISSUE');
  const bookingIds = [...new Set(ready.map((candidate) => candidate.bookingId))];

  // Set-based: one draw of numbers, then the rows and their audit in chunks (an import issues thousands).
  const numbers = await nextYearlyNumbers(tx, 'MC', ready.length, now);
  const issued: CertificateRow[] = [];
  for (let start = 0; start < ready.length; start += 500) {
    const rows = await tx
      .insert(certificates)
      .values(
        ready.slice(start, start + 500).flatMap((candidate, offset) => {
          const result = candidate.result;
          if (!result) return [];
          return [
            {
              certificateNo: numbers[start + offset] ?? '',
              bookingId: candidate.bookingId,
              examineeId: candidate.examinee.id,
              resultId: result.id,
              type: candidate.type,
              examDate: result.examDate,
              issuedAt: now,
              validUntil: validUntilFor(result.examDate),
              doctorName: result.doctorName,
              doctorLicenseNo: result.doctorLicenseNo,
              conclusion: result.conclusion,
              verifyCode: randomBytes(16).toString('base64url'),
              issuedBy: actor.id,
            },
          ];
        }),
      )
      .returning();
    issued.push(...rows);
  }
  await recordAudits(
    tx,
    issued.map((row) => ({
      actorId: actor.id,
      action: 'certificate.issue',
      entity: 'certificate',
      entityId: row.id,
      after: { certificateNo: row.certificateNo, examineeId: row.examineeId, bookingId: row.bookingId },
      ip,
    })),
  );
  for (const bookingId of bookingIds)
    await afterIssue(tx, bookingId, ready.filter((c) => c.bookingId === bookingId).length, ip, now);
  return issued.map((row) => row.id);
}

/**
 * Locks the bookings of the examinees in `scope`, in id order. Issuing certificates and recording
 * results both take these locks, so a result cannot change between its check and its certificate.
 */
export async function lockBookingsOf(tx: Database, scope: SQL): Promise<void> {
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.id, tx.selectDistinct({ id: examinees.bookingId }).from(examinees).where(scope)))
    .orderBy(asc(bookings.id))
    .for('update');
}

/** Tell the booker, and complete the booking once every examinee it asked for holds a valid certificate. */
async function afterIssue(tx: Database, bookingId: string, issuedCount: number, ip: string | null, now: Date) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  const [clinic] = await tx.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, booking.clinicId));
  await notify(tx, {
    userId: booking.userId,
    type: 'certificate_issued',
    link: webPaths.bookingDetail.href(booking.id),
    ...certificateNotificationTexts.issued({
      bookingNo: booking.bookingNo,
      clinicName: clinic?.name ?? '',
      count: issuedCount,
    }),
  });
  // One e-mail per booking, at its first issue: it links to the booking, where later ones appear too.
  await enqueueMessage(tx, {
    kind: 'certificates_ready',
    userId: booking.userId,
    payload: { bookingId },
    dedupeKey: `certificates:${bookingId}`,
  });
  const [uncertified] = await tx
    .select({ value: count() })
    .from(examinees)
    .leftJoin(certificates, and(eq(certificates.examineeId, examinees.id), eq(certificates.status, 'valid')))
    .where(and(eq(examinees.bookingId, bookingId), isNull(certificates.id)));
  const [filled] = await tx.select({ value: count() }).from(examinees).where(eq(examinees.bookingId, bookingId));
  const allCertified = (uncertified?.value ?? 1) === 0 && (filled?.value ?? 0) >= booking.examineeCount;
  if (allCertified && booking.status === 'confirmed') {
    await tx
      .update(bookings)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await recordAudit(tx, {
      actorId: null,
      action: 'booking.complete_by_certificates',
      entity: 'booking',
      entityId: bookingId,
      before: { status: 'confirmed' },
      after: { status: 'completed' },
      ip,
    });
  }
}

export async function revokeInTransaction(
  tx: Database,
  actor: Actor,
  id: string,
  reason: string,
  replacedById: string | null,
  ip: string | null,
  now: Date,
): Promise<CertificateRow> {
  const [current] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
  if (!current) throw new AppError('NOT_FOUND');
  if (current.status === 'revoked') throw new AppError('CERTIFICATE_REVOKED');
  const [updated] = await tx
    .update(certificates)
    .set({ status: 'revoked', revokedReason: reason, revokedAt: now, revokedBy: actor.id, replacedById })
    .where(eq(certificates.id, id))
    .returning();
  if (!updated) throw new Error('certificate update returned no row');
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'certificate.revoke',
    entity: 'certificate',
    entityId: id,
    before: { status: 'valid' },
    after: { status: 'revoked', reason, replacedById },
    ip,
  });
  return updated;
}
