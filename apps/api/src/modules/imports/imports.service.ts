import { createHash } from 'node:crypto';
import {
  BOOKING_STATUS_LABELS,
  CERTIFICATE_FORMS,
  CERTIFICATE_TYPE_LABELS,
  type CertificateType,
  type CommitImportBodySchema,
  type ExamineeBodySchema,
  type ImportError,
  type ImportPreview,
  type ImportPreviewFieldsSchema,
  type ImportSummary,
  type ImportTemplateQuerySchema,
  parseChoice,
  RESULT_CONCLUSIONS,
  type ResultConclusion,
  type z,
} from '@jongdee/contracts';
import { normaliseLicenceNo } from '@jongdee/contracts/thai-format';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, doctors, examinees, excelImports, services, storedFiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseThaiOrIsoDate } from '../../lib/excel/thai-date-cell.ts';
import { type ImportColumn, type ImportRow, isExampleRow, readImportSheet } from '../../lib/excel/xlsx-import.ts';
import { buildImportTemplate } from '../../lib/excel/xlsx-template.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage/file-storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { addExaminees, findBookingForCaller } from '../bookings/bookings.service.ts';
import { issueInTransaction, lockBookingsOf } from '../certificates/certificates.service.ts';
import { checkResults, type ResultInput, writeResults } from '../exams/exams.service.ts';
import { examineeColumns, itemKey, resultColumns } from './imports.columns.ts';
import { checkExamineeRows, columnHeader as header } from './imports.examinee-rows.ts';
import { getImport } from './imports.history.ts';
import { importTexts } from './imports.texts.ts';

export { examineeColumns } from './imports.columns.ts';
export { checkExamineeRows } from './imports.examinee-rows.ts';
export { listImports } from './imports.history.ts';

type Actor = Authenticated['user'];
type ImportRowRecord = typeof excelImports.$inferSelect;
type Target = z.output<typeof ImportPreviewFieldsSchema>;
type ExamineeBody = z.output<typeof ExamineeBodySchema>;

/** At most this many errors are kept with an import: enough to fix a file, not a second copy of it. */
const MAX_STORED_ERRORS = 500;

// ─── templates ───────────────────────────────────────────────────────────────────────────────────

async function clinicLicences(db: Database, clinicId: string): Promise<string[]> {
  const rows = await db
    .select({ licenseNo: doctors.licenseNo })
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), eq(doctors.isActive, true)));
  return rows.map((row) => row.licenseNo);
}

/** Admin: the form to fill, generated so its headers always match what the reader expects. */
export async function importTemplate(
  db: Database,
  actor: Actor,
  query: z.output<typeof ImportTemplateQuerySchema>,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (query.kind === 'examinees') {
    const booking = query.bookingId ? await findBookingForCaller(db, actor, query.bookingId) : null;
    const bytes = await buildImportTemplate({
      sheetName: 'ผู้เข้ารับการตรวจ',
      columns: examineeColumns(),
      instructions: importTexts.examineeInstructions(booking?.bookingNo ?? null, booking?.examineeCount ?? null),
    });
    return { fileName: `examinees${booking ? `-${booking.bookingNo}` : ''}.xlsx`, bytes };
  }
  const type = query.certificateType ?? 'general';
  const licences = query.clinicId ? await clinicLicences(db, query.clinicId) : [];
  const bytes = await buildImportTemplate({
    sheetName: 'ผลตรวจ',
    columns: resultColumns(type, licences),
    instructions: importTexts.resultInstructions(CERTIFICATE_FORMS[type].title),
  });
  return { fileName: `results-${type}.xlsx`, bytes };
}

// ─── reading a sheet into checked rows ───────────────────────────────────────────────────────────

type Parsed<T> = {
  columns: ImportColumn[];
  rows: ImportRow[];
  inputs: { row: ImportRow; input: T }[];
  errors: ImportError[];
};

