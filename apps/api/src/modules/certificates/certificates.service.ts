import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import {
  CERTIFICATE_TYPES,
  type Certificate,
  type CertificateListQuerySchema,
  type CertificateStats,
  type CertificateType,
  type IssueCertificatesBodySchema,
  type Pagination,
  type Verification,
  type z,
} from '@jongdee/contracts';
import { webPaths } from '@jongdee/contracts/web-paths';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { bookings, certificates, clinics, examinationResults, examinees, services, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, bangkokToday, slotStart } from '../../lib/clinic-time.ts';
import { nextYearlyNumbers } from '../../lib/human-numbers.ts';
import { claimAttempt, releaseRateLimit } from '../../lib/rate-limit.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { findBookingForCaller } from '../bookings/bookings.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { certificateNotificationTexts } from './certificates.texts.ts';

type Actor = Authenticated['user'];
type CertificateRow = typeof certificates.$inferSelect;
const isAdmin = (actor: Actor) => actor.role === 'admin';

/** Where the printed QR code leads: the public verification page of the web app. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl}${webPaths.verify.href(code)}`;

const columns = {
  certificate: certificates,
  bookingNo: bookings.bookingNo,
  clinicName: clinics.name,
  examineeName: sql<string>`${examinees.title} || ${examinees.firstName} || ' ' || ${examinees.lastName}`,
};
type Row = { certificate: CertificateRow; bookingNo: string; clinicName: string; examineeName: string };

function toCertificateDto(row: Row, publicUrl: string): Certificate {
  const c = row.certificate;
  return {
    id: c.id,
    certificateNo: c.certificateNo,
    type: c.type,
    status: c.status,
    bookingId: c.bookingId,
    bookingNo: row.bookingNo,
    examineeId: c.examineeId,
    examineeName: row.examineeName,
    clinicName: row.clinicName,
    examDate: c.examDate,
    issuedAt: c.issuedAt.toISOString(),
    validUntil: c.validUntil,
    doctorName: c.doctorName,
    doctorLicenseNo: c.doctorLicenseNo,
    conclusion: c.conclusion,
    verifyUrl: verifyUrl(publicUrl, c.verifyCode),
    revokedAt: c.revokedAt?.toISOString() ?? null,
    revokedReason: c.revokedReason,
    replacedById: c.replacedById,
  };
}

/** Certificates joined with what names them; a customer reaches only those of their own bookings. */
function certificateQuery(db: Database, actor: Actor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(certificates)
    .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(examinees, eq(examinees.id, certificates.examineeId))
    .where(and(isAdmin(actor) ? undefined : eq(bookings.userId, actor.id), where));
}

/**
 * One calendar month after the examination, as the Medical Council forms' footnote says; the 31st
 * of a short month's predecessor ends on that month's last day (31 Jan → 28/29 Feb).
 */
