// Test fixtures: ZIP archives and minimal workbooks written byte by byte, so a test can build exactly
// the file it needs (a lying header, a DOCTYPE, a hidden first sheet) without a file on disk.
import { crc32, createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';

export type RawEntry = {
  name: string;
  method: 0 | 8;
  compressed: Buffer;
  crc: number;
  /** The uncompressed size written in the headers (a test may lie here). */
  size: number;
  flags?: number;
  /** Sizes and CRC after the data, as Java's ZipOutputStream and Apache POI write them. */
  dataDescriptor?: boolean;
};

export function zipEntry(name: string, data: Buffer | string, overrides: Partial<RawEntry> = {}): RawEntry {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return { name, method: 8, compressed: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length, ...overrides };
}

/** The same part, stored instead of deflated. */
export const storedEntry = (entry: RawEntry): RawEntry => ({
  ...entry,
  method: 0,
  compressed: entry.method === 0 ? entry.compressed : inflateRawSync(entry.compressed),
});

/** `megabytes` MiB of zeros, deflated as a stream (~200 KB for 200 MiB) so the test never holds it. */
export async function zeroBombEntry(name: string, megabytes: number): Promise<RawEntry> {
  const zeros = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.once('end', resolve));
  let crc = 0;
  for (let index = 0; index < megabytes; index++) {
    crc = crc32(zeros, crc);
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { name, method: 8, compressed: Buffer.concat(chunks), crc, size: megabytes * 1024 * 1024 };
}

export function buildZip(entries: RawEntry[], options: { zip64?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const flags = (entry.flags ?? 0) | (entry.dataDescriptor ? 0x0008 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    if (!entry.dataDescriptor) {
      local.writeUInt32LE(entry.crc, 14);
      local.writeUInt32LE(entry.compressed.length, 18);
      local.writeUInt32LE(entry.size, 22);
    }
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, entry.compressed);
    let length = local.length + name.length + entry.compressed.length;
    if (entry.dataDescriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.compressed.length, 8);
      descriptor.writeUInt32LE(entry.size, 12);
      chunks.push(descriptor);
      length += descriptor.length;
    }

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(flags, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressed.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += length;
  }
  const centralDirectory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : entries.length, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, centralDirectory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** A worksheet part around `<sheetData>` content. */
export const sheetXml = (sheetData: string) =>
  `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetData>${sheetData}</sheetData></worksheet>`;

/** A shared-strings part of plain strings. */
export const sharedStringsXml = (strings: string[]) =>
  `${XML_DECLARATION}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((text) => `<si><t xml:space="preserve">${text}</t></si>`)
    .join('')}</sst>`;

/** A styles part whose cellXfs are the given number-format ids (style index = array index). */
export const stylesXml = (numFmtIds: number[]) =>
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Tahoma"/></font></fonts>` +
  '<fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders>' +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${numFmtIds.length}">` +
  numFmtIds.map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`).join('') +
  '</cellXfs></styleSheet>';

export type MinimalSheet = { name: string; xml: string | Buffer; state?: 'hidden' | 'veryHidden' };

/**
 * The parts of a small workbook as Excel lays them out (sheets before shared strings), with the
 * workbook and relationship parts written out. `extra` entries are appended as they are.
 */
export function workbookEntries(options: {
  sheets: MinimalSheet[];
  sharedStrings?: string;
  styles?: string;
  date1904?: boolean;
  extra?: RawEntry[];
}): RawEntry[] {
  const { sheets } = options;
  const overrides = sheets
    .map(
      (_, index) =>
        `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const relationships = [
    ...sheets.map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
    ),
    options.sharedStrings
      ? `<Relationship Id="rIdS" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`
      : '',
    options.styles ? `<Relationship Id="rIdT" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` : '',
  ].join('');
  return [
    zipEntry(
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        `${overrides}</Types>`,
    ),
    zipEntry(
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    zipEntry(
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
        (options.date1904 ? '<workbookPr date1904="1"/>' : '') +
        `<sheets>${sheets
          .map(
            (sheet, index) =>
              `<sheet name="${sheet.name}" sheetId="${index + 1}"${sheet.state ? ` state="${sheet.state}"` : ''} r:id="rId${index + 1}"/>`,
          )
          .join('')}</sheets></workbook>`,
    ),
    zipEntry(
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
    ),
    ...sheets.map((sheet, index) => zipEntry(`xl/worksheets/sheet${index + 1}.xml`, sheet.xml)),
    ...(options.styles ? [zipEntry('xl/styles.xml', options.styles)] : []),
    ...(options.sharedStrings ? [zipEntry('xl/sharedStrings.xml', options.sharedStrings)] : []),
    ...(options.extra ?? []),
  ];
}

/** One sheet of inline-string rows; `null` leaves a cell out. Row numbers follow the array. */
export function inlineSheet(rows: Array<Array<string | null>>): string {
  const column = (index: number) => String.fromCharCode(65 + index);
  return sheetXml(
    rows
      .map(
        (cells, rowIndex) =>
          `<row r="${rowIndex + 1}">${cells
            .map((text, index) =>
              text === null ? '' : `<c r="${column(index)}${rowIndex + 1}" t="inlineStr"><is><t>${text}</t></is></c>`,
            )
            .join('')}</row>`,
      )
      .join(''),
  );
}