async function parseExamineeSheet(
  db: Database,
  target: Target,
  bytes: Buffer,
  actor: Actor,
): Promise<Parsed<ExamineeBody>> {
  const booking = await findBookingForCaller(db, actor, target.bookingId ?? '');
  const columns = examineeColumns();
  const rows = (await readImportSheet(bytes, columns)).filter((row) => !isExampleRow(row, columns));
  const checked = await checkExamineeRows(db, booking.id, rows, columns);
  const parsed: Parsed<ExamineeBody> = { columns, rows, inputs: checked.inputs, errors: checked.errors };
  const room = booking.examineeCount - checked.existing;
  if (parsed.inputs.length > room) {
    for (const { row } of parsed.inputs.slice(Math.max(0, room))) {
      parsed.errors.push({ row: row.rowNumber, column: '-', message: importTexts.overCount(booking.examineeCount) });
    }
  }
  return parsed;
}

async function parseResultSheet(db: Database, target: Target, bytes: Buffer): Promise<Parsed<ResultInput>> {
  const clinicId = target.clinicId ?? '';
  const type = target.certificateType as CertificateType;
  const form = CERTIFICATE_FORMS[type];
  const clinicDoctors = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), eq(doctors.isActive, true)));
  const columns = resultColumns(
    type,
    clinicDoctors.map((doctor) => doctor.licenseNo),
  );
  const rows = (await readImportSheet(bytes, columns)).filter((row) => !isExampleRow(row, columns));
  const bookingNos = [
    ...new Set(rows.map((row) => row.cells.bookingNo?.toUpperCase()).filter((no) => no !== undefined)),
  ];
  const people = bookingNos.length
    ? await db
        .select({
          id: examinees.id,
          idNumber: examinees.idNumber,
          bookingNo: bookings.bookingNo,
          appointmentDate: bookings.appointmentDate,
          status: bookings.status,
          type: services.certificateType,
        })
        .from(examinees)
        .innerJoin(bookings, eq(bookings.id, examinees.bookingId))
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .where(and(eq(bookings.clinicId, clinicId), inArray(bookings.bookingNo, bookingNos)))
    : [];
  const personByKey = new Map(people.map((person) => [`${person.bookingNo}:${person.idNumber}`, person]));
  const bookingNosFound = new Set(people.map((person) => person.bookingNo));
  const doctorByLicence = new Map(clinicDoctors.map((doctor) => [normaliseLicenceNo(doctor.licenseNo), doctor]));
  const conclusions = RESULT_CONCLUSIONS.map((value) => [value, form.conclusionLabels[value]] as const);

  const parsed: Parsed<ResultInput> = { columns, rows, inputs: [], errors: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const cell = (key: string) => row.cells[key] ?? null;
    const fail = (key: string, message: string) =>
      parsed.errors.push({ row: row.rowNumber, column: header(columns, key), message });
    const bookingNo = cell('bookingNo')?.toUpperCase() ?? '';
    const idNumber = (cell('idNumber') ?? '').replace(/[\s-]/g, '').toUpperCase();
    const person = personByKey.get(`${bookingNo}:${idNumber}`);
    if (!bookingNo) fail('bookingNo', importTexts.required('เลขที่การจอง'));
    else if (!bookingNosFound.has(bookingNo)) fail('bookingNo', importTexts.unknownBooking(bookingNo));
    else if (!person) fail('idNumber', importTexts.unknownExaminee(bookingNo));
    // A blank exam date is the visit (check-in) date, as on the form.
    const examDateText = cell('examDate');
    const examDate = examDateText === null ? undefined : parseThaiOrIsoDate(examDateText);
    if (examDate === null) fail('examDate', importTexts.badDate);
    const confirmText = cell('confirmOutOfRange');
    const confirmOutOfRange = confirmText === null ? false : parseConfirmation(confirmText);
    if (confirmOutOfRange === null) fail('confirmOutOfRange', importTexts.badConfirmation);
    const doctor = doctorByLicence.get(normaliseLicenceNo(cell('doctorLicense') ?? ''));
    if (!doctor) fail('doctorLicense', importTexts.unknownDoctor);
    const conclusionText = cell('conclusion');
    const conclusion = conclusions.find(([value, label]) => conclusionText === value || conclusionText === label)?.[0];
    if (!conclusion) fail('conclusion', importTexts.badConclusion(conclusions.map(([, label]) => label)));
    if (!person || examDate === null || confirmOutOfRange === null || !doctor || !conclusion) continue;
    if (person.type !== type) {
      fail('bookingNo', importTexts.otherForm(CERTIFICATE_TYPE_LABELS[person.type]));
      continue;
    }
    if (target.date && person.appointmentDate !== target.date) {
      fail('bookingNo', importTexts.otherDay);
      continue;
    }
    if (person.status !== 'confirmed' && person.status !== 'completed') {
      fail('bookingNo', importTexts.notExamined(BOOKING_STATUS_LABELS[person.status]));
      continue;
    }
    if (seen.has(person.id)) {
      fail('idNumber', importTexts.duplicatePerson);
      continue;
    }
    seen.add(person.id);
    parsed.inputs.push({
      row,
      input: {
        examineeId: person.id,
        examDate,
        doctorId: doctor.id,
        conclusion: conclusion as ResultConclusion,
        doctorOpinion: cell('doctorOpinion'),
        remark: cell('remark'),
        confirmOutOfRange,
        items: form.items.map((item) => {
          const text = cell(itemKey(item.code)) ?? '';
          return {
            code: item.code,
            label: item.label,
            value: parseChoice(item, text) ?? text,
            unit: null,
            normal: true,
          };
        }),
      },
    });
  }
  // The same checks as the form, for every row at once.
  const { problems } = await checkResults(
    db,
    parsed.inputs.map((entry) => entry.input),
  );
  for (const problem of problems) {
    const entry = parsed.inputs[problem.index];
    if (!entry) continue;
    if (problem.error instanceof AppError) {
      parsed.errors.push({
        row: entry.row.rowNumber,
        column: header(columns, resultErrorColumn[problem.error.code] ?? '-'),
        message:
          problem.error.code === 'RESULT_NEEDS_CONFIRMATION'
            ? importTexts.needsConfirmation(problem.error.message)
            : problem.error.message,
      });
    } else {
      for (const fieldError of problem.error) {
        const key = fieldError.field.startsWith('items.') ? itemKey(fieldError.field.slice(6)) : 'doctorLicense';
        parsed.errors.push({ row: entry.row.rowNumber, column: header(columns, key), message: fieldError.message });
      }
    }
  }
  const failedRows = new Set(problems.map((problem) => problem.index));
  parsed.inputs = parsed.inputs.filter((_, index) => !failedRows.has(index));
  return parsed;
}