export function validUntilFor(examDate: string): string {
  const [year = 0, month = 1, day = 1] = examDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

// ─── issuing ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Admin: certificates for examinees with a result and no valid certificate — named ones, or every
 * ready examinee of a booking. Each booking involved is locked for the transaction, so two issues at
 * once take turns; a unique index (one valid certificate per examinee) is the last word. A booking
 * whose examinees all hold valid certificates becomes completed, and its owner is told.
 */
export async function issueCertificates(
  db: Database,
  actor: Actor,
  body: z.output<typeof IssueCertificatesBodySchema>,
  context: RequestContext & { publicUrl: string },
  now: Date = new Date(),
): Promise<Certificate[]> {
  try {
    const issuedIds = await db.transaction((tx) => issueInTransaction(tx, actor, body, context.ip, now));
    return (
      await certificateQuery(db, actor, inArray(certificates.id, issuedIds)).orderBy(asc(certificates.certificateNo))
    ).map((row) => toCertificateDto(row, context.publicUrl));
  } catch (error) {
    if (isUniqueViolation(error, 'certificates_one_valid_per_examinee')) {
      throw new AppError('CERTIFICATE_EXISTS', { params: { name: 'ผู้เข้ารับการตรวจ' } });
    }
    throw error;
  }
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

/** Admin: a certificate withdrawn, with the reason; /verify shows it as revoked from now on. */
export async function revokeCertificate(
  db: Database,
  actor: Actor,
  id: string,
  reason: string,
  context: RequestContext & { publicUrl: string },
  now: Date = new Date(),
): Promise<Certificate> {
  await db.transaction(async (tx) => {
    await revokeInTransaction(tx, actor, id, reason, null, context.ip, now);
  });
  return getCertificate(db, actor, id, context.publicUrl);
}

async function revokeInTransaction(
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

/**
 * Admin: a new certificate (new number, from the examinee's result as it is now) in place of this
 * one, which is revoked — if it was not already — and points to its successor.
 */
export async function reissueCertificate(
  db: Database,
  actor: Actor,
  id: string,
  reason: string,
  context: RequestContext & { publicUrl: string },
  now: Date = new Date(),
): Promise<Certificate> {
  const newId = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (current.replacedById) throw new AppError('CERTIFICATE_REVOKED');
    if (current.status === 'valid') await revokeInTransaction(tx, actor, id, reason, null, context.ip, now);
    const [issuedId] = await issueInTransaction(tx, actor, { examineeIds: [current.examineeId] }, context.ip, now);
    if (!issuedId) throw new Error('reissue made no certificate');
    await tx.update(certificates).set({ replacedById: issuedId }).where(eq(certificates.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'certificate.reissue',
      entity: 'certificate',
      entityId: id,
      after: { replacedById: issuedId, reason },
      ip: context.ip,
    });
    return issuedId;
  });
  return getCertificate(db, actor, newId, context.publicUrl);
}

// ─── reading ─────────────────────────────────────────────────────────────────────────────────────

export async function getCertificate(db: Database, actor: Actor, id: string, publicUrl: string): Promise<Certificate> {
  const [row] = await certificateQuery(db, actor, eq(certificates.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toCertificateDto(row, publicUrl);
}

/** Every certificate of a booking the caller may see, valid ones first, then by number. */
export async function listBookingCertificates(
  db: Database,
  actor: Actor,
  bookingId: string,
  publicUrl: string,
): Promise<Certificate[]> {
  const booking = await findBookingForCaller(db, actor, bookingId);
  const rows = await certificateQuery(db, actor, eq(certificates.bookingId, booking.id)).orderBy(
    desc(certificates.status),
    asc(certificates.certificateNo),
  );
  return rows.map((row) => toCertificateDto(row, publicUrl));
}

const SORT_COLUMNS = {
  issuedAt: certificates.issuedAt,
  certificateNo: certificates.certificateNo,
  validUntil: certificates.validUntil,
} as const;

/** Admin: search by number, name or id number; filter by type, status, clinic, booking, issue dates. */
export async function listCertificates(
  db: Database,
  actor: Actor,
  query: z.output<typeof CertificateListQuerySchema>,
  publicUrl: string,
): Promise<{ items: Certificate[]; pagination: Pagination }> {
  const q = query.q?.trim();
  const digits = q?.replace(/[\s-]/g, '').toUpperCase();
  const where = and(
    query.type ? eq(certificates.type, query.type) : undefined,
    query.status ? eq(certificates.status, query.status) : undefined,
    query.clinicId ? eq(bookings.clinicId, query.clinicId) : undefined,
    query.bookingId ? eq(certificates.bookingId, query.bookingId) : undefined,
    query.dateFrom ? gte(certificates.issuedAt, slotStart(query.dateFrom, '00:00')) : undefined,
    query.dateTo ? lt(certificates.issuedAt, slotStart(addDays(query.dateTo, 1), '00:00')) : undefined,
    q
      ? or(
          ilike(certificates.certificateNo, containsPattern(q)),
          ilike(sql`${examinees.firstName} || ' ' || ${examinees.lastName}`, containsPattern(q)),
          digits && digits.length >= 4 ? eq(examinees.idNumber, digits) : undefined,
        )
      : undefined,
  );
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    certificateQuery(db, actor, where)
      .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(certificates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(certificates)
      .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
      .innerJoin(examinees, eq(examinees.id, certificates.examineeId))
      .where(and(isAdmin(actor) ? undefined : eq(bookings.userId, actor.id), where)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => toCertificateDto(row, publicUrl)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

/** Counts by status and type, and this (Bangkok) month's issues; a customer's own only. */
export async function certificateStats(db: Database, actor: Actor, now: Date = new Date()): Promise<CertificateStats> {
  const monthStart = slotStart(`${bangkokToday(now).slice(0, 7)}-01`, '00:00');
  const rows = await db
    .select({
      status: certificates.status,
      type: certificates.type,
      value: count(),
      thisMonth: sql<number>`count(*) filter (where ${certificates.issuedAt} >= ${monthStart})::int`,
    })
    .from(certificates)
    .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
    .where(isAdmin(actor) ? undefined : eq(bookings.userId, actor.id))
    .groupBy(certificates.status, certificates.type);
  const stats: CertificateStats = {
    total: 0,
    byStatus: { valid: 0, revoked: 0 },
    byType: Object.fromEntries(CERTIFICATE_TYPES.map((type) => [type, 0])) as Record<CertificateType, number>,
    issuedThisMonth: 0,
  };
  for (const row of rows) {
    stats.total += row.value;
    stats.byStatus[row.status] += row.value;
    stats.byType[row.type] += row.value;
    stats.issuedThisMonth += row.thisMonth;
  }
  return stats;
}

// ─── documents ───────────────────────────────────────────────────────────────────────────────────

/** The PDF of one certificate, drawn from the record (revoked ones carry a watermark). */
export async function certificatePdf(
  db: Database,
  actor: Actor,
  id: string,
  publicUrl: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await certificateQuery(db, actor, eq(certificates.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const pdf = await renderFromRecord(db, row.certificate, publicUrl);
  return { fileName: `${row.certificate.certificateNo}.pdf`, pdf };
}

async function renderFromRecord(db: Database, certificate: CertificateRow, publicUrl: string): Promise<Buffer> {
  const [context] = await db
    .select({
      examinee: examinees,
      result: examinationResults,
      clinic: { name: clinics.name, address: clinics.address, phone: clinics.phone },
      employer: { name: users.companyName, address: users.address },
    })
    .from(examinees)
    .innerJoin(examinationResults, eq(examinationResults.id, certificate.resultId))
    .innerJoin(bookings, eq(bookings.id, certificate.bookingId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(examinees.id, certificate.examineeId));
  if (!context) throw new Error(`certificate ${certificate.id} lost its examinee or result`);
  const { examinee, result, clinic, employer } = context;
  // pdfkit, fontkit and qrcode load with the first certificate drawn, not at start (idle memory, issue 14).
  const { renderCertificatePdf } = await import('../../lib/pdf/certificate-pdf.ts');
  return renderCertificatePdf({
    type: certificate.type,
    certificateNo: certificate.certificateNo,
    status: certificate.status,
    issuedAt: certificate.issuedAt,
    examDate: certificate.examDate,
    validUntil: certificate.validUntil,
    clinic,
    examinee: {
      title: examinee.title,
      firstName: examinee.firstName,
      lastName: examinee.lastName,
      idType: examinee.idType,
      idNumber: examinee.idNumber,
      nationality: examinee.nationality,
      birthDate: examinee.birthDate,
      gender: examinee.gender,
    },
    employer: employer.name ? { name: employer.name, address: employer.address } : null,
    healthHistory: examinee.healthHistory,
    items: result.items,
    conclusion: certificate.conclusion,
    doctorOpinion: result.doctorOpinion,
    remark: result.remark,
    doctor: { name: certificate.doctorName, licenseNo: certificate.doctorLicenseNo },
    verifyUrl: verifyUrl(publicUrl, certificate.verifyCode),
  });
}

/** A file name inside the ZIP: number and name, without characters a file system refuses. */
const zipEntryName = (certificateNo: string, name: string) =>
  `${certificateNo}_${name.replace(/[\\/:*?"<>|\s]+/g, '_')}.pdf`;

/**
 * Every valid certificate of a booking as one ZIP, streamed: each PDF is rendered and added in turn,
 * so the first bytes leave before the last certificate is drawn.
 */
export async function bookingCertificatesZip(
  db: Database,
  actor: Actor,
  bookingId: string,
  publicUrl: string,
): Promise<{ fileName: string; stream: Readable }> {
  const booking = await findBookingForCaller(db, actor, bookingId);
  const rows = await certificateQuery(
    db,
    actor,
    and(eq(certificates.bookingId, booking.id), eq(certificates.status, 'valid')),
  ).orderBy(asc(certificates.certificateNo));
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  (async () => {
    for (const row of rows) {
      const pdf = await renderFromRecord(db, row.certificate, publicUrl);
      // PDFs are already compressed: stored, not deflated again.
      zip.addBuffer(pdf, zipEntryName(row.certificate.certificateNo, row.examineeName), { compress: false });
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: `certificates-${booking.bookingNo}.zip`, stream: output };
}

// ─── public verification ─────────────────────────────────────────────────────────────────────────

/**
 * Lookups allowed per address and window. Each is counted before the code is looked up, so parallel
 * guesses cannot all get through; a code that exists gives its count back, so a real QR code never
 * uses the limit up — a guesser, who always misses, does.
 */
export const VERIFY_MISS_LIMIT = { count: 10, windowSeconds: 15 * 60 };

/** `สมชาย ใจดี` → `สมชาย ใ***`: enough to match the paper in hand, not enough to learn a full name. */
export function maskName(firstName: string, lastName: string): string {
  const initial = [...lastName][0] ?? '';
  return `${firstName} ${initial}***`;
}

export async function verifyCertificate(
  db: Database,
  code: string,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Verification> {
  const missLimit = {
    key: `verify-miss:ip:${context.ip ?? 'unknown'}`,
    max: VERIFY_MISS_LIMIT.count,
    windowSeconds: VERIFY_MISS_LIMIT.windowSeconds,
  };
  const claim = await claimAttempt(db, [missLimit]);
  if (!claim.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', {
      params: { minutes: Math.ceil(claim.retryAfterSeconds / 60) },
      headers: { 'retry-after': String(claim.retryAfterSeconds) },
    });
  }
  const [row] = await db
    .select({
      certificate: certificates,
      clinicName: clinics.name,
      firstName: examinees.firstName,
      lastName: examinees.lastName,
    })
    .from(certificates)
    .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(examinees, eq(examinees.id, certificates.examineeId))
    .where(eq(certificates.verifyCode, code));
  if (!row) throw new AppError('NOT_FOUND');
  await releaseRateLimit(db, missLimit.key, missLimit.windowSeconds);
  const c = row.certificate;
  return {
    status: c.status,
    certificateNo: c.certificateNo,
    type: c.type,
    clinicName: row.clinicName,
    examineeName: maskName(row.firstName, row.lastName),
    issuedAt: c.issuedAt.toISOString(),
    validUntil: c.validUntil,
    expired: c.validUntil < bangkokToday(now),
  };
}
