/**
 * The backup archive (decision 024): a gzipped tar of `tables/<table>.jsonl` (one JSON row a line,
 * parents before children), `files/<storage key>` (every stored file the snapshot's rows record),
 * and `manifest.json` last. The manifest holds what the archive must contain — each table's rows,
 * bytes and SHA-256, each file's size and SHA-256, the sequences, the newest migration — and, being
 * written last, also marks the archive as whole: one cut short has none.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database, DatabaseKind } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';
import { type FileStorage, isStorageKey } from '../storage/file-storage.ts';
import { BackupError, withSnapshot } from './table-copy.ts';

const FORMAT = 'jongdee-backup';
const MANIFEST = 'manifest.json';
const TABLE_ENTRY = /^tables\/([a-z_][a-z0-9_]*)\.jsonl$/;
const FILE_ENTRY = /^files\/(.+)$/;
/** How many stored files are read ahead of the one being written: hides a bucket's round trips. */
const READ_AHEAD = 4;
/** A manifest lists every file; even a million of them stays far below this. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  /** The newest migration the source had applied: a restore needs a version at the same one. */
  migration: z.string(),
  snapshotAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256: Sha256Schema,
    }),
  ),
  sequences: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      lastValue: z.string().regex(/^-?\d+$/),
      isCalled: z.boolean(),
    }),
  ),
  files: z.array(
    z.object({
      key: z.string().refine(isStorageKey, 'not a storage key'),
      size: z.number().int().min(0),
      sha256: Sha256Schema,
    }),
  ),
  /** Keys the snapshot's rows record whose file was gone when it was copied (removed after the snapshot). */
  missingFiles: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export type BackupSource = { db: Database; kind: DatabaseKind; storage: FileStorage };

type SpooledTable = BackupManifest['tables'][number] & { file: string };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes the archive of `source` to `output` and answers its manifest. The snapshot's rows are first
 * spooled to a private temporary folder, so the snapshot's transaction (which on PGlite holds the one
 * connection) lasts only as long as reading the rows; compressing, reading the files and a slow
 * reader at the other end come after it.
 */