/** The column a row's result error points at, when it is about one. */
const resultErrorColumn: Partial<Record<AppError['code'], string>> = {
  RESULT_EXAM_DATE_NOT_VISIT: 'examDate',
  RESULT_NEEDS_CONFIRMATION: 'confirmOutOfRange',
  RESULT_PASS_NEEDS_REMARK: 'remark',
  DOCTOR_NOT_AT_CLINIC: 'doctorLicense',
};

/** The confirmation column: ใช่ (or yes, 1, ✓) confirms, ไม่ or blank does not; anything else is a mistake (null). */
function parseConfirmation(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (['ใช่', 'ยืนยัน', 'yes', 'y', 'true', '1', '✓', '/'].includes(value)) return true;
  if (['', 'ไม่', 'ไม่ใช่', 'no', 'n', 'false', '0', '-'].includes(value)) return false;
  return null;
}

function parseSheet(db: Database, actor: Actor, target: Target, bytes: Buffer) {
  return target.kind === 'examinees'
    ? parseExamineeSheet(db, target, bytes, actor)
    : parseResultSheet(db, target, bytes);
}

// ─── preview, commit, history ────────────────────────────────────────────────────────────────────

const sortErrors = (errors: ImportError[]) =>
  [...errors].sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));

/**
 * Admin: every row parsed and checked with the same rules as the forms; nothing is written but the
 * file (kept, so that the commit reads exactly what was previewed) and the import's record.
 */
