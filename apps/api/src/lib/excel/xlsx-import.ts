import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { AppError } from '../app-error.ts';
import { loadExcelJs } from './exceljs.ts';
import { parseThaiOrIsoDate } from './thai-date-cell.ts';
import { inspectXlsx, packStoredZip, type XlsxContainer, type XlsxEntry } from './xlsx-container.ts';

/** One column of an import form: how the template writes it and how the reader finds it. */
export type ImportColumn = {
  key: string;
  /** Thai header text, as the template writes it (required ones get ` *` there). */
  header: string;
  /** Other header texts accepted, e.g. an older template's wording. */
  aliases?: string[];
  required: boolean;
  example: string | number;
  /** Choices offered as a drop-down in the template (data validation); the reader does not enforce them. */
  list?: readonly string[];
  width?: number;
  hint?: string;
  /**
   * `text`: the template formats the column as text (`@`) so Excel keeps leading zeros and long
   * digit strings (id numbers, phones). `date`: text as well, so `1/2/2569` is read by us as
   * 1 Feb, not by the PC's locale as 2 Jan; the reader turns date cells, serial numbers and
   * Thai/ISO date text in this column into `yyyy-mm-dd` (text it cannot read is passed through
   * for validation to report).
   */
  format?: 'text' | 'date';
};

export type ImportRow = {
  /** 1-based Excel row, for error messages ("แถวที่ 7"). */
  rowNumber: number;
  /** Every column key of the spec: a trimmed, non-empty string, or null. */
  cells: Record<string, string | null>;
};

export const IMPORT_LIMITS = {
  /** docs/product.md §7. */
  maxRows: 5000,
  /**
   * Rows and cells the reader may walk through, blank styled ones included (also the most shared
   * strings a file may hold). A full 5,000 × 20 form is ~105,000; 5,000 rows of up to ~100 columns
   * pass. A crafted sheet of 16,384-column rows or of half a million blank styled rows stops here
   * within a second or two instead of parsing 50 MB of XML.
   */
  maxScannedCells: 500_000,
  /**
   * Rows past the last one a full form can use (headers + maxRows) that the reader still walks, for
   * the blank formatted rows Excel leaves under a table. A row beyond them ends the read, so half a
   * million blank rows cost a few thousand rows of parsing, not a second of a blocked server.
   */
  blankRowMargin: 1000,
  /** Rows read between two yields to the event loop, so other requests are answered during a long sheet. */
  rowsPerYield: 500,
  /** XML handed to exceljs (sheet + shared strings + styles). The full form is ~13 MB. */
  maxParsedXmlBytes: 50 * 1024 * 1024,
} as const;

const unsafe = (reason: string, cause?: unknown) => new AppError('EXCEL_UNSAFE', { cause: cause ?? new Error(reason) });

/**
 * The data rows of the first visible worksheet, keyed by the spec's column keys.
 *
 * Row 1 holds the headers, matched by trimmed text or alias, case-insensitively and in any order,
 * ignoring the template's ` *`; other columns are ignored. Blank rows are skipped. Values, never
 * formulas: a formula gives its cached result (or null if it has none), dates `yyyy-mm-dd`, numbers
 * plain decimals without float noise (`1234567890123`), rich text and hyperlinks their text,
 * booleans `TRUE`/`FALSE`, errors (#N/A) null. A row equal to the template's example row is
 * returned like any other: see `isExampleRow`.
 *
 * The file is checked by `inspectXlsx` first. Then only the parts needed (that worksheet, shared
 * strings, styles) are given to exceljs's streaming reader, repacked in the order it needs them:
 * it never sees merges, data validations, defined names, drawings or other sheets (which the
 * in-memory reader expands cell by cell), never spools a sheet of personal data to a temp file
 * (which it does when, as Excel writes them, shared strings come after the sheet), and reading stops
 * at the first row past the limit.
 */
export async function readImportSheet(
  bytes: Buffer,
  columns: ImportColumn[],
  options: { maxRows?: number } = {},
): Promise<ImportRow[]> {
  const maxRows = options.maxRows ?? IMPORT_LIMITS.maxRows;
  const container = inspectXlsx(bytes);
  const parts = firstWorksheetParts(container);
  const source = Readable.from(
    inSmallChunks(
      packStoredZip([
        ['xl/workbook.xml', Buffer.from(workbookXml(parts.date1904))],
        ['xl/_rels/workbook.xml.rels', Buffer.from(WORKBOOK_RELS)],
        ...(parts.styles ? [['xl/styles.xml', parts.styles] as const] : []),
        ['xl/sharedStrings.xml', parts.sharedStrings ?? Buffer.from(EMPTY_SHARED_STRINGS)],
        ['xl/worksheets/sheet1.xml', parts.sheet],
      ]),
    ),
  );
  try {
    const reader = new (await loadExcelJs()).stream.xlsx.WorkbookReader(source, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      return await readRows(worksheet, columns, parts.date1904, maxRows);
    }
    throw new AppError('EXCEL_EMPTY');
  } catch (error) {
    if (error instanceof AppError) throw error;
    // exceljs choking on XML that passed the container checks: a damaged or hand-made file.
    throw unsafe('exceljs could not read the sheet', error);
  } finally {
    source.destroy();
  }
}