export async function writeBackupArchive(source: BackupSource, output: Writable): Promise<BackupManifest> {
  const spool = await mkdtemp(path.join(tmpdir(), 'jongdee-backup-'));
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  // Settled below; until then a failure of the output must not be an unhandled rejection.
  written.catch(() => undefined);
  try {
    const snapshot = await withSnapshot(source.db, async (read) => {
      const tables: SpooledTable[] = [];
      for (const [index, table] of read.tables.entries()) {
        const file = path.join(spool, `${index}.jsonl`);
        const out = createWriteStream(file, { mode: 0o600 });
        const hash = createHash('sha256');
        let rows = 0;
        let bytes = 0;
        for await (const batch of read.rows(table)) {
          const chunk = Buffer.from(batch.map((line) => `${line}\n`).join(''));
          hash.update(chunk);
          rows += batch.length;
          bytes += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
        out.end();
        await finished(out);
        tables.push({ name: table.name, rows, bytes, sha256: hash.digest('hex'), file });
      }
      const keys = await read.db.select({ key: storedFiles.storageKey }).from(storedFiles);
      const { snapshotAt, migration, sequences } = read;
      return { snapshotAt, migration, sequences, tables, keys: keys.map((row) => row.key).sort() };
    });
    if (!snapshot.migration)
      throw new BackupError('The database has no migrations applied: there is nothing to back up');

    const mtime = snapshot.snapshotAt;
    for (const table of snapshot.tables) {
      await addEntry(
        pack,
        { name: `tables/${table.name}.jsonl`, size: table.bytes, mtime },
        createReadStream(table.file),
      );
      await rm(table.file);
    }

    // Files are written before their rows (decision 009), so each key of the snapshot had its file
    // when the snapshot was taken; one missing now was removed after it (its row deleted since).
    const files: BackupManifest['files'] = [];
    const missingFiles: string[] = [];
    const reads: Promise<Buffer | null>[] = [];
    let next = 0;
    const readAhead = () => {
      while (reads.length < READ_AHEAD && next < snapshot.keys.length) {
        const reading = source.storage.get(snapshot.keys[next] as string);
        reading.catch(() => undefined);
        reads.push(reading);
        next += 1;
      }
    };
    for (const key of snapshot.keys) {
      readAhead();
      const bytes = await (reads.shift() as Promise<Buffer | null>);
      if (!bytes) {
        missingFiles.push(key);
        continue;
      }
      await addEntry(pack, { name: `files/${key}`, size: bytes.length, mtime }, [bytes]);
      files.push({ key, size: bytes.length, sha256: sha256(bytes) });
    }

    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: 1,
      appVersion: packageJson.version,
      migration: snapshot.migration,
      snapshotAt: snapshot.snapshotAt.toISOString(),
      database: source.kind,
      tables: snapshot.tables.map(({ file: _file, ...table }) => table),
      sequences: snapshot.sequences,
      files,
      missingFiles,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(pack, { name: MANIFEST, size: manifestBytes.length, mtime: new Date() }, [manifestBytes]);
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

/** One tar entry from its body, waiting whenever the archive's reader is behind. */
async function addEntry(
  pack: tar.Pack,
  header: { name: string; size: number; mtime: Date },
  body: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<void> {
  let sink: ReturnType<tar.Pack['entry']> | undefined;
  const done = new Promise<void>((resolve, reject) => {
    sink = pack.entry({ ...header, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
  });
  const entry = sink as ReturnType<tar.Pack['entry']>;
  for await (const chunk of body) {
    if (!entry.write(chunk))
      await Promise.race([new Promise<void>((resolve) => entry.once('drain', () => resolve())), done]);
  }
  entry.end(undefined);
  await done;
}

export type ArchiveEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/**
 * The entries of an archive file in order; each body must be read to its end before the next entry.
 * A file that is not a gzipped tar, or is cut short, fails with a BackupError.
 */
export async function* readArchiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(file), createGunzip(), extract);
  feeding.catch(() => undefined);
  try {
    for await (const entry of asArchiveError(extract)) {
      if (entry.header.type !== 'file')
        throw new BackupError(`Not a backup archive: ${entry.header.name} is not a file`);
      yield { name: entry.header.name, size: entry.header.size, body: asArchiveError(entry as AsyncIterable<Buffer>) };
    }
    await feeding.catch((error: unknown) => {
      throw damaged(error);
    });
  } finally {
    extract.destroy();
  }
}

/** A gzip or tar failure, wherever it surfaces (between entries or inside one), said as what it means. */
async function* asArchiveError<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    throw damaged(error);
  }
}

function damaged(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  return new BackupError(
    `The archive is damaged or cut short (${error instanceof Error ? error.message : String(error)}): nothing was restored from it`,
  );
}

function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
  return lines;
}

/** What an entry is: a table's rows, a stored file, or the manifest; anything else is refused. */
export function entryKind(
  name: string,
): { kind: 'table'; table: string } | { kind: 'file'; key: string } | { kind: 'manifest' } {
  if (name === MANIFEST) return { kind: 'manifest' };
  const table = TABLE_ENTRY.exec(name);
  if (table) return { kind: 'table', table: table[1] as string };
  const file = FILE_ENTRY.exec(name);
  if (file && isStorageKey(file[1] as string)) return { kind: 'file', key: file[1] as string };
  throw new BackupError(`Not a backup archive: unexpected entry ${JSON.stringify(name.slice(0, 200))}`);
}

/**
 * Reads the whole archive once and answers its manifest if every entry is exactly what the manifest
 * says (rows, bytes, SHA-256), nothing is missing and nothing is extra; a BackupError otherwise.
 * Nothing is written: a restore checks the archive this way before it touches its target.
 */
export async function verifyBackupArchive(file: string): Promise<BackupManifest> {
  const seen = new Map<string, { size: number; sha256: string; lines: number }>();
  let manifestText: string | null = null;
  for await (const entry of readArchiveEntries(file)) {
    if (manifestText !== null) throw new BackupError(`Not a backup archive: ${entry.name} comes after the manifest`);
    const kind = entryKind(entry.name);
    if (kind.kind === 'manifest') {
      if (entry.size > MANIFEST_MAX_BYTES) throw new BackupError('Not a backup archive: its manifest is too large');
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      manifestText = Buffer.concat(chunks).toString('utf8');
      continue;
    }
    if (seen.has(entry.name)) throw new BackupError(`Not a backup archive: ${entry.name} appears twice`);
    const hash = createHash('sha256');
    let size = 0;
    let lines = 0;
    for await (const chunk of entry.body) {
      hash.update(chunk);
      size += chunk.length;
      if (kind.kind === 'table') lines += countLines(chunk);
    }
    seen.set(entry.name, { size, sha256: hash.digest('hex'), lines });
  }
  if (manifestText === null) {
    throw new BackupError('The archive has no manifest: it is incomplete (cut short while it was written?)');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupError('The archive’s manifest is not JSON');
  }
  const result = ManifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new BackupError(
      `The archive’s manifest is not one this version reads: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  const manifest = result.data;

  const problems: string[] = [];
  const expected = new Set<string>();
  for (const table of manifest.tables) {
    const name = `tables/${table.name}.jsonl`;
    expected.add(name);
    const found = seen.get(name);
    if (!found) problems.push(`${name} is missing`);
    else if (found.sha256 !== table.sha256 || found.size !== table.bytes || found.lines !== table.rows) {
      problems.push(`${name} is not what was written (${found.lines} rows, ${found.size} bytes)`);
    }
  }
  for (const stored of manifest.files) {
    const name = `files/${stored.key}`;
    expected.add(name);
    const found = seen.get(name);
    if (!found) problems.push(`${name} is missing`);
    else if (found.sha256 !== stored.sha256 || found.size !== stored.size)
      problems.push(`${name} is not what was written`);
  }
  for (const name of seen.keys()) if (!expected.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    throw new BackupError(
      `The archive does not match its manifest: ${shown}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
    );
  }
  return manifest;
}

/**
 * Writes the archive of `source` to `file`: first under `<file>.partial`, flushed to disk and read
 * back whole through verifyBackupArchive, then renamed, so `file` is only ever a complete, checked
 * archive. `write` puts the archive's bytes into the stream it is given (this process's snapshot, or
 * the running server's, downloaded).
 */
export async function writeCheckedArchiveFile(
  file: string,
  write: (output: Writable) => Promise<void>,
): Promise<{ manifest: BackupManifest; bytes: number }> {
  const partial = `${file}.partial`;
  const output = createWriteStream(partial, { mode: 0o600 });
  try {
    await write(output);
    const handle = await open(partial, 'r');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
    const manifest = await verifyBackupArchive(partial);
    await rename(partial, file);
    return { manifest, bytes: (await stat(file)).size };
  } catch (error) {
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
