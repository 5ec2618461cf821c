/**
 * A customer (or staff) adding many examinees to one booking at once: rows pasted from a spreadsheet
 * or the staff's .xlsx template, checked row by row with the examinee form's rules (imports module),
 * written all together or not at all by the bookings module, under the booking's lock.
 */
import {
  BOOKING_STATUS_LABELS,
  type Booking,
  EXAMINEE_IMPORT_LIMITS,
  type ExamineeImportPreview,
  type ImportError,
} from '@jongdee/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readPastedRows } from '../../lib/excel/pasted-rows.ts';
import { type ImportRow, isExampleRow, readImportSheet } from '../../lib/excel/xlsx-import.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { addExaminees, allowedActions, findBookingForCaller, readBooking } from '../bookings/bookings.service.ts';
import { checkExamineeRows, examineeColumns, importTemplate } from '../imports/imports.service.ts';

type Actor = Authenticated['user'];

/** What the person sent: pasted text, or the bytes of an .xlsx file. */
export type ExamineeImportInput = { text: string } | { file: Buffer };

/** The rows of the paste or the sheet (the template's example row left out), at most a booking's worth. */
async function readRows(input: ExamineeImportInput): Promise<ImportRow[]> {
  const columns = examineeColumns();
  const { maxRows } = EXAMINEE_IMPORT_LIMITS;
  const rows =
    'text' in input
      ? readPastedRows(input.text, columns)
      : // One row past the limit is read, so that a longer sheet gets the same message as a longer paste.
        await readImportSheet(input.file, columns, { maxRows: maxRows + 1 }).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'EXCEL_TOO_MANY_ROWS') return null;
          throw error;
        });
  if (rows === null) throw new AppError('EXAMINEE_IMPORT_TOO_MANY_ROWS', { params: { max: maxRows } });
  const people = rows.filter((row) => !isExampleRow(row, columns));
  if (people.length === 0) throw new AppError('EXAMINEE_IMPORT_EMPTY');
  if (people.length > maxRows) throw new AppError('EXAMINEE_IMPORT_TOO_MANY_ROWS', { params: { max: maxRows } });
  return people;
}

/** The booking, the caller's (another's answers 404), while its examinees may still be changed. */
async function bookingOpenForExaminees(db: Database, actor: Actor, bookingId: string, lock: boolean, now: Date) {
  const booking = await findBookingForCaller(db, actor, bookingId, { lock });
  if (!allowedActions(booking, actor, now).editExaminees) {
    throw new AppError('EXAMINEES_LOCKED', { params: { status: BOOKING_STATUS_LABELS[booking.status] } });
  }
  return booking;
}

const byRow = (errors: ImportError[]) => [...errors].sort((a, b) => a.row - b.row);

/** Every row with its Thai errors and what the booking still takes; nothing is written. */
export async function previewExamineeImport(
  db: Database,
  actor: Actor,
  bookingId: string,
  input: ExamineeImportInput,
  now: Date = new Date(),
): Promise<ExamineeImportPreview> {
  const booking = await bookingOpenForExaminees(db, actor, bookingId, false, now);
  const rows = await readRows(input);
  const columns = examineeColumns();
  const checked = await checkExamineeRows(db, booking.id, rows, columns);
  const errors = byRow(checked.errors);
  const invalid = new Set(errors.map((error) => error.row));
  return {
    columns: columns.map((column) => ({ key: column.key, header: column.header })),
    rows: rows.map((row) => ({ row: row.rowNumber, values: row.cells, valid: !invalid.has(row.rowNumber) })),
    errors,
    rowsTotal: rows.length,
    rowsValid: rows.length - invalid.size,
    examineeCount: booking.examineeCount,
    examineesFilled: checked.existing,
    room: Math.max(0, booking.examineeCount - checked.existing),
  };
}

/**
 * Every row written, or none: the booking is locked first, so a second commit or the examinee form
 * waits and then counts these people; any row error is a 400 listing them all, more people than the
 * booking has room for a 409.
 */
export async function commitExamineeImport(
  db: Database,
  actor: Actor,
  bookingId: string,
  input: ExamineeImportInput,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  const rows = await readRows(input);
  const columns = examineeColumns();
  await db.transaction(async (tx) => {
    const booking = await bookingOpenForExaminees(tx, actor, bookingId, true, now);
    const checked = await checkExamineeRows(tx, booking.id, rows, columns);
    if (checked.errors.length > 0) {
      throw new AppError('EXAMINEE_IMPORT_HAS_ERRORS', {
        params: { count: checked.errors.length },
        details: byRow(checked.errors).map((error) => ({
          field: `rows.${error.row}.${columns.find((column) => column.header === error.column)?.key ?? '_'}`,
          message: error.message,
        })),
      });
    }
    const room = booking.examineeCount - checked.existing;
    if (checked.inputs.length > room) {
      throw new AppError('EXAMINEE_IMPORT_OVER_ROOM', {
        params: { room: Math.max(0, room), count: booking.examineeCount, rows: checked.inputs.length },
      });
    }
    await addExaminees(
      tx,
      actor,
      booking.id,
      checked.inputs.map((entry) => entry.input),
      context,
      now,
    );
  });
  return readBooking(db, actor, bookingId, now);
}

/** The staff's examinee template for this booking, for its owner too. */
export function examineeImportTemplate(db: Database, actor: Actor, bookingId: string) {
  return importTemplate(db, actor, { kind: 'examinees', bookingId });
}
