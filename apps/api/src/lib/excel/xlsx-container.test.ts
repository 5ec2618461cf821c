import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertSafeXlsx, inspectXlsx, XLSX_CONTAINER_LIMITS } from './xlsx-container.ts';
import {
  buildZip,
  inlineSheet,
  type RawEntry,
  sharedStringsXml,
  sheetXml,
  storedEntry,
  workbookEntries,
  zeroBombEntry,
  zipEntry,
} from './xlsx-fixtures.ts';

/** The AppError a call must throw: its code and HTTP status. */
const refusal = (code: string, status: number) => expect.objectContaining({ name: 'AppError', code, status });
/** Refused with this code, and (for crafted files) for this reason, so no other check passes it by luck. */
const refuses = (bytes: Buffer, code: string, status: number, reason?: RegExp) => {
  let thrown: unknown;
  try {
    assertSafeXlsx(bytes);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toEqual(refusal(code, status));
  if (reason) expect(String((thrown as Error).cause)).toMatch(reason);
};

const NOT_XLSX = ['EXCEL_NOT_XLSX', 415] as const;
const UNSAFE = ['EXCEL_UNSAFE', 400] as const;

const plainSheet = () => [{ name: 'ผู้เข้าตรวจ', xml: inlineSheet([['ชื่อ'], ['สมชาย']]) }];
const workbook = (extra: RawEntry[] = []) => workbookEntries({ sheets: plainSheet(), extra });

let excelWorkbook: Buffer;

beforeAll(async () => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('ผู้เข้าตรวจ').addRows([
    ['ชื่อ', 'นามสกุล'],
    ['สมชาย', 'ใจดี'],
  ]);
  excelWorkbook = Buffer.from(await book.xlsx.writeBuffer());
});

