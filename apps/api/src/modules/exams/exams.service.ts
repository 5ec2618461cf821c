import {
  abnormalItemLabels,
  BOOKING_STATUS_LABELS,
  CERTIFICATE_FORMS,
  type CertificateType,
  type ExaminationResult,
  errorMessage,
  type FieldError,
  isNormalValue,
  maskIdNumber,
  outOfRangeItems,
  PASSING_CONCLUSIONS,
  type Pagination,
  type ResultBodySchema,
  type ResultForm,
  type ResultWorkItem,
  type ResultWorkQuerySchema,
  validateResultItems,
  type z,
} from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Database, isCheckViolation } from '../../db/client.ts';
import { bookings, certificates, clinics, doctors, examinationResults, examinees, services } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { bangkokToday } from '../../lib/clinic-time.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { lockBookingsOf } from '../certificates/certificates.service.ts';

type Actor = Authenticated['user'];
type ResultRow = typeof examinationResults.$inferSelect;

/** Results are recorded for bookings the clinic has taken on: confirmed, or completed and being corrected. */
const EXAMINED_STATUSES = ['confirmed', 'completed'] as const;

export function toResultDto(row: ResultRow): ExaminationResult {
  return {
    id: row.id,
    examineeId: row.examineeId,
    bookingId: row.bookingId,
    examDate: row.examDate,
    doctor: { id: row.doctorId, name: row.doctorName, licenseNo: row.doctorLicenseNo },
    items: row.items,
    conclusion: row.conclusion,
    doctorOpinion: row.doctorOpinion,
    remark: row.remark,
    source: row.source,
    importId: row.importId,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ─── the worklist ────────────────────────────────────────────────────────────────────────────────

const workColumns = {
  examinee: {
    id: examinees.id,
    title: examinees.title,
    firstName: examinees.firstName,
    lastName: examinees.lastName,
    idType: examinees.idType,
    idNumber: examinees.idNumber,
    gender: examinees.gender,
    checkedInAt: examinees.checkedInAt,
  },
  booking: {
    id: bookings.id,
    bookingNo: bookings.bookingNo,
    status: bookings.status,
    appointmentDate: bookings.appointmentDate,
    slotTime: bookings.slotTime,
    clinicId: bookings.clinicId,
    clinicName: clinics.name,
    serviceName: services.name,
    certificateType: services.certificateType,
  },
  result: {
    id: examinationResults.id,
    examDate: examinationResults.examDate,
    conclusion: examinationResults.conclusion,
    doctorName: examinationResults.doctorName,
  },
  certificate: { id: certificates.id, certificateNo: certificates.certificateNo, status: certificates.status },
};

type WorkRow = {
  examinee: {
    id: string;
    title: string;
    firstName: string;
    lastName: string;
    idType: 'thai_id' | 'passport' | 'other';
    idNumber: string;
    gender: 'male' | 'female' | 'other' | null;
    checkedInAt: Date | null;
  };
  booking: ResultWorkItem['booking'];
  result: { id: string; examDate: string; conclusion: ResultRow['conclusion']; doctorName: string } | null;
  certificate: { id: string; certificateNo: string; status: 'valid' | 'revoked' } | null;
};

function toWorkItem(row: WorkRow): ResultWorkItem {
  return {
    examinee: {
      id: row.examinee.id,
      title: row.examinee.title as ResultWorkItem['examinee']['title'],
      firstName: row.examinee.firstName,
      lastName: row.examinee.lastName,
      idNumber: maskIdNumber(row.examinee.idType, row.examinee.idNumber),
      gender: row.examinee.gender,
      checkedInAt: row.examinee.checkedInAt?.toISOString() ?? null,
    },
    booking: row.booking,
    result: row.result?.id ? row.result : null,
    certificate: row.certificate?.id ? row.certificate : null,
  };
}

/** Examinees and results joined the one way every reader of the worklist needs them. */
function workQuery(db: Database, where: SQL | undefined) {
  return db
    .select(workColumns)
    .from(examinees)
    .innerJoin(bookings, eq(bookings.id, examinees.bookingId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(examinationResults, eq(examinationResults.examineeId, examinees.id))
    .leftJoin(certificates, and(eq(certificates.examineeId, examinees.id), eq(certificates.status, 'valid')))
    .where(where);
}

const WORK_SORT = {
  appointmentDate: [bookings.appointmentDate, bookings.slotTime],
  bookingNo: [bookings.bookingNo],
  name: [examinees.firstName, examinees.lastName],
} as const;

/** Admin: who is waiting for results, whose results wait for a certificate, and who is done. */
export async function listResultWork(
  db: Database,
  query: z.output<typeof ResultWorkQuerySchema>,
): Promise<{ items: ResultWorkItem[]; pagination: Pagination }> {
  const q = query.q?.trim();
  const digits = q?.replace(/[\s-]/g, '');
  const where = and(
    inArray(bookings.status, EXAMINED_STATUSES),
    query.state === 'awaiting' ? isNull(examinationResults.id) : undefined,
    query.state === 'recorded' ? and(isNotNull(examinationResults.id), isNull(certificates.id)) : undefined,
    query.state === 'certified' ? isNotNull(certificates.id) : undefined,
    query.clinicId ? eq(bookings.clinicId, query.clinicId) : undefined,
    query.bookingId ? eq(bookings.id, query.bookingId) : undefined,
    query.date ? eq(bookings.appointmentDate, query.date) : undefined,
    q
      ? or(
          ilike(bookings.bookingNo, containsPattern(q)),
          ilike(sql`${examinees.firstName} || ' ' || ${examinees.lastName}`, containsPattern(q)),
          digits && digits.length >= 4 ? eq(examinees.idNumber, digits.toUpperCase()) : undefined,
        )
      : undefined,
  );
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    workQuery(db, where)
      .orderBy(...WORK_SORT[query.sortBy].map((column) => direction(column)), asc(examinees.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(examinees)
      .innerJoin(bookings, eq(bookings.id, examinees.bookingId))
      .leftJoin(examinationResults, eq(examinationResults.examineeId, examinees.id))
      .leftJoin(certificates, and(eq(certificates.examineeId, examinees.id), eq(certificates.status, 'valid')))
      .where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: (rows as WorkRow[]).map(toWorkItem),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

/** Admin: one examinee's result form — the context, the clinic's doctors, the result if any. Reading health data is audited. */
export async function getResultForm(
  db: Database,
  actor: Actor,
  examineeId: string,
  context: RequestContext,
): Promise<ResultForm> {
  const [row] = await workQuery(db, eq(examinees.id, examineeId));
  if (!row) throw new AppError('NOT_FOUND');
  const work = toWorkItem(row as WorkRow);
  const [clinicDoctors, [result]] = await Promise.all([
    db
      .select({ id: doctors.id, name: doctors.name, licenseNo: doctors.licenseNo })
      .from(doctors)
      .where(and(eq(doctors.clinicId, work.booking.clinicId), eq(doctors.isActive, true)))
      .orderBy(asc(doctors.name)),
    db.select().from(examinationResults).where(eq(examinationResults.examineeId, examineeId)),
  ]);
  if (result) {
    await recordAudit(db, {
      actorId: actor.id,
      action: 'examination_result.read',
      entity: 'examination_result',
      entityId: result.id,
      ip: context.ip,
    });
  }
  return { work, doctors: clinicDoctors, result: result ? toResultDto(result) : null };
}

// ─── recording ───────────────────────────────────────────────────────────────────────────────────

export type ResultInput = z.output<typeof ResultBodySchema> & { examineeId: string };

/** A result that passed every check, with what writing it needs; its exam date is the visit date. */
export type CheckedResult = Omit<ResultInput, 'examDate'> & {
  examDate: string;
  bookingId: string;
  doctorName: string;
  doctorLicenseNo: string;
};

/** `index` is the input's position, so that a caller (the Excel import) can name its row. */
export type ResultProblem = { index: number; error: AppError | FieldError[] };

/**
 * Checks results before anything is written, many at once in a few queries (the Excel import sends
 * thousands): the examinee exists under a booking the clinic has taken on, has no valid certificate
 * (a certified result is corrected by revoking first), has checked in, and is examined on the visit
 * date (the default); the doctor works at that clinic; the items fit the form of the service's
 * certificate type and its physiological limits; values outside the normal range are confirmed, and
 * a passing conclusion with anything abnormal carries a remark. Labels and units are taken from the form.
 */
export async function checkResults(
  db: Database,
  inputs: readonly ResultInput[],
): Promise<{ checked: CheckedResult[]; problems: ResultProblem[] }> {
  const examineeIds = [...new Set(inputs.map((input) => input.examineeId))];
  const doctorIds = [...new Set(inputs.map((input) => input.doctorId))];
  // One after another: this runs inside transactions, whose single connection takes a query at a time.
  const people = examineeIds.length
    ? await db
        .select({
          id: examinees.id,
          gender: examinees.gender,
          checkedInAt: examinees.checkedInAt,
          bookingId: bookings.id,
          bookingStatus: bookings.status,
          clinicId: bookings.clinicId,
          certificateType: services.certificateType,
        })
        .from(examinees)
        .innerJoin(bookings, eq(bookings.id, examinees.bookingId))
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .where(inArray(examinees.id, examineeIds))
    : [];
  const clinicDoctors = doctorIds.length ? await db.select().from(doctors).where(inArray(doctors.id, doctorIds)) : [];
  const certified = examineeIds.length
    ? await db
        .select({ examineeId: certificates.examineeId })
        .from(certificates)
        .where(and(inArray(certificates.examineeId, examineeIds), eq(certificates.status, 'valid')))
    : [];
  const personById = new Map(people.map((person) => [person.id, person]));
  const doctorById = new Map(clinicDoctors.map((doctor) => [doctor.id, doctor]));
  const certifiedIds = new Set(certified.map((row) => row.examineeId));

  const checked: CheckedResult[] = [];
  const problems: ResultProblem[] = [];
  for (const [index, input] of inputs.entries()) {
    const problem = (error: ResultProblem['error']) => problems.push({ index, error });
    const person = personById.get(input.examineeId);
    if (!person) {
      problem(new AppError('NOT_FOUND'));
      continue;
    }
    if (!(EXAMINED_STATUSES as readonly string[]).includes(person.bookingStatus)) {
      problem(
        new AppError('BOOKING_NOT_EXAMINED', { params: { status: BOOKING_STATUS_LABELS[person.bookingStatus] } }),
      );
      continue;
    }
    if (certifiedIds.has(person.id)) {
      problem(new AppError('RESULT_LOCKED'));
      continue;
    }
    // Results only after the visit (issue 16); the trigger examination_results_after_visit holds it too.
    if (!person.checkedInAt) {
      problem(new AppError('RESULT_NOT_CHECKED_IN'));
      continue;
    }
    const visitDate = bangkokToday(person.checkedInAt);
    const examDate = input.examDate ?? visitDate;
    if (examDate !== visitDate) {
      problem(visitDateError(visitDate));
      continue;
    }
    const doctor = doctorById.get(input.doctorId);
    if (!doctor || doctor.clinicId !== person.clinicId || !doctor.isActive) {
      problem(new AppError('DOCTOR_NOT_AT_CLINIC'));
      continue;
    }
    const type = person.certificateType as CertificateType;
    const itemErrors = validateResultItems(type, input.items, { gender: person.gender });
    if (itemErrors.length) {
      problem(itemErrors);
      continue;
    }
    const outOfRange = outOfRangeItems(type, input.items);
    if (outOfRange.length && !input.confirmOutOfRange) {
      problem(
        new AppError('RESULT_NEEDS_CONFIRMATION', {
          params: { items: outOfRange.map((item) => item.message).join(', ') },
          details: outOfRange,
        }),
      );
      continue;
    }
    const abnormal = abnormalItemLabels(type, input.items);
    if (abnormal.length && PASSING_CONCLUSIONS.includes(input.conclusion) && !input.remark) {
      problem(
        new AppError('RESULT_PASS_NEEDS_REMARK', {
          params: { items: abnormal.join(', ') },
          details: [
            { field: 'remark', message: errorMessage('RESULT_PASS_NEEDS_REMARK', { items: abnormal.join(', ') }) },
          ],
        }),
      );
      continue;
    }
    // Labels, units and the normal flag come from the form, not from the sender; blank optional items are dropped.
    const form = CERTIFICATE_FORMS[type];
    const items = input.items.flatMap((item) => {
      const definition = form.items.find((candidate) => candidate.code === item.code);
      const value = item.value.trim();
      if (!definition || value === '') return [];
      // Only free text is judged by the doctor; every other item is judged by the form's ranges and answers.
      const normal = definition.kind === 'text' ? item.normal : isNormalValue(definition, value);
      return [{ code: item.code, label: definition.label, value, unit: definition.unit ?? null, normal }];
    });
    checked.push({
      ...input,
      examDate,
      items,
      bookingId: person.bookingId,
      doctorName: doctor.name,
      doctorLicenseNo: doctor.licenseNo,
    });
  }
  return { checked, problems };
}

const visitDateError = (visitDate: string | null) =>
  new AppError('RESULT_EXAM_DATE_NOT_VISIT', {
    params: { visit: visitDate ? ` (${formatThaiDate(visitDate, 'long')})` : '' },
  });

/** The trigger examination_results_after_visit (migration 0012) refusing a write: the same Thai 409s as the checks. */
function afterVisitError(error: unknown): AppError | null {
  if (isCheckViolation(error, 'examination_results_checked_in')) return new AppError('RESULT_NOT_CHECKED_IN');
  if (isCheckViolation(error, 'examination_results_exam_date_is_visit')) return visitDateError(null);
  return null;
}

/**
 * Writes checked results — new ones inserted, existing ones (one per examinee) replaced — with one
 * audit row each, in the caller's transaction. The Excel import passes thousands at once.
 */
export async function writeResults(
  tx: Database,
  actor: Actor,
  results: readonly CheckedResult[],
  origin: { source: 'form' | 'excel'; importId: string | null; ip: string | null },
  now: Date = new Date(),
): Promise<ResultRow[]> {
  const written: ResultRow[] = [];
  // Chunks keep each statement's parameter count well under PostgreSQL's 65,535.
  for (let start = 0; start < results.length; start += 500) {
    const chunk = results.slice(start, start + 500);
    const rows = await tx
      .insert(examinationResults)
      .values(
        chunk.map((result) => ({
          examineeId: result.examineeId,
          bookingId: result.bookingId,
          examDate: result.examDate,
          doctorId: result.doctorId,
          doctorName: result.doctorName,
          doctorLicenseNo: result.doctorLicenseNo,
          items: result.items,
          conclusion: result.conclusion,
          doctorOpinion: result.doctorOpinion,
          remark: result.remark,
          source: origin.source,
          importId: origin.importId,
          recordedBy: actor.id,
        })),
      )
      .onConflictDoUpdate({
        target: examinationResults.examineeId,
        set: {
          examDate: sql`excluded.exam_date`,
          doctorId: sql`excluded.doctor_id`,
          doctorName: sql`excluded.doctor_name`,
          doctorLicenseNo: sql`excluded.doctor_license_no`,
          items: sql`excluded.items`,
          conclusion: sql`excluded.conclusion`,
          doctorOpinion: sql`excluded.doctor_opinion`,
          remark: sql`excluded.remark`,
          source: sql`excluded.source`,
          importId: sql`excluded.import_id`,
          recordedBy: sql`excluded.recorded_by`,
          updatedAt: now,
        },
      })
      .returning()
      .catch((error: unknown) => {
        throw afterVisitError(error) ?? error;
      });
    written.push(...rows);
  }
  await recordAudits(
    tx,
    written.map((row) => ({
      actorId: actor.id,
      action:
        row.createdAt.getTime() === row.updatedAt.getTime() ? 'examination_result.create' : 'examination_result.update',
      entity: 'examination_result',
      entityId: row.id,
      after: {
        examineeId: row.examineeId,
        conclusion: row.conclusion,
        source: origin.source,
        importId: origin.importId,
      },
      ip: origin.ip,
    })),
  );
  return written;
}

/** Admin: record or correct one examinee's result from the form. */
export async function saveResult(
  db: Database,
  actor: Actor,
  examineeId: string,
  body: z.output<typeof ResultBodySchema>,
  context: RequestContext,
): Promise<ExaminationResult> {
  return db.transaction(async (tx) => {
    // The booking is locked as issuing locks it, so a certificate cannot slip between check and write.
    await lockBookingsOf(tx, eq(examinees.id, examineeId));
    const { checked, problems } = await checkResults(tx, [{ ...body, examineeId }]);
    const problem = problems[0]?.error;
    if (problem instanceof AppError) throw problem;
    if (problem) throw new AppError('VALIDATION_FAILED', { details: problem });
    const [row] = await writeResults(tx, actor, checked, { source: 'form', importId: null, ip: context.ip });
    if (!row) throw new Error('result write returned no row');
    return toResultDto(row);
  });
}