/**
 * exceljs parses each chunk it is given into one array of XML events: a 9 MB part in one chunk means
 * millions of event objects at once (2× slower, +150 MB). 64 KB views keep it as fast as a file stream.
 */
function* inSmallChunks(buffers: Buffer[], size = 64 * 1024): Generator<Buffer> {
  for (const buffer of buffers) {
    for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
  }
}

/** Whether a row still holds the template's example values, so a caller can warn or skip it. */
export function isExampleRow(row: ImportRow, columns: ImportColumn[]): boolean {
  return columns.every((column) => row.cells[column.key] === exampleCell(column));
}

function exampleCell(column: ImportColumn): string | null {
  const text = typeof column.example === 'number' ? plainNumber(column.example) : cleanText(column.example);
  return column.format === 'date' && text !== null ? (parseThaiOrIsoDate(text) ?? text) : text;
}

type Sheet = AsyncIterable<ExcelJS.Row>;

async function readRows(sheet: Sheet, columns: ImportColumn[], date1904: boolean, maxRows: number) {
  let headers: Map<number, ImportColumn> | null = null;
  const rows: ImportRow[] = [];
  let scanned = 0;
  let previousRowNumber = 0;

  const lastRow = 1 + maxRows + IMPORT_LIMITS.blankRowMargin;
  let sinceYield = 0;

  for await (const row of sheet) {
    scanned += 1 + row.cellCount;
    if (scanned > IMPORT_LIMITS.maxScannedCells) throw unsafe('too many rows and cells to scan');
    if (!(row.number > previousRowNumber)) throw unsafe('rows out of order');
    previousRowNumber = row.number;
    if (row.number > lastRow) {
      throw new AppError('EXCEL_SHEET_TOO_LONG', { params: { max: lastRow.toLocaleString('en-US') } });
    }
    // exceljs hands over the rows of a chunk without leaving the microtask queue.
    if (++sinceYield === IMPORT_LIMITS.rowsPerYield) {
      sinceYield = 0;
      await setImmediate();
    }

    if (!headers) {
      const values = rowValues(row, null, date1904);
      if (values.size === 0) continue;
      // The first row with anything in it must be row 1; a title above the headers, or headers
      // lower down, is not our form.
      headers = matchHeaders(row.number === 1 ? values : new Map(), columns);
      if (row.number === 1) continue;
    }

    const values = rowValues(row, headers, date1904);
    if (values.size === 0) continue;
    if (rows.length === maxRows) {
      throw new AppError('EXCEL_TOO_MANY_ROWS', { params: { max: maxRows.toLocaleString('en-US') } });
    }
    const cells: Record<string, string | null> = {};
    for (const column of columns) cells[column.key] = null;
    for (const [columnNumber, value] of values) {
      const column = headers.get(columnNumber);
      if (column) cells[column.key] = value;
    }
    rows.push({ rowNumber: row.number, cells });
  }
  if (rows.length === 0) throw new AppError('EXCEL_EMPTY');
  return rows;
}

/** Non-empty cell values of a row by column number; only the spec's columns once headers are known. */
function rowValues(row: ExcelJS.Row, headers: Map<number, ImportColumn> | null, date1904: boolean) {
  const values = new Map<number, string>();
  row.eachCell((cell, columnNumber) => {
    const column = headers?.get(columnNumber);
    if (headers && !column) return;
    const value = cellText(cell, column?.format === 'date', date1904);
    if (value !== null) values.set(columnNumber, value);
  });
  return values;
}

export function matchHeaders(headerRow: Map<number, string>, columns: ImportColumn[]): Map<number, ImportColumn> {
  const byText = new Map<string, ImportColumn>();
  for (const column of columns) {
    for (const text of [column.header, ...(column.aliases ?? [])]) {
      const key = headerKey(text);
      if (!byText.has(key)) byText.set(key, column);
    }
  }
  const headers = new Map<number, ImportColumn>();
  const found = new Set<string>();
  for (const [columnNumber, text] of headerRow) {
    const column = byText.get(headerKey(text));
    // A header given twice: the first (leftmost) one counts.
    if (!column || found.has(column.key)) continue;
    headers.set(columnNumber, column);
    found.add(column.key);
  }
  const required = columns.filter((column) => column.required);
  const missing = (found.size === 0 && required.length === 0 ? columns : required).filter(
    (column) => !found.has(column.key),
  );
  if (missing.length > 0) {
    throw new AppError('EXCEL_WRONG_HEADERS', { params: { missing: missing.map((c) => c.header).join(', ') } });
  }
  return headers;
}