describe('assertSafeXlsx lets real workbooks through', () => {
  it('accepts a workbook written by exceljs and lists its parts', () => {
    expect(() => assertSafeXlsx(excelWorkbook)).not.toThrow();
    const container = inspectXlsx(excelWorkbook);
    expect([...container.entries.keys()]).toEqual(
      expect.arrayContaining(['[content_types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
  });

  it('accepts parts written with data descriptors (Apache POI, Java ZipOutputStream)', () => {
    const entries = workbook().map((entry) => ({ ...entry, dataDescriptor: true }));
    expect(() => assertSafeXlsx(buildZip(entries))).not.toThrow();
  });

  it('accepts stored (uncompressed) parts', () => {
    expect(() => assertSafeXlsx(buildZip(workbook().map(storedEntry)))).not.toThrow();
  });
});

describe('assertSafeXlsx refuses what is not an .xlsx (415)', () => {
  it('a PDF renamed .xlsx', () => {
    refuses(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'.repeat(3)), ...NOT_XLSX);
  });

  it('a PNG renamed .xlsx', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    refuses(png, ...NOT_XLSX);
  });

  it('a CSV renamed .xlsx', () => {
    refuses(Buffer.from('ชื่อ,นามสกุล,เลขประจำตัวประชาชน\nสมชาย,ใจดี,1101700230705\n'), ...NOT_XLSX);
  });

  it('an old .xls (or a password-protected .xlsx): an OLE compound file', () => {
    const ole = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    refuses(ole, ...NOT_XLSX);
  });

  it('an empty file', () => {
    refuses(Buffer.alloc(0), ...NOT_XLSX);
  });

  it('a plain ZIP without a workbook', () => {
    refuses(buildZip([zipEntry('hello.txt', 'สวัสดี'), zipEntry('data.csv', 'a,b\n1,2\n')]), ...NOT_XLSX);
  });

  it('a Word document (an OOXML package, but no workbook)', () => {
    const docx = [
      zipEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
      zipEntry('word/document.xml', '<?xml version="1.0"?><document/>'),
    ];
    refuses(buildZip(docx), ...NOT_XLSX);
  });

  it('a macro-enabled workbook (.xlsm with vbaProject.bin)', () => {
    refuses(buildZip(workbook([zipEntry('xl/vbaProject.bin', Buffer.alloc(2048, 7))])), ...NOT_XLSX);
  });
});

describe('assertSafeXlsx refuses crafted archives (400)', () => {
  it('a zip bomb: 200 MB of zeros deflated into one part (~200 KB)', async () => {
    const bomb = await zeroBombEntry('xl/worksheets/sheet2.xml', 200);
    expect(bomb.compressed.length).toBeLessThan(300_000);
    refuses(buildZip(workbook([bomb])), ...UNSAFE, /total size/);
  });

  it('a part compressed more than 100:1 even though the total stays under 100 MB', async () => {
    const bomb = await zeroBombEntry('xl/media/image1.png', 20);
    refuses(buildZip(workbook([bomb])), ...UNSAFE, /compression ratio/);
  });

  it('a header that lies about the size: inflating stops at the declared size', async () => {
    const bomb = await zeroBombEntry('xl/worksheets/sheet2.xml', 50);
    refuses(
      buildZip(workbook([{ ...bomb, size: 1000 }])),
      ...UNSAFE,
      /ERR_BUFFER_TOO_LARGE|larger than|inflates to another size/i,
    );
  });

  it('a part whose CRC does not match its content', () => {
    const [first, ...rest] = workbook();
    refuses(buildZip([{ ...(first as RawEntry), crc: 12345 }, ...rest]), ...UNSAFE, /CRC/);
  });

  it('more parts than any workbook has', () => {
    const many = Array.from({ length: XLSX_CONTAINER_LIMITS.maxEntries }, (_, index) =>
      zipEntry(`xl/media/image${index}.png`, 'x'),
    );
    refuses(buildZip(workbook(many)), ...UNSAFE, /entries/);
  });

  it('an encrypted part', () => {
    refuses(buildZip(workbook([zipEntry('xl/secret.xml', '<x/>', { flags: 0x0001 })])), ...UNSAFE, /encrypted/);
  });

  it.each(['../../etc/passwd', '/xl/abs.xml', 'xl\\..\\evil.xml', 'C:/evil.xml', 'xl//double.xml', 'xl/./dot.xml'])(
    'a part named %j',
    (name) => {
      refuses(buildZip(workbook([zipEntry(name, '<x/>')])), ...UNSAFE, /part name/);
    },
  );

  it('the same part twice (one parser would read the first, another the last)', () => {
    const sheet = zipEntry('XL/Worksheets/Sheet1.xml', sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>'));
    refuses(buildZip(workbook([sheet])), ...UNSAFE, /duplicate/);
  });

  it('a ZIP64 archive', () => {
    refuses(buildZip(workbook(), { zip64: true }), ...UNSAFE, /ZIP64/);
  });

  it('a truncated upload', () => {
    const whole = buildZip(workbook());
    refuses(whole.subarray(0, Math.floor(whole.length * 0.7)), ...UNSAFE, /end of central directory/);
  });

  it('data hidden between the parts and the central directory', () => {
    const whole = buildZip(workbook());
    const start = whole.readUInt32LE(whole.length - 6);
    const hidden = Buffer.concat([whole.subarray(0, start), Buffer.from('hidden'), whole.subarray(start)]);
    hidden.writeUInt32LE(start + 6, hidden.length - 6);
    refuses(hidden, ...UNSAFE, /central directory out of place|data between/);
  });

  it('a local header that names another part than the central directory', () => {
    const whole = buildZip(workbook());
    const at = whole.indexOf('xl/workbook.xml');
    whole.write('xl/workbook.xmm', at, 'latin1');
    refuses(whole, ...UNSAFE, /local header disagrees/);
  });

  it('a sheet with a DOCTYPE declaring an external entity (XXE)', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>';
    refuses(buildZip(workbookEntries({ sheets: [{ name: 'S', xml: xxe }] })), ...UNSAFE, /DTD/);
  });

  it('shared strings with a billion-laughs entity, in lower case', () => {
    const laughs =
      '<?xml version="1.0"?><!doctype sst [<!entity lol "lol"><!entity lol2 "&lol;&lol;&lol;&lol;">]>' +
      sharedStringsXml(['&lol2;']).replace(/^<\?xml[^>]*>/, '');
    const entries = workbookEntries({ sheets: plainSheet(), sharedStrings: laughs });
    refuses(buildZip(entries), ...UNSAFE, /DTD/);
  });

  it('XML in UTF-16, where an ASCII search for a DOCTYPE would be blind', () => {
    const utf16 = Buffer.from(`\ufeff${inlineSheet([['ชื่อ'], ['สมชาย']])}`, 'utf16le');
    refuses(buildZip(workbookEntries({ sheets: [{ name: 'S', xml: utf16 }] })), ...UNSAFE, /not UTF-8/);
  });

  it('lets comments and CDATA through', () => {
    const xml = inlineSheet([['ชื่อ'], ['สมชาย']]).replace('<sheetData>', '<!-- by hand --><sheetData>');
    expect(() => assertSafeXlsx(buildZip(workbookEntries({ sheets: [{ name: 'S', xml }] })))).not.toThrow();
  });
});

describe('assertSafeXlsx refuses files over 10 MB (413)', () => {
  it('checks the size before anything else', () => {
    refuses(Buffer.alloc(XLSX_CONTAINER_LIMITS.maxFileBytes + 1), 'EXCEL_TOO_LARGE', 413);
  });
});
