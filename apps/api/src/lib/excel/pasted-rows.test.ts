import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { readPastedRows } from './pasted-rows.ts';
import type { ImportColumn } from './xlsx-import.ts';

const columns: ImportColumn[] = [
  { key: 'title', header: 'คำนำหน้า', aliases: ['title'], required: true, example: 'นาย' },
  { key: 'firstName', header: 'ชื่อ', aliases: ['first name'], required: true, example: 'สมชาย' },
  { key: 'idNumber', header: 'เลขประจำตัว', aliases: ['id number'], required: true, example: '1', format: 'text' },
  { key: 'birthDate', header: 'วันเกิด', aliases: ['date of birth'], required: false, example: '', format: 'date' },
];

const cells = (title: string | null, firstName: string | null, idNumber: string | null, birthDate: string | null) => ({
  title,
  firstName,
  idNumber,
  birthDate,
});

describe('readPastedRows', () => {
  it('reads tab-separated rows in the template order, each with the line it came from', () => {
    expect(readPastedRows('นาย\tสมชาย\t1101701234561\t15/03/2535\nนาง\tมาลี\t1234567890121\t', columns)).toEqual([
      { rowNumber: 1, cells: cells('นาย', 'สมชาย', '1101701234561', '1992-03-15') },
      { rowNumber: 2, cells: cells('นาง', 'มาลี', '1234567890121', null) },
    ]);
  });

  it('takes Windows line endings, blank lines between rows and trailing empty lines', () => {
    const rows = readPastedRows('นาย\tก\t1\r\n\r\n\t\t\t\r\nนาง\tข\t2\r\n\r\n\r\n', columns);
    expect(rows.map((row) => [row.rowNumber, row.cells.firstName])).toEqual([
      [1, 'ก'],
      [4, 'ข'],
    ]);
  });

  it('reads quoted cells as Google Sheets and Excel write them: tabs, line breaks and doubled quotes inside', () => {
    const text = 'นาย\t"สม""ชาย"""\t1\nนาย\t"สมชาย\nใจดี"\t2\nนาย\t"a\tb"\t3\nนาย\tส"ม\t4';
    const rows = readPastedRows(text, columns);
    expect(rows.map((row) => [row.rowNumber, row.cells.firstName, row.cells.idNumber])).toEqual([
      [1, 'สม"ชาย"', '1'],
      [2, 'สมชาย\nใจดี', '2'],
      [4, 'a\tb', '3'],
      [5, 'ส"ม', '4'],
    ]);
  });

  it('keeps an opening quote that is never closed as text', () => {
    expect(readPastedRows('นาย\t"สมชาย\t1', columns)[0]?.cells).toEqual(cells('นาย', '"สมชาย', '1', null));
  });

  it('finds a header row in Thai or English and reads the columns by it, in any order', () => {
    const thai = readPastedRows('เลขประจำตัว *\tชื่อ\tคำนำหน้า\n1101701234561\tสมชาย\tนาย', columns);
    expect(thai).toEqual([{ rowNumber: 2, cells: cells('นาย', 'สมชาย', '1101701234561', null) }]);
    const english = readPastedRows('Title\tFirst Name\tID Number\tDate of birth\nนาง\tมาลี\t2\t1990-05-17', columns);
    expect(english).toEqual([{ rowNumber: 2, cells: cells('นาง', 'มาลี', '2', '1990-05-17') }]);
  });

  it('refuses a header row that lacks a required column, naming it', () => {
    expect(() => readPastedRows('ชื่อ\tคำนำหน้า\nสมชาย\tนาย', columns)).toThrowError(/เลขประจำตัว/);
  });

  it('reads BE and CE dates, Thai month names and ISO dates; leaves unreadable ones for the checks to report', () => {
    const rows = readPastedRows(
      ['15/03/2535', '15/03/1992', '1992-03-15', '15 มี.ค. 2535', '31/02/2535']
        .map((date) => `นาย\tก\t1\t${date}`)
        .join('\n'),
      columns,
    );
    expect(rows.map((row) => row.cells.birthDate)).toEqual([
      '1992-03-15',
      '1992-03-15',
      '1992-03-15',
      '1992-03-15',
      '31/02/2535',
    ]);
  });

  it('reads comma-separated text when there is no tab at all', () => {
    expect(readPastedRows('นาย,"สมชาย, จูเนียร์",1', columns)[0]?.cells).toEqual(cells('นาย', 'สมชาย, จูเนียร์', '1', null));
  });

  it('answers no rows for blank text, and trims cells and zero-width spaces', () => {
    expect(readPastedRows(' \r\n\t\n', columns)).toEqual([]);
    expect(readPastedRows('  นาย \t\u200bสมชาย\u200b\t 1 ', columns)[0]?.cells).toEqual(
      cells('นาย', 'สมชาย', '1', null),
    );
  });

  it('never throws anything but our typed error, whatever is pasted', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('\t', '\n', '\r', '"', ',', 'ก', 'a', ' ', '1', 'ชื่อ') }),
        (text) => {
          try {
            const rows = readPastedRows(text, columns);
            for (const row of rows) expect(Object.keys(row.cells)).toEqual(columns.map((column) => column.key));
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