/** `  เลขประจำตัว\nประชาชน * ` and `เลขประจำตัว ประชาชน` are one header. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b\ufeff]/g, '')
    .replace(/\s*\*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Cell values

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serial numbers read as dates in a `date` column: 1927-05-18 … 9999-12-31. Smaller numbers are
 * more likely a typed year or age than a date a Thai-locale format hid from exceljs. */
const DATE_SERIAL_RANGE = { min: 10_000, max: 2_958_465 } as const;
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);

function cellText(cell: ExcelJS.Cell, dateColumn: boolean, date1904: boolean): string | null {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('formula' in value || 'sharedFormula' in value) {
      // The cached result only; a number in a date-formatted cell is a date (the streaming reader
      // leaves formula results as raw numbers).
      const result = value.result;
      if (typeof result === 'number' && isDateFormat(cell.numFmt)) return serialDate(result, date1904);
      return result === undefined ? null : scalarText(result, dateColumn, date1904);
    }
    if ('richText' in value) return dateText(cleanText(value.richText.map((run) => run.text).join('')), dateColumn);
    if ('hyperlink' in value) return scalarText(value.text as unknown as ExcelJS.CellValue, dateColumn, date1904);
    return null; // { error: '#N/A' } and anything unknown
  }
  return scalarText(value, dateColumn, date1904);
}

