/**
 * One file on purpose: the reader's cases (filled-in sheets, refused sheets), the template it reads
 * and plainNumber share the columns and workbook builder below; its length is cases.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  inlineSheet,
  sharedStringsXml,
  sheetXml,
  stylesXml,
  workbookEntries,
  zipEntry,
} from './xlsx-fixtures.ts';
import { IMPORT_LIMITS, type ImportColumn, isExampleRow, plainNumber, readImportSheet } from './xlsx-import.ts';
import { buildImportTemplate } from './xlsx-template.ts';

const refusal = (code: string, status: number) => expect.objectContaining({ name: 'AppError', code, status });
/** EXCEL_UNSAFE for this reason, so no other check refuses it by luck. */
const unsafeFor = (reason: RegExp) =>
  expect.objectContaining({
    code: 'EXCEL_UNSAFE',
    status: 400,
    cause: expect.objectContaining({ message: expect.stringMatching(reason) }),
  });

const TITLES = ['นาย', 'นาง', 'นางสาว', 'เด็กชาย', 'เด็กหญิง', 'Mr.', 'Mrs.', 'Ms.', 'Miss'] as const;

const columns: ImportColumn[] = [
  { key: 'title', header: 'คำนำหน้า', required: true, example: 'นาย', list: TITLES },
  { key: 'firstName', header: 'ชื่อ', required: true, example: 'สมชาย' },
  { key: 'lastName', header: 'นามสกุล', required: true, example: 'ใจดี' },
  {
    key: 'idNumber',
    header: 'เลขประจำตัวประชาชน',
    aliases: ['ID number', 'เลขบัตรประชาชน'],
    required: true,
    example: '1101700230705',
    format: 'text',
    hint: 'ตัวเลข 13 หลัก ไม่ต้องมีขีด',
  },
  { key: 'birthDate', header: 'วันเกิด', required: false, example: '23/11/2530', format: 'date' },
  { key: 'weight', header: 'น้ำหนัก (กก.)', required: false, example: 65.5 },
  { key: 'note', header: 'หมายเหตุ', required: false, example: 'แพ้ยาเพนิซิลลิน' },
];

