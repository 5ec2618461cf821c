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
import { clinicAddressLine, personName } from '@jongdee/contracts/thai-format';
import { webPaths } from '@jongdee/contracts/web-paths';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { listPage, listTotal, NO_LIST_TOTAL, preparedOnce } from '../../db/prepared.ts';
import { bookings, certificates, clinics, examinationResults, examinees, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, bangkokToday, slotStart } from '../../lib/clinic-time.ts';
import { paginate } from '../../lib/page-total.ts';
import { claimAttempt, releaseRateLimit } from '../../lib/rate-limit.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { findBookingForCaller } from '../bookings/bookings.service.ts';
import { issueInTransaction, revokeInTransaction } from './certificates.issue.ts';

type Actor = Authenticated['user'];
type CertificateRow = typeof certificates.$inferSelect;
const isAdmin = (actor: Actor) => actor.role === 'admin';

export { issueInTransaction, lockBookingsOf, validUntilFor } from './certificates.issue.ts';

/** Where the printed QR code leads: the public verification page of the web app. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl}${webPaths.verify.href(code)}`;

/**
 * What a certificate shows (toCertificateDto), and the result its PDF is drawn from. Who issued or
 * revoked it and when the row was written stay in the table: the lists read them only to drop them.
 */
const shown = {
  id: certificates.id,
  certificateNo: certificates.certificateNo,
  bookingId: certificates.bookingId,
  examineeId: certificates.examineeId,
  resultId: certificates.resultId,
  type: certificates.type,
  examDate: certificates.examDate,
  issuedAt: certificates.issuedAt,
  validUntil: certificates.validUntil,
  doctorName: certificates.doctorName,
  doctorLicenseNo: certificates.doctorLicenseNo,
  conclusion: certificates.conclusion,
  verifyCode: certificates.verifyCode,
  status: certificates.status,
  revokedReason: certificates.revokedReason,
  revokedAt: certificates.revokedAt,
  replacedById: certificates.replacedById,
};
type ShownCertificate = Pick<CertificateRow, keyof typeof shown>;

const columns = {
  certificate: shown,
  bookingNo: bookings.bookingNo,
  clinicName: clinics.name,
  examinee: { title: examinees.title, firstName: examinees.firstName, lastName: examinees.lastName },
};
type Row = {
  certificate: ShownCertificate;
  bookingNo: string;
  clinicName: string;
  examinee: { title: string; firstName: string; lastName: string };
};

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
    examineeName: personName(row.examinee),
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
  return certificateFrom(db).where(and(callerScope(actor), where));
}

/** Staff reach every certificate; a customer only those of their own bookings (joined as `bookings`). */
const callerScope = (actor: Actor) => (isAdmin(actor) ? undefined : eq(bookings.userId, actor.id));

const certificateFrom = (db: Database, total: SQL<number | null> = NO_LIST_TOTAL) =>
  db
    .select({ ...columns, listTotal: total })
    .from(certificates)
    .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(examinees, eq(examinees.id, certificates.examineeId));

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

type CertificateListOptions = z.output<typeof CertificateListQuerySchema>;

/** The sort key, then the id: pages never overlap or skip a row. */
function listOrder(options: CertificateListOptions) {
  const direction = options.sortOrder === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[options.sortBy]), direction(certificates.id)];
}

// The list without filters is what the certificates screen and the search ask first: prepared once
// per scope, sort and page (db/prepared.ts), as the bookings' and payments' lists are; a filtered
// list is built per request.
function plainListPage(db: Database, own: boolean, options: CertificateListOptions, offset: number) {
  const name = `certificates_list_${own ? 'own' : 'all'}_${options.sortBy}_${options.sortOrder}`;
  const page = listPage(name, options.limit, offset);
  return preparedOnce(db, page.name, (statement) =>
    certificateFrom(db, listTotal(page.counted, plainCount(db, own)))
      .where(own ? eq(bookings.userId, sql.placeholder('userId')) : undefined)
      .orderBy(...listOrder(options))
      .limit(page.limit)
      .offset(page.offset)
      .prepare(statement),
  );
}

// A customer's certificates are found through their bookings; every certificate has its booking (a
// required reference), so the staff's count reads the certificates alone, not a join over every booking.
const plainCount = (db: Database, own: boolean) =>
  own
    ? db
        .select({ value: count() })
        .from(certificates)
        .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
        .where(eq(bookings.userId, sql.placeholder('userId')))
    : db.select({ value: count() }).from(certificates);

function plainListCount(db: Database, own: boolean) {
  return preparedOnce(db, `certificates_count_${own ? 'own' : 'all'}`, (statement) =>
    plainCount(db, own).prepare(statement),
  );
}

const filtered = (query: CertificateListOptions) =>
  Boolean(
    query.type ||
      query.status ||
      query.clinicId ||
      query.bookingId ||
      query.dateFrom ||
      query.dateTo ||
      query.q?.trim(),
  );

/** What a filtered list asks for: type, status, clinic, booking, issue dates, a number, name or id number. */
function filterConditions(query: CertificateListOptions): SQL | undefined {
  const q = query.q?.trim();
  const digits = q?.replace(/[\s-]/g, '').toUpperCase();
  return and(
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
}

/** Admin: search by number, name or id number; filter by type, status, clinic, booking, issue dates. */
export async function listCertificates(
  db: Database,
  actor: Actor,
  query: CertificateListOptions,
  publicUrl: string,
): Promise<{ items: Certificate[]; pagination: Pagination }> {
  const offset = (query.page - 1) * query.limit;
  const own = !isAdmin(actor);
  // listTotal: the list's total, on a first page that counted it (db/prepared.ts); otherwise null.
  let rows: (Row & { listTotal: number | null })[];
  let countAll: () => Promise<number>;
  if (!filtered(query)) {
    const values = { userId: actor.id, limit: query.limit, offset };
    rows = await plainListPage(db, own, query, offset).execute(values);
    countAll = async () => (await plainListCount(db, own).execute(values))[0]?.value ?? 0;
  } else {
    const where = filterConditions(query);
    rows = await certificateQuery(db, actor, where)
      .orderBy(...listOrder(query))
      .limit(query.limit)
      .offset(offset);
    countAll = async () => {
      const [counted] = await db
        .select({ value: count() })
        .from(certificates)
        .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
        .innerJoin(examinees, eq(examinees.id, certificates.examineeId))
        .where(and(callerScope(actor), where));
      return counted?.value ?? 0;
    };
  }
  return {
    items: rows.map((row) => toCertificateDto(row, publicUrl)),
    pagination: await paginate(rows, query.page, query.limit, countAll),
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
    .where(callerScope(actor))
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

async function renderFromRecord(db: Database, certificate: ShownCertificate, publicUrl: string): Promise<Buffer> {
  const [context] = await db
    .select({
      examinee: examinees,
      result: examinationResults,
      clinic: { name: clinics.name, address: clinics.address, province: clinics.province, phone: clinics.phone },
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
    clinic: { name: clinic.name, address: clinicAddressLine(clinic.address, clinic.province), phone: clinic.phone },
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
      zip.addBuffer(pdf, zipEntryName(row.certificate.certificateNo, personName(row.examinee)), { compress: false });
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
