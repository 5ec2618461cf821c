import { cleanText, dateText, headerKey, type ImportColumn, type ImportRow, matchHeaders } from './xlsx-import.ts';

/**
 * Rows pasted from Excel or Google Sheets, read into the same `ImportRow`s as an uploaded sheet, so
 * one set of checks serves both.
 *
 * A copied range is tab-separated text, one row a line (`\r\n` from Excel on Windows, `\n` elsewhere).
 * A cell holding a tab, a line break or a quote comes wrapped in quotes with inner quotes doubled
 * (`"บ้านเลขที่ 1\nซอย 2"`); a quote inside an unquoted cell is text. Text without a single tab is
 * read as comma-separated (a CSV opened in a text editor). Blank lines (trailing ones too) are skipped.
 *
 * The first row with anything in it is a header row when one of its cells is a column's header or
 * alias (Thai or English, `*` and case ignored): the columns are then found by their headers, in any
 * order. Otherwise every row is read in the template's column order. `rowNumber` is the line the row
 * starts on, so an error says "แถวที่ 3" of what the person pasted. Date columns read as the
 * uploaded sheet's do: `15/03/2535`, `15 มี.ค. 2535` and `1992-03-15` are all `1992-03-15`.
 */
export function readPastedRows(text: string, columns: ImportColumn[]): ImportRow[] {
  const records = splitRecords(text, text.includes('\t') || !text.includes(',') ? '\t' : ',')
    .map((record) => ({ line: record.line, cells: record.cells.map(cleanText) }))
    .filter((record) => record.cells.some((cell) => cell !== null));
  const first = records[0];
  if (!first) return [];

  const known = new Set(columns.flatMap((column) => [column.header, ...(column.aliases ?? [])].map(headerKey)));
  const isHeader = first.cells.some((cell) => cell !== null && known.has(headerKey(cell)));
  const byPosition = isHeader
    ? matchHeaders(new Map(first.cells.flatMap((cell, index) => (cell === null ? [] : [[index + 1, cell]]))), columns)
    : new Map(columns.map((column, index) => [index + 1, column]));

  return records.slice(isHeader ? 1 : 0).map((record) => {
    const cells: Record<string, string | null> = Object.fromEntries(columns.map((column) => [column.key, null]));
    record.cells.forEach((cell, index) => {
      const column = byPosition.get(index + 1);
      if (column) cells[column.key] = dateText(cell, column.format === 'date');
    });
    return { rowNumber: record.line, cells };
  });
}

type PastedRecord = { line: number; cells: string[] };

/** The records of delimited text, each with the 1-based line it starts on; quotes as spreadsheets write them. */
function splitRecords(text: string, delimiter: string): PastedRecord[] {
  const records: PastedRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let at = 0;
  let cellStart = true;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellStart = true;
  };
  const endRecord = () => {
    endCell();
    records.push({ line: recordLine, cells });
    cells = [];
    recordLine = line;
  };

  while (at < text.length) {
    const char = text[at] as string;
    if (cellStart && char === '"') {
      const quoted = readQuoted(text, at);
      if (quoted) {
        cell += quoted.value;
        line += quoted.lineBreaks;
        at = quoted.end;
        cellStart = false;
        continue;
      }
      // An opening quote never closed: the quote is text, as Excel reads it.
    }
    cellStart = false;
    if (char === delimiter) {
      endCell();
      at += 1;
    } else if (char === '\r' || char === '\n') {
      at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
      line += 1;
      endRecord();
    } else {
      cell += char;
      at += 1;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** A quoted cell from `start` (its opening quote): its text, where reading goes on, and the line breaks inside. */
function readQuoted(text: string, start: number): { value: string; end: number; lineBreaks: number } | null {
  let value = '';
  let lineBreaks = 0;
  let at = start + 1;
  while (at < text.length) {
    const char = text[at] as string;
    if (char === '"') {
      if (text[at + 1] === '"') {
        value += '"';
        at += 2;
        continue;
      }
      return { value, end: at + 1, lineBreaks };
    }
    if (char === '\n' || (char === '\r' && text[at + 1] !== '\n')) lineBreaks += 1;
    value += char;
    at += 1;
  }
  return null;
}