async function workbookBuffer(fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('ผู้เข้าตรวจ'), workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readImportSheet on a filled-in workbook', () => {
  it('finds shuffled headers and turns every kind of cell into trimmed text', async () => {
    const bytes = await workbookBuffer((sheet) => {
      sheet.addRow([' ID Number ', 'คอลัมน์ที่ไม่รู้จัก', 'นามสกุล *', 'วันเกิด', 'ชื่อ', 'คำนำหน้า', 'น้ำหนัก (กก.)', 'หมายเหตุ']);
      // A 13-digit id typed as a number, a real date cell, a formula with its cached result.
      sheet.addRow([
        1101700230705,
        'ไม่ใช้',
        '  ใจดี ',
        new Date(Date.UTC(1987, 10, 23)),
        'สมชาย',
        'นาย',
        0.1 + 0.2,
        null,
      ]);
      sheet.getCell('H2').value = { formula: 'B2&"!"', result: 'ไม่ใช้!' };
      sheet.addRow([]); // blank
      sheet.addRow(['   ', null, '\u200b']); // only spaces: blank too
      sheet.addRow([
        '3100600123452',
        null,
        { richText: [{ text: 'รักษ์' }, { text: 'ไทย', font: { bold: true } }] },
        '23 พ.ย. 2569',
        { text: 'สมหญิง', hyperlink: 'https://example.com' },
        'นางสาว',
        { formula: '1/0', result: { error: '#DIV/0!' } },
        true,
      ]);
      sheet.addRow(['1103700012347', null, 'มีสูตร', 46349, 'ทดสอบ', 'นาย', { formula: '60+5.5' }, { error: '#N/A' }]);
      sheet.addRow([
        '1103700012355',
        null,
        'วันที่จากสูตร',
        { formula: 'DATE(2026,11,23)', result: new Date(Date.UTC(2026, 10, 23)) },
        'สูตร',
        'นาย',
        1234567890123456,
        false,
      ]);
      sheet.getCell('D7').numFmt = 'dd/mm/yyyy';
    });

    const rows = await readImportSheet(bytes, columns);

    expect(rows).toEqual([
      {
        rowNumber: 2,
        cells: {
          title: 'นาย',
          firstName: 'สมชาย',
          lastName: 'ใจดี',
          idNumber: '1101700230705',
          birthDate: '1987-11-23',
          weight: '0.3',
          note: 'ไม่ใช้!',
        },
      },
      {
        rowNumber: 5,
        cells: {
          title: 'นางสาว',
          firstName: 'สมหญิง',
          lastName: 'รักษ์ไทย',
          idNumber: '3100600123452',
          birthDate: '2026-11-23',
          weight: null,
          note: 'TRUE',
        },
      },
      {
        rowNumber: 6,
        cells: {
          title: 'นาย',
          firstName: 'ทดสอบ',
          lastName: 'มีสูตร',
          idNumber: '1103700012347',
          birthDate: '2026-11-23', // serial 46349 in a date column
          weight: null, // a formula without a cached value is never evaluated
          note: null, // #N/A
        },
      },
      {
        rowNumber: 7,
        cells: {
          title: 'นาย',
          firstName: 'สูตร',
          lastName: 'วันที่จากสูตร',
          idNumber: '1103700012355',
          birthDate: '2026-11-23',
          weight: '1234567890123460', // Excel keeps 15 significant digits
          note: 'FALSE',
        },
      },
    ]);
  });

  it('reads a number that only a Thai-locale format shows as a date, in a 1904-based workbook', async () => {
    // numFmtId 71 is a built-in Thai date format (ว/ด/ปปปป) that exceljs does not know.
    const sheet = sheetXml(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>5</v></c><c r="B2" t="s"><v>6</v></c><c r="C2" t="s"><v>7</v></c>' +
        '<c r="D2" t="str"><v>1101700230705</v></c><c r="E2" s="1"><v>44887</v></c></row>',
    );
    const bytes = buildZip(
      workbookEntries({
        sheets: [{ name: 'S', xml: sheet }],
        sharedStrings: sharedStringsXml(['คำนำหน้า', 'ชื่อ', 'นามสกุล', 'เลขประจำตัวประชาชน', 'วันเกิด', 'นาย', 'ก', 'ข']),
        styles: stylesXml([0, 71]),
        date1904: true,
      }),
    );
    const [row] = await readImportSheet(bytes, columns);
    expect(row?.cells.birthDate).toBe('2026-11-23'); // 44887 days after 1 Jan 1904
  });

  it('reads the first visible sheet', async () => {
    const hidden = inlineSheet([['อื่น'], ['ไม่ใช่']]);
    const visible = inlineSheet([
      ['คำนำหน้า', 'ชื่อ', 'นามสกุล', 'เลขประจำตัวประชาชน'],
      ['นาง', 'มานี', 'มีนา', '1101700230705'],
    ]);
    const entries = workbookEntries({
      sheets: [
        { name: 'ซ่อน', xml: hidden, state: 'hidden' },
        { name: 'ข้อมูล', xml: visible },
      ],
    });
    const rows = await readImportSheet(buildZip(entries), columns);
    expect(rows).toEqual([
      expect.objectContaining({ rowNumber: 2, cells: expect.objectContaining({ firstName: 'มานี' }) }),
    ]);
  });

  it('reads inline strings and parts written with data descriptors', async () => {
    const entries = workbookEntries({
      sheets: [
        {
          name: 'S',
          xml: inlineSheet([
            ['ชื่อ', 'คำนำหน้า', 'นามสกุล', 'เลขบัตรประชาชน'],
            ['สมศรี', 'นาง', 'ดีใจ', '1101700230705'],
          ]),
        },
      ],
    }).map((entry) => ({ ...entry, dataDescriptor: true }));
    const [row] = await readImportSheet(buildZip(entries), columns);
    expect(row?.cells).toMatchObject({ firstName: 'สมศรี', title: 'นาง', idNumber: '1101700230705' });
  });

  it('reads 5,000 rows × 20 columns', async () => {
    const wide: ImportColumn[] = Array.from({ length: 20 }, (_, index) => ({
      key: `c${index}`,
      header: `คอลัมน์ ${index + 1}`,
      required: index < 5,
      example: 'x',
    }));
    // Written as Excel writes it (shared strings, numbers as numbers) but without exceljs's writer,
    // which would take longer than the read under test.
    const strings: string[] = [];
    const cell = (ref: string, value: string | number) => {
      if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
      strings.push(value);
      return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
    };
    const letter = (index: number) => String.fromCharCode(65 + index);
    const sheetRows = [
      `<row r="1">${wide.map((column, index) => cell(`${letter(index)}1`, column.header)).join('')}</row>`,
    ];
    for (let row = 0; row < 5000; row++) {
      const values = wide.map((_, index) =>
        index === 0 ? 1100000000000 + row : `ข้อความ ${row}-${index} นายสมชาย ใจดี`,
      );
      sheetRows.push(
        `<row r="${row + 2}">${values.map((value, index) => cell(`${letter(index)}${row + 2}`, value)).join('')}</row>`,
      );
    }
    const bytes = buildZip(
      workbookEntries({
        sheets: [{ name: 'S', xml: sheetXml(sheetRows.join('')) }],
        sharedStrings: sharedStringsXml(strings),
      }),
    );
    const rows = await readImportSheet(bytes, wide);
    expect(rows).toHaveLength(5000);
    expect(rows.at(-1)).toEqual({
      rowNumber: 5001,
      cells: expect.objectContaining({ c0: '1100000004999', c19: 'ข้อความ 4999-19 นายสมชาย ใจดี' }),
    });
  });
});

