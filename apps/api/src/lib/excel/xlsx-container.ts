import { crc32, inflateRawSync } from 'node:zlib';
import { AppError } from '../app-error.ts';

/**
 * An .xlsx is a ZIP. Everything here runs on the raw bytes before exceljs (JSZip / unzipper) inflates
 * anything, because those trust the archive's own size fields and exceljs has run out of memory on
 * crafted files (docs/security.md §5). Limits are deliberately far above any real workbook: the import
 * template is ~10 entries, and 5,000 rows × 20 columns of Thai text inflate to ~13 MB.
 */
export const XLSX_CONTAINER_LIMITS = {
  /** docs/product.md §7. */
  maxFileBytes: 10 * 1024 * 1024,
  /** docs/security.md §5; a workbook from Excel has 10–40. */
  maxEntries: 500,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 100,
  /** Small parts (styles, themes) legitimately compress beyond 100:1; only big ones can hurt. */
  ratioCheckedAboveBytes: 1024 * 1024,
} as const;

export type XlsxEntry = {
  /** The part name as stored, e.g. `xl/worksheets/sheet1.xml`. */
  name: string;
  method: 0 | 8;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the entry's compressed bytes in the file. */
  dataOffset: number;
};

export type XlsxContainer = {
  /** Entries by lower-cased name (OPC part names are case-insensitive); directories left out. */
  entries: ReadonlyMap<string, XlsxEntry>;
  /** The part's bytes, inflated with the declared size as a hard cap and checked against its CRC-32. */
  read(entry: XlsxEntry): Buffer;
};

const SIGNATURE = {
  localHeader: 0x04034b50,
  centralHeader: 0x02014b50,
  endOfCentralDirectory: 0x06054b50,
  zip64Locator: 0x07064b50,
  dataDescriptor: 0x08074b50,
} as const;

const FLAG = { encrypted: 0x0001, dataDescriptor: 0x0008, strongEncryption: 0x0040 } as const;
const ZIP64_EXTRA_FIELD = 0x0001;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_ZIP_COMMENT = 0xffff;

const notXlsx = () => new AppError('EXCEL_NOT_XLSX');
const unsafe = (reason: string) => new AppError('EXCEL_UNSAFE', { cause: new Error(reason) });

/**
 * Refuses anything that is not a plain, honest .xlsx before a parser sees it: too big (413), not a
 * ZIP or not a spreadsheet workbook or macro-enabled (415), or crafted (400): ZIP64, encryption,
 * odd part names, duplicate or overlapping entries, a declared size or ratio of a zip bomb, a part
 * that inflates to more than it declared, and XML with a DOCTYPE/ENTITY (external entities, billion
 * laughs). Every part is inflated once, one at a time, so this costs ~50 ms for a 5,000-row file.
 */
export function assertSafeXlsx(bytes: Buffer): void {
  inspectXlsx(bytes);
}

/** `assertSafeXlsx`, returning the checked container so a reader can take parts out of it. */
export function inspectXlsx(bytes: Buffer): XlsxContainer {
  const container = openXlsxContainer(bytes);
  for (const entry of container.entries.values()) {
    const data = container.read(entry);
    if (/\.(xml|rels|vml)$/i.test(entry.name)) assertPlainXml(data, entry.name);
  }
  return container;
}

/** Reads and checks the ZIP structure only; nothing is inflated. */
export function openXlsxContainer(bytes: Buffer): XlsxContainer {
  if (bytes.length > XLSX_CONTAINER_LIMITS.maxFileBytes) throw new AppError('EXCEL_TOO_LARGE');
  // A ZIP written by anything that writes .xlsx starts with its first local header. A PDF, PNG,
  // CSV, old .xls or password-protected .xlsx (both OLE compound files) do not.
  if (bytes.length < LOCAL_HEADER_SIZE + EOCD_SIZE || bytes.readUInt32LE(0) !== SIGNATURE.localHeader) {
    throw notXlsx();
  }

  const eocd = findEndOfCentralDirectory(bytes);
  const entries = readCentralDirectory(bytes, eocd);

  const byName = new Map<string, XlsxEntry>();
  for (const entry of entries) {
    if (!entry.name.endsWith('/')) byName.set(entry.name.toLowerCase(), entry);
  }
  if (!byName.has('[content_types].xml') || !byName.has('xl/workbook.xml')) throw notXlsx();
  // .xlsm / .xltm / .xlam: the macro project is a part of its own. We take no macro files at all.
  for (const name of byName.keys()) if (name.endsWith('vbaproject.bin')) throw notXlsx();

  return { entries: byName, read: (entry) => readEntry(bytes, entry) };
}

type EndOfCentralDirectory = { offset: number; entryCount: number; size: number; start: number };