export async function previewImport(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  target: Target,
  file: { name: string; bytes: Buffer },
  context: RequestContext,
): Promise<ImportPreview> {
  const parsed = await parseSheet(db, actor, target, file.bytes);
  const errors = sortErrors(parsed.errors);
  const invalidRows = new Set(errors.map((error) => error.row));
  const key = newStorageKey('import');
  await storage.put(key, file.bytes);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(storedFiles)
        .values({
          storageKey: key,
          kind: 'import',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
        })
        .returning({ id: storedFiles.id });
      const [row] = await tx
        .insert(excelImports)
        .values({
          kind: target.kind,
          fileName: file.name.slice(0, 200),
          fileId: stored?.id,
          bookingId: target.kind === 'examinees' ? (target.bookingId ?? null) : null,
          clinicId: target.kind === 'examination_results' ? (target.clinicId ?? null) : null,
          certificateType: target.kind === 'examination_results' ? (target.certificateType ?? null) : null,
          rowsTotal: parsed.rows.length,
          rowsValid: parsed.rows.length - invalidRows.size,
          errors: errors.slice(0, MAX_STORED_ERRORS),
          createdBy: actor.id,
        })
        .returning({ id: excelImports.id });
      if (!row) throw new Error('import insert returned no row');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'excel_import.preview',
        entity: 'excel_import',
        entityId: row.id,
        after: { kind: target.kind, rows: parsed.rows.length, errors: errors.length },
        ip: context.ip,
      });
      return row.id;
    });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  const summary = await getImport(db, id);
  return {
    ...summary,
    errors,
    columns: parsed.columns.map((column) => ({ key: column.key, header: column.header })),
    rows: parsed.rows.map((row) => ({ row: row.rowNumber, values: row.cells, valid: !invalidRows.has(row.rowNumber) })),
  };
}

/**
 * Admin: a previewed import written — every row in one transaction, or none. The file is read and
 * checked again inside the transaction (a booking may have changed since the preview); results can
 * have their certificates issued in the same transaction.
 */
export async function commitImport(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: string,
  body: z.output<typeof CommitImportBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<ImportSummary> {
  const [record] = await db
    .select({ row: excelImports, key: storedFiles.storageKey })
    .from(excelImports)
    .leftJoin(storedFiles, eq(storedFiles.id, excelImports.fileId))
    .where(eq(excelImports.id, id));
  if (!record) throw new AppError('NOT_FOUND');
  const current = record.row;
  if (current.status !== 'previewed') throw new AppError('IMPORT_NOT_PREVIEWED');
  if (current.errors.length > 0) throw new AppError('IMPORT_HAS_ERRORS', { params: { count: current.errors.length } });
  const bytes = record.key ? await storage.get(record.key) : null;
  if (!bytes) throw new AppError('IMPORT_NOT_PREVIEWED');
  const target = targetOf(current);

  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(excelImports).where(eq(excelImports.id, id)).for('update');
    if (locked?.status !== 'previewed') throw new AppError('IMPORT_NOT_PREVIEWED');
    let issued = 0;
    if (target.kind === 'examinees') {
      const parsed = await parseExamineeSheet(tx, target, bytes, actor);
      if (parsed.errors.length) throw new AppError('IMPORT_HAS_ERRORS', { params: { count: parsed.errors.length } });
      await addExaminees(
        tx,
        actor,
        target.bookingId ?? '',
        parsed.inputs.map((entry) => entry.input),
        context,
        now,
      );
    } else {
      const parsed = await parseResultSheet(tx, target, bytes);
      if (parsed.errors.length) throw new AppError('IMPORT_HAS_ERRORS', { params: { count: parsed.errors.length } });
      const examineeIds = parsed.inputs.map((entry) => entry.input.examineeId);
      await lockBookingsOf(tx, inArray(examinees.id, examineeIds));
      const { checked, problems } = await checkResults(
        tx,
        parsed.inputs.map((entry) => entry.input),
      );
      if (problems.length) throw new AppError('IMPORT_HAS_ERRORS', { params: { count: problems.length } });
      await writeResults(tx, actor, checked, { source: 'excel', importId: id, ip: context.ip }, now);
      if (body.issueCertificates && examineeIds.length) {
        issued = (await issueInTransaction(tx, actor, { examineeIds }, context.ip, now)).length;
      }
    }
    await tx
      .update(excelImports)
      .set({ status: 'committed', committedAt: now, certificatesIssued: issued })
      .where(eq(excelImports.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'excel_import.commit',
      entity: 'excel_import',
      entityId: id,
      after: { kind: target.kind, rows: current.rowsTotal, certificatesIssued: issued },
      ip: context.ip,
    });
  });
  return getImport(db, id);
}

function targetOf(row: ImportRowRecord): Target {
  return {
    kind: row.kind,
    bookingId: row.bookingId ?? undefined,
    clinicId: row.clinicId ?? undefined,
    certificateType: (row.certificateType as CertificateType | null) ?? undefined,
  };
}