describe('readImportSheet refuses sheets it cannot import', () => {
  const header = ['คำนำหน้า', 'ชื่อ', 'นามสกุล', 'เลขประจำตัวประชาชน'];
  const person = ['นาย', 'สมชาย', 'ใจดี', '1101700230705'];

  it('5,001 data rows: 413 naming the limit', async () => {
    const bytes = await workbookBuffer((sheet) => {
      sheet.addRow(header);
      for (let index = 0; index < 5001; index++) sheet.addRow(person);
    });
    const refused = readImportSheet(bytes, columns);
    await expect(refused).rejects.toEqual(refusal('EXCEL_TOO_MANY_ROWS', 413));
    await expect(refused).rejects.toThrow('5,000');
  });

  it('a smaller limit when the caller sets one; blank rows do not count', async () => {
    const bytes = await workbookBuffer((sheet) => {
      sheet.addRows([header, person, [], person, person]);
    });
    await expect(readImportSheet(bytes, columns, { maxRows: 3 })).resolves.toHaveLength(3);
    await expect(readImportSheet(bytes, columns, { maxRows: 2 })).rejects.toEqual(refusal('EXCEL_TOO_MANY_ROWS', 413));
  });

  it('missing required headers: 400 naming them in Thai', async () => {
    const bytes = await workbookBuffer((sheet) => {
      sheet.addRows([
        ['ชื่อ', 'วันเกิด'],
        ['สมชาย', '23/11/2530'],
      ]);
    });
    const refused = readImportSheet(bytes, columns);
    await expect(refused).rejects.toEqual(refusal('EXCEL_WRONG_HEADERS', 400));
    await expect(refused).rejects.toThrow('คำนำหน้า, นามสกุล, เลขประจำตัวประชาชน');
  });

  it('headers that are not on row 1 (a title row above them)', async () => {
    const bytes = await workbookBuffer((sheet) => {
      sheet.addRows([['รายชื่อผู้เข้าตรวจ บริษัท ตัวอย่าง จำกัด'], header, person]);
    });
    await expect(readImportSheet(bytes, columns)).rejects.toEqual(refusal('EXCEL_WRONG_HEADERS', 400));
  });

  it('an empty sheet, and headers without data: 400', async () => {
    const empty = await workbookBuffer(() => {});
    await expect(readImportSheet(empty, columns)).rejects.toEqual(refusal('EXCEL_EMPTY', 400));
    const headersOnly = await workbookBuffer((sheet) => {
      sheet.addRows([header, [], ['  ']]);
    });
    await expect(readImportSheet(headersOnly, columns)).rejects.toEqual(refusal('EXCEL_EMPTY', 400));
  });

  it('a file over 10 MB: 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.writeUInt32LE(0x04034b50, 0);
    await expect(readImportSheet(big, columns)).rejects.toEqual(refusal('EXCEL_TOO_LARGE', 413));
  });

  it('anything the container check refuses, before exceljs sees it', async () => {
    await expect(readImportSheet(Buffer.from('a,b\n1,2\n'), columns)).rejects.toEqual(refusal('EXCEL_NOT_XLSX', 415));
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${inlineSheet([header])}`;
    await expect(
      readImportSheet(buildZip(workbookEntries({ sheets: [{ name: 'S', xml: xxe }] })), columns),
    ).rejects.toEqual(refusal('EXCEL_UNSAFE', 400));
  });

  it('a hand-made sheet exceljs cannot read: 400, never a crash', async () => {
    const broken = sheetXml('<row><c t="inlineStr"><is><t>ชื่อ</t></is></c></row>');
    await expect(
      readImportSheet(buildZip(workbookEntries({ sheets: [{ name: 'S', xml: broken }] })), columns),
    ).rejects.toEqual(refusal('EXCEL_UNSAFE', 400));
  });

  it('rows wider, or shared strings more, than the scan budget: 400', async () => {
    // A styled cell in the last column (XFD) makes exceljs lay out the whole 16,384-cell row.
    const rows = Array.from(
      { length: Math.ceil(IMPORT_LIMITS.maxScannedCells / 16_384) + 1 },
      (_, index) => `<row r="${index + 1}"><c r="XFD${index + 1}" s="1"/></row>`,
    );
    const wide = buildZip(
      workbookEntries({ sheets: [{ name: 'S', xml: sheetXml(rows.join('')) }], styles: stylesXml([0, 0]) }),
    );
    await expect(readImportSheet(wide, columns)).rejects.toEqual(unsafeFor(/too many rows and cells/));

    // Distinct strings, so the part is not refused earlier for its compression ratio.
    const strings = `<sst xmlns="x">${Array.from({ length: IMPORT_LIMITS.maxScannedCells + 1 }, (_, index) => `<si><t>${index.toString(36)}</t></si>`).join('')}</sst>`;
    const padded = buildZip(
      workbookEntries({ sheets: [{ name: 'S', xml: inlineSheet([header, person]) }], sharedStrings: strings }),
    );
    await expect(readImportSheet(padded, columns)).rejects.toEqual(unsafeFor(/too many shared strings/));
  });

  it('a workbook whose only sheet part is missing: 400', async () => {
    const entries = workbookEntries({ sheets: [{ name: 'S', xml: inlineSheet([header]) }] }).filter(
      (entry) => !entry.name.startsWith('xl/worksheets/'),
    );
    await expect(readImportSheet(buildZip(entries), columns)).rejects.toEqual(unsafeFor(/worksheet part missing/));
  });

  it('never answers anything but our errors for a damaged file', async () => {
    const good = buildZip(workbookEntries({ sheets: [{ name: 'S', xml: inlineSheet([header, person]) }] }));
    for (let at = 0; at < good.length; at += 37) {
      const damaged = Buffer.from(good);
      damaged[at] = (damaged[at] ?? 0) ^ 0xff;
      await readImportSheet(damaged, columns).then(
        (rows) => expect(rows).toBeInstanceOf(Array),
        (error) => expect(error).toMatchObject({ name: 'AppError' }),
      );
    }
    // A Zip entry plus junk, for good measure.
    await expect(readImportSheet(buildZip([zipEntry('x', 'y')]), columns)).rejects.toMatchObject({ name: 'AppError' });
  });
});

describe('buildImportTemplate', () => {
  const template = () =>
    buildImportTemplate({
      sheetName: 'ผู้เข้าตรวจ',
      columns: [
        ...columns,
        {
          key: 'clinic',
          header: 'สาขา',
          required: false,
          example: 'สาขาที่ 1',
          list: Array.from({ length: 40 }, (_, index) => `คลินิกตัวอย่าง สาขาที่ ${index + 1}`),
        },
      ],
      instructions: ['หนึ่งแถวต่อผู้เข้าตรวจหนึ่งคน'],
    });

  it('writes the form people fill in', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template()) as unknown as ArrayBuffer);
    const [sheet, instructions, lists] = workbook.worksheets;
    if (!sheet || !instructions || !lists) throw new Error('three sheets expected');

    expect(sheet.name).toBe('ผู้เข้าตรวจ');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A1').text).toBe('คำนำหน้า *');
    expect(sheet.getCell('E1').text).toBe('วันเกิด');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('D1').note).toBeTruthy(); // the hint
    // The example row: grey, with a note that it may be overwritten or deleted.
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'นาย',
      'สมชาย',
      'ใจดี',
      '1101700230705',
      '23/11/2530',
      65.5,
      'แพ้ยาเพนิซิลลิน',
      'สาขาที่ 1',
    ]);
    expect(sheet.getCell('B2').font?.color?.argb).toBe('FF8C8C8C');
    const note = sheet.getCell('A2').note;
    expect(typeof note === 'string' ? note : note.texts?.map((run) => run.text).join('')).toContain('ลบ');
    // Id numbers and dates stay text, so Excel keeps leading zeros and does not guess dates.
    expect(sheet.getColumn(4).numFmt).toBe('@');
    expect(sheet.getColumn(5).numFmt).toBe('@');
    expect(sheet.getColumn(2).numFmt).toBeUndefined();
    expect(sheet.getColumn(4).width).toBeGreaterThan(12);
    // Drop-downs on every data row: inline when short, from the hidden sheet when long.
    expect(sheet.getCell('A2').dataValidation).toMatchObject({ type: 'list', formulae: [`"${TITLES.join(',')}"`] });
    expect(sheet.getCell('A5001').dataValidation).toMatchObject({ type: 'list' });
    expect(sheet.getCell('A5002').dataValidation).toBeUndefined();
    expect(sheet.getCell('H5001').dataValidation).toMatchObject({ type: 'list', formulae: ["'รายการ'!$H$1:$H$40"] });
    expect(lists).toMatchObject({ name: 'รายการ', state: 'veryHidden' });
    expect(lists.getCell('H40').value).toBe('คลินิกตัวอย่าง สาขาที่ 40');

    expect(instructions.name).toBe('คำอธิบาย');
    const text = instructions
      .getSheetValues()
      .flat()
      .filter((value) => typeof value === 'string')
      .join('\n');
    expect(text).toContain('หนึ่งแถวต่อผู้เข้าตรวจหนึ่งคน');
    expect(text).toContain('5,000');
    expect(text).toContain('ตัวเลข 13 หลัก ไม่ต้องมีขีด');
    expect(text).toContain('เลือกจาก: นาย, นาง');
  });

  it('reads back what a person typed into it', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('ผู้เข้าตรวจ');
    if (!sheet) throw new Error('sheet expected');
    // Typed cell by cell over the example row, then more rows. A typed id with a leading 0
    // (a non-Thai person's number) stays whole because the column is text.
    const type = (rowNumber: number, values: ExcelJS.CellValue[]) => {
      values.forEach((value, index) => {
        sheet.getCell(rowNumber, index + 1).value = value;
      });
    };
    type(2, ['นาง', 'มานี', 'มีนา', '0012345678901', '5/3/2531', 52, null, 'คลินิกตัวอย่าง สาขาที่ 40']);
    type(3, ['Mr.', 'John', 'Smith', '1101700230705', '1990-01-31', '70.25', 'ไม่มี']);
    type(4, ['เด็กหญิง', 'ฝน', 'ตกหนัก', '1101700230713', new Date(Date.UTC(2015, 5, 1))]);

    const rows = await readImportSheet(Buffer.from(await workbook.xlsx.writeBuffer()), columns);

    expect(rows).toEqual([
      {
        rowNumber: 2,
        cells: {
          title: 'นาง',
          firstName: 'มานี',
          lastName: 'มีนา',
          idNumber: '0012345678901',
          birthDate: '1988-03-05',
          weight: '52',
          note: null,
        },
      },
      {
        rowNumber: 3,
        cells: {
          title: 'Mr.',
          firstName: 'John',
          lastName: 'Smith',
          idNumber: '1101700230705',
          birthDate: '1990-01-31',
          weight: '70.25',
          note: 'ไม่มี',
        },
      },
      {
        rowNumber: 4,
        cells: {
          title: 'เด็กหญิง',
          firstName: 'ฝน',
          lastName: 'ตกหนัก',
          idNumber: '1101700230713',
          birthDate: '2015-06-01',
          weight: null,
          note: null,
        },
      },
    ]);
  });

  it('leaves the untouched example row in, marked so the import can warn', async () => {
    const rows = await readImportSheet(await template(), columns);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cells).toMatchObject({ idNumber: '1101700230705', birthDate: '1987-11-23', weight: '65.5' });
    expect(isExampleRow(rows[0] as never, columns)).toBe(true);
    expect(isExampleRow({ rowNumber: 2, cells: { ...rows[0]?.cells, firstName: 'มานี' } }, columns)).toBe(false);
  });
});

describe('plainNumber', () => {
  it.each([
    [1101700230705, '1101700230705'],
    [0.1 + 0.2, '0.3'],
    [1e21, '1000000000000000000000'],
    [-1.5e-7, '-0.00000015'],
    [12.5, '12.5'],
    [-0, '0'],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d → %j', (value, text) => {
    expect(plainNumber(value)).toBe(text);
  });
});