function scalarText(value: ExcelJS.CellValue, dateColumn: boolean, date1904: boolean): string | null {
  if (typeof value === 'string') return dateText(cleanText(value), dateColumn);
  if (typeof value === 'number') {
    if (dateColumn && value >= DATE_SERIAL_RANGE.min && value <= DATE_SERIAL_RANGE.max) {
      return serialDate(value, date1904);
    }
    return plainNumber(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateValue(value, date1904);
  if (value && typeof value === 'object' && 'richText' in value) {
    return dateText(cleanText(value.richText.map((run) => run.text).join('')), dateColumn);
  }
  return null;
}

export function dateText(text: string | null, dateColumn: boolean): string | null {
  return dateColumn && text !== null ? (parseThaiOrIsoDate(text) ?? text) : text;
}

/** Trimmed, zero-width spaces (common in Thai text pasted from the web) removed; empty → null. */
export function cleanText(text: string): string | null {
  const trimmed = text.replace(/[\u200b\ufeff]/g, '').trim();
  return trimmed === '' ? null : trimmed;
}

function serialDate(serial: number, date1904: boolean): string | null {
  // In the 1900 system Excel counts a 29 Feb 1900 that never was; serials from 61 on are right.
  if (!Number.isFinite(serial) || serial < (date1904 ? 0 : 61) || serial > DATE_SERIAL_RANGE.max) return null;
  return dateValue(new Date((date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900) + Math.round(serial * DAY_MS)), date1904);
}

/**
 * exceljs gives dates as UTC instants of the cell's wall-clock value; the day is all we keep. A time
 * on its own (serial below 1, shown as 14:30) becomes `HH:mm`, not a date in 1899.
 */
function dateValue(date: Date, date1904: boolean): string | null {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const epoch = date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900;
  if (time >= epoch && time < epoch + DAY_MS) {
    const seconds = Math.round((time - epoch) / 1000) % (24 * 60 * 60);
    const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
    const mm = String(Math.floor(seconds / 60) % 60).padStart(2, '0');
    const ss = seconds % 60;
    return ss === 0 ? `${hh}:${mm}` : `${hh}:${mm}:${String(ss).padStart(2, '0')}`;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Excel keeps 15 significant digits and so does this: `0.1+0.2` → `0.3`, `1234567890123` stays all
 * 13 digits, and nothing comes out in exponent form (`1e21` → `1000000000000000000000`).
 */
export function plainNumber(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const rounded = Number(value.toPrecision(15));
  if (rounded === 0) return '0';
  const text = String(rounded);
  if (!/e/i.test(text)) return text;
  const [mantissa = '', exponentText = '0'] = rounded.toExponential().split('e');
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace(/[-.]/g, '');
  const exponent = Number(exponentText);
  let plain: string;
  if (exponent >= 0) {
    plain =
      digits.length > exponent + 1
        ? `${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`
        : digits.padEnd(exponent + 1, '0');
  } else {
    plain = `0.${'0'.repeat(-exponent - 1)}${digits}`;
  }
  return negative ? `-${plain}` : plain;
}

/** Like exceljs's own test: a format with y, m, d, h, s or b (Buddhist year) outside quotes and brackets. */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhsb]/i.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

// ---------------------------------------------------------------------------------------------
// Finding the first worksheet and the parts it needs

type SheetParts = { sheet: Buffer; sharedStrings?: Buffer; styles?: Buffer; date1904: boolean };

const RELATIONSHIP_TYPE = /\/(worksheet|sharedStrings|styles)$/;

function firstWorksheetParts(container: XlsxContainer): SheetParts {
  const workbookEntry = container.entries.get('xl/workbook.xml');
  const relsEntry = container.entries.get('xl/_rels/workbook.xml.rels');
  if (!workbookEntry || !relsEntry) throw unsafe('workbook without relationships');
  const workbook = container.read(workbookEntry).toString('utf8');
  const relationships = xmlElements(container.read(relsEntry).toString('utf8'), 'Relationship').filter(
    (rel) => rel.TargetMode !== 'External',
  );

  const sheets = xmlElements(workbook, 'sheet').flatMap((sheet) => {
    const id = Object.entries(sheet).find(([name]) => name === 'r:id' || name.endsWith(':id'))?.[1];
    const rel = relationships.find((candidate) => candidate.Id === id && candidate.Type?.endsWith('/worksheet'));
    return rel?.Target
      ? [{ hidden: sheet.state === 'hidden' || sheet.state === 'veryHidden', target: rel.Target }]
      : [];
  });
  // The first sheet tab a person sees; a template may keep its drop-down lists on a hidden sheet.
  const first = sheets.find((sheet) => !sheet.hidden) ?? sheets[0];
  if (!first) throw new AppError('EXCEL_EMPTY');

  const part = (target: string | undefined): XlsxEntry | undefined =>
    target === undefined ? undefined : container.entries.get(resolveTarget(target));
  const sheetEntry = part(first.target);
  if (!sheetEntry) throw unsafe('worksheet part missing');
  const byType = (type: string) => relationships.find((rel) => RELATIONSHIP_TYPE.exec(rel.Type ?? '')?.[1] === type);
  const sharedStringsEntry = part(byType('sharedStrings')?.Target);
  const stylesEntry = part(byType('styles')?.Target);

  const parsedBytes = [sheetEntry, sharedStringsEntry, stylesEntry].reduce(
    (sum, entry) => sum + (entry?.uncompressedSize ?? 0),
    0,
  );
  if (parsedBytes > IMPORT_LIMITS.maxParsedXmlBytes) throw unsafe('sheet XML too large');

  const sharedStrings = sharedStringsEntry && container.read(sharedStringsEntry);
  if (sharedStrings && countElements(sharedStrings, '<si') > IMPORT_LIMITS.maxScannedCells) {
    throw unsafe('too many shared strings');
  }
  return {
    sheet: container.read(sheetEntry),
    sharedStrings,
    styles: stylesEntry && container.read(stylesEntry),
    date1904: /<(?:\w+:)?workbookPr\b[^>]*\bdate1904\s*=\s*["'](?:1|true)["']/.test(workbook),
  };
}

/** A relationship target of `xl/workbook.xml`, as a lower-cased part name. */
function resolveTarget(target: string): string {
  let path = target;
  try {
    path = decodeURIComponent(target);
  } catch {
    // not percent-encoded after all
  }
  const segments: string[] = path.startsWith('/') ? [] : ['xl'];
  for (const segment of path.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/').toLowerCase();
}

/**
 * Attributes of every `<name …>` element. Good enough for the two small, machine-written parts it
 * reads (workbook and its relationships), which `inspectXlsx` has already checked are plain UTF-8
 * XML without a DTD; a namespace prefix on the element is tolerated.
 */
function xmlElements(xml: string, name: string): Record<string, string>[] {
  const elements: Record<string, string>[] = [];
  const element = new RegExp(`<(?:[\\w.-]+:)?${name}\\b([^>]*)>`, 'g');
  for (const match of xml.matchAll(element)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      if (attribute[1]) attributes[attribute[1]] = decodeXmlText(attribute[2] ?? attribute[3] ?? '');
    }
    elements.push(attributes);
  }
  return elements;
}

function decodeXmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity] ?? '');
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function countElements(xml: Buffer, open: string): number {
  const needle = Buffer.from(open);
  let count = 0;
  for (let at = xml.indexOf(needle); at !== -1; at = xml.indexOf(needle, at + needle.length)) {
    const next = xml[at + needle.length];
    if (next === 0x3e || next === 0x20 || next === 0x2f) count++; // '>', ' ', '/'
  }
  return count;
}

function workbookXml(date1904: boolean): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    (date1904 ? '<workbookPr date1904="1"/>' : '') +
    '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>'
  );
}

const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ' +
  'Target="worksheets/sheet1.xml"/></Relationships>';

const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';