function findEndOfCentralDirectory(bytes: Buffer): EndOfCentralDirectory {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_ZIP_COMMENT);
  for (let offset = bytes.length - EOCD_SIZE; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) !== SIGNATURE.endOfCentralDirectory) continue;
    // The real record is the one whose comment ends exactly at the end of the file; a signature
    // inside a comment is not.
    if (offset + EOCD_SIZE + bytes.readUInt16LE(offset + 20) !== bytes.length) continue;

    if (offset >= 20 && bytes.readUInt32LE(offset - 20) === SIGNATURE.zip64Locator) throw unsafe('ZIP64');
    const disk = bytes.readUInt16LE(offset + 4);
    const centralDirectoryDisk = bytes.readUInt16LE(offset + 6);
    const entriesOnDisk = bytes.readUInt16LE(offset + 8);
    const entryCount = bytes.readUInt16LE(offset + 10);
    const size = bytes.readUInt32LE(offset + 12);
    const start = bytes.readUInt32LE(offset + 16);
    if (entryCount === 0xffff || size === 0xffffffff || start === 0xffffffff) throw unsafe('ZIP64');
    if (disk !== 0 || centralDirectoryDisk !== 0 || entriesOnDisk !== entryCount) throw unsafe('multi-disk ZIP');
    if (entryCount > XLSX_CONTAINER_LIMITS.maxEntries) throw unsafe(`${entryCount} entries`);
    // The central directory ends where this record begins: no gap for hidden data, nothing outside.
    if (start + size !== offset) throw unsafe('central directory out of place');
    return { offset, entryCount, size, start };
  }
  // It began like a ZIP but has no end: truncated upload or not a ZIP after all.
  throw unsafe('no end of central directory');
}

type CentralEntry = XlsxEntry & { flags: number; localOffset: number; nameBytes: Buffer };

function readCentralDirectory(bytes: Buffer, eocd: EndOfCentralDirectory): XlsxEntry[] {
  const entries: CentralEntry[] = [];
  const seen = new Set<string>();
  let totalUncompressed = 0;
  let at = eocd.start;

  for (let index = 0; index < eocd.entryCount; index++) {
    if (at + CENTRAL_HEADER_SIZE > eocd.offset || bytes.readUInt32LE(at) !== SIGNATURE.centralHeader) {
      throw unsafe('broken central directory');
    }
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const nameStart = at + CENTRAL_HEADER_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > eocd.offset) throw unsafe('broken central directory');

    const nameBytes = bytes.subarray(nameStart, nameStart + nameLength);
    const name = partName(nameBytes);
    if (flags & (FLAG.encrypted | FLAG.strongEncryption)) throw unsafe(`encrypted entry ${name}`);
    if (method !== 0 && method !== 8) throw unsafe(`compression method ${method} in ${name}`);
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localOffset === 0xffffffff ||
      hasZip64Extra(bytes.subarray(nameStart + nameLength, nameStart + nameLength + extraLength))
    ) {
      throw unsafe('ZIP64');
    }
    if (method === 0 && compressedSize !== uncompressedSize) throw unsafe(`stored sizes differ in ${name}`);
    if (name.endsWith('/') && uncompressedSize > 0) throw unsafe(`directory ${name} carries data`);

    const key = name.toLowerCase();
    if (seen.has(key)) throw unsafe(`duplicate entry ${name}`);
    seen.add(key);

    totalUncompressed += uncompressedSize;
    if (totalUncompressed > XLSX_CONTAINER_LIMITS.maxTotalUncompressedBytes) throw unsafe('total size');
    if (
      uncompressedSize > XLSX_CONTAINER_LIMITS.ratioCheckedAboveBytes &&
      uncompressedSize > compressedSize * XLSX_CONTAINER_LIMITS.maxCompressionRatio
    ) {
      throw unsafe(`compression ratio of ${name}`);
    }

    entries.push({
      name,
      method,
      crc,
      compressedSize,
      uncompressedSize,
      flags,
      localOffset,
      nameBytes,
      dataOffset: 0,
    });
    at = next;
  }
  if (at !== eocd.offset) throw unsafe('central directory size mismatch');

  checkLocalRecords(bytes, entries, eocd.start);
  return entries;
}

/**
 * The local records must tile the file from byte 0 to the central directory, in order, each one
 * agreeing with its central entry. A streaming unzip (unzipper) reads local headers and a random-
 * access one (JSZip) reads the central directory; when both describe the same bytes, no part can
 * hide from one of them, and overlapping entries (the "non-recursive" zip bomb) are impossible.
 */
