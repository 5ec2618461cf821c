import {
  ExamineeBodySchema,
  GENDER_LABELS,
  GENDERS,
  ID_TYPE_LABELS,
  ID_TYPES,
  type ImportError,
  type z,
} from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { examinees } from '../../db/schema.ts';
import { parseThaiOrIsoDate } from '../../lib/excel/thai-date-cell.ts';
import type { ImportColumn, ImportRow } from '../../lib/excel/xlsx-import.ts';
import { importTexts } from './imports.texts.ts';

type ExamineeBody = z.output<typeof ExamineeBodySchema>;

export type CheckedExamineeRows = {
  /** The rows that pass, as the examinee form's body (normalised by its schema). */
  inputs: { row: ImportRow; input: ExamineeBody }[];
  errors: ImportError[];
  /** Examinees the booking already has. */
  existing: number;
};

/** The header of a column by key, as errors name it; `-` for the whole row. */
export const columnHeader = (columns: ImportColumn[], key: string) =>
  columns.find((column) => column.key === key)?.header ?? '-';

/** `1.10170E+12`, `1,10E+12`: a number Excel showed in scientific notation. */
const SHORTENED_NUMBER = /^\d+(?:[.,]\d+)?E\+\d+$/i;

const byLabel = <T extends string>(values: readonly T[], labels: Record<T, string>, text: string | null) =>
  text === null ? undefined : (values.find((value) => value === text || labels[value] === text) ?? text);

/**
 * Rows of examinees (from the staff's sheet or a customer's paste) checked for one booking with the
 * examinee form's own schema, and the form's duplicate rule: the same person twice in the rows, or
 * already in the booking, is an error of the later row. Run it inside the transaction that holds the
 * booking's lock to write what it passes.
 */
export async function checkExamineeRows(
  db: Database,
  bookingId: string,
  rows: readonly ImportRow[],
  columns: ImportColumn[],
): Promise<CheckedExamineeRows> {
  const existing = await db
    .select({ idType: examinees.idType, idNumber: examinees.idNumber })
    .from(examinees)
    .where(eq(examinees.bookingId, bookingId));
  const seen = new Set(existing.map((person) => `${person.idType}:${person.idNumber}`));
  const checked: CheckedExamineeRows = { inputs: [], errors: [], existing: existing.length };
  for (const row of rows) {
    const cell = (key: string) => row.cells[key] ?? null;
    const birth = cell('birthDate');
    // A long number in a narrow or General column is copied as Excel shows it: its digits are gone.
    const idNumber = cell('idNumber');
    if (idNumber !== null && SHORTENED_NUMBER.test(idNumber)) {
      checked.errors.push({
        row: row.rowNumber,
        column: columnHeader(columns, 'idNumber'),
        message: importTexts.idShortened(idNumber),
      });
      continue;
    }
    const result = ExamineeBodySchema.safeParse({
      title: cell('title') ?? undefined,
      firstName: cell('firstName') ?? undefined,
      lastName: cell('lastName') ?? undefined,
      idType: byLabel(ID_TYPES, ID_TYPE_LABELS, cell('idType')),
      idNumber: cell('idNumber') ?? undefined,
      nationality: cell('nationality') ?? undefined,
      birthDate: birth === null ? null : (parseThaiOrIsoDate(birth) ?? birth),
      gender: byLabel(GENDERS, GENDER_LABELS, cell('gender')) ?? null,
      phone: cell('phone'),
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        checked.errors.push({
          row: row.rowNumber,
          column: columnHeader(columns, String(issue.path[0] ?? '')),
          message: issue.message,
        });
      }
      continue;
    }
    const key = `${result.data.idType}:${result.data.idNumber}`;
    if (seen.has(key)) {
      checked.errors.push({
        row: row.rowNumber,
        column: columnHeader(columns, 'idNumber'),
        message: importTexts.duplicatePerson,
      });
      continue;
    }
    seen.add(key);
    checked.inputs.push({ row, input: result.data });
  }
  return checked;
}