function checkLocalRecords(bytes: Buffer, entries: CentralEntry[], centralDirectoryStart: number): void {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  for (const entry of byOffset) {
    const at = entry.localOffset;
    if (at !== expected || at + LOCAL_HEADER_SIZE > centralDirectoryStart) throw unsafe('gap or overlap');
    if (bytes.readUInt32LE(at) !== SIGNATURE.localHeader) throw unsafe(`no local header for ${entry.name}`);
    const flags = bytes.readUInt16LE(at + 6);
    const method = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const nameStart = at + LOCAL_HEADER_SIZE;
    const dataOffset = nameStart + nameLength + extraLength;
    if (
      method !== entry.method ||
      (flags & FLAG.encrypted) !== 0 ||
      (flags & FLAG.dataDescriptor) !== (entry.flags & FLAG.dataDescriptor) ||
      !bytes.subarray(nameStart, nameStart + nameLength).equals(entry.nameBytes)
    ) {
      throw unsafe(`local header disagrees for ${entry.name}`);
    }
    if (hasZip64Extra(bytes.subarray(nameStart + nameLength, dataOffset))) throw unsafe('ZIP64');
    if (
      (flags & FLAG.dataDescriptor) === 0 &&
      (bytes.readUInt32LE(at + 14) !== entry.crc ||
        bytes.readUInt32LE(at + 18) !== entry.compressedSize ||
        bytes.readUInt32LE(at + 22) !== entry.uncompressedSize)
    ) {
      throw unsafe(`local sizes disagree for ${entry.name}`);
    }
    entry.dataOffset = dataOffset;
    expected = dataOffset + entry.compressedSize;
    if (expected > centralDirectoryStart) throw unsafe(`${entry.name} runs past the central directory`);
    if (flags & FLAG.dataDescriptor) expected = skipDataDescriptor(bytes, entry, expected, centralDirectoryStart);
  }
  if (expected !== centralDirectoryStart) throw unsafe('data between entries and central directory');
}

/** Writers that stream (Java's ZipOutputStream, Apache POI) put crc and sizes after the data. */
function skipDataDescriptor(bytes: Buffer, entry: CentralEntry, at: number, limit: number): number {
  const signed = at + 4 <= limit && bytes.readUInt32LE(at) === SIGNATURE.dataDescriptor;
  const fields = signed ? at + 4 : at;
  if (fields + 12 > limit) throw unsafe(`truncated data descriptor for ${entry.name}`);
  if (
    bytes.readUInt32LE(fields) !== entry.crc ||
    bytes.readUInt32LE(fields + 4) !== entry.compressedSize ||
    bytes.readUInt32LE(fields + 8) !== entry.uncompressedSize
  ) {
    throw unsafe(`data descriptor disagrees for ${entry.name}`);
  }
  return fields + 12;
}

function hasZip64Extra(extra: Buffer): boolean {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) === ZIP64_EXTRA_FIELD) return true;
  }
  return false;
}

/**
 * OPC part names are ASCII (anything else is percent-encoded), relative, without `.`/`..` segments.
 * Directory entries (trailing `/`) are allowed and ignored. We never write parts to disk, but a name
 * that could climb out of a folder marks a crafted file.
 */
function partName(nameBytes: Buffer): string {
  for (const byte of nameBytes) if (byte < 0x20 || byte > 0x7e) throw unsafe('non-ASCII or control part name');
  const name = nameBytes.toString('latin1');
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  if (
    name.length === 0 ||
    name.includes('\\') ||
    name.includes(':') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw unsafe(`part name ${JSON.stringify(name)}`);
  }
  return name;
}

function readEntry(bytes: Buffer, entry: XlsxEntry): Buffer {
  const raw = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let data: Buffer;
  if (entry.method === 0) {
    data = raw;
  } else {
    try {
      // The cap makes a header that lies about the size fail here, not in an out-of-memory crash.
      data = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      throw new AppError('EXCEL_UNSAFE', { cause: error });
    }
  }
  if (data.length !== entry.uncompressedSize) throw unsafe(`${entry.name} inflates to another size`);
  if (crc32(data) !== entry.crc) throw unsafe(`${entry.name} fails its CRC`);
  return data;
}

const MARKUP_DECLARATION = Buffer.from('<!');

/**
 * OOXML parts are UTF-8 XML without a document type. `<!` may only open a comment or CDATA; a
 * DOCTYPE, ENTITY, ELEMENT … in any letter case is refused. A NUL byte means UTF-16/32 text, where
 * the ASCII search below would be blind, and is never valid in XML anyway.
 */
function assertPlainXml(data: Buffer, name: string): void {
  if (data.includes(0)) throw unsafe(`${name} is not UTF-8 XML`);
  for (let at = data.indexOf(MARKUP_DECLARATION); at !== -1; at = data.indexOf(MARKUP_DECLARATION, at + 2)) {
    const after = data.toString('latin1', at + 2, at + 9);
    if (!after.startsWith('--') && !after.startsWith('[CDATA[')) throw unsafe(`${name} declares a DTD`);
  }
}

/**
 * A ZIP of stored (uncompressed) parts, as chunks to stream without copying the parts again. Used to
 * hand exceljs's streaming reader exactly the parts we checked, in the order it needs them.
 */
export function packStoredZip(parts: ReadonlyArray<readonly [name: string, data: Buffer]>): Buffer[] {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const nameBytes = Buffer.from(name, 'ascii');
    const crc = crc32(data);
    const local = Buffer.alloc(LOCAL_HEADER_SIZE);
    local.writeUInt32LE(SIGNATURE.localHeader, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    chunks.push(local, nameBytes, data);

    const header = Buffer.alloc(CENTRAL_HEADER_SIZE);
    header.writeUInt32LE(SIGNATURE.centralHeader, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, nameBytes);
    offset += LOCAL_HEADER_SIZE + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(EOCD_SIZE);
  end.writeUInt32LE(SIGNATURE.endOfCentralDirectory, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return [...chunks, ...central, end];
}
