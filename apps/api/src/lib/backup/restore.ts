/**
 * `npm run restore` and `npm run move-to-postgres` write into an empty target only: a database whose
 * tables hold no rows (PostgreSQL) or a DATA_DIR without a database (PGlite), and, for a restore, a
 * file store without files. Both fill it through table-copy.ts#writeTables (decision 024).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type DatabaseHandle, latestMigration, openDatabase } from '../../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { removeFiles } from '../storage/stored-files.ts';
import { type BackupManifest, entryKind, readArchiveEntries, verifyBackupArchive } from './backup-archive.ts';
import { BackupError, tablesWithRows, writeTables } from './table-copy.ts';

/** Where the target database is: `databaseUrl` (PostgreSQL), or else the embedded one in `dataDir`. */
export type TargetDatabase = { databaseUrl: string | undefined; dataDir: string };

export type EmptyTarget = {
  database: DatabaseHandle;
  /** Where it is, for the operator. */
  location: string;
  /** After a failure: closes it and, for a PGlite target this command created, removes it again. */
  discard(): Promise<void>;
};

/**
 * Opens the target database, refuses it unless it is empty, and applies this version's migrations.
 * Nothing is written before the refusal: a PGlite target must not exist yet, a PostgreSQL one is
 * checked before it is migrated. `beforeWriting` runs further checks (the file store) at that point.
 */
export async function openEmptyTarget(
  where: TargetDatabase,
  beforeWriting: () => Promise<void> = async () => {},
): Promise<EmptyTarget> {
  if (where.databaseUrl) {
    const location = describeUrl(where.databaseUrl);
    const database = await openDatabase({ databaseUrl: where.databaseUrl });
    try {
      const holding = await tablesWithRows(database.db);
      if (holding.length > 0) {
        throw new BackupError(
          `The database ${location} is not empty (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''} hold rows): use a new, empty database`,
        );
      }
      await beforeWriting();
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, location, discard: () => database.close() };
  }
  const pgdata = path.join(where.dataDir, 'pgdata');
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(
      `${where.dataDir} already holds a database (${pgdata}): restore only into an empty DATA_DIR, or set DATABASE_URL to an empty PostgreSQL database`,
    );
  }
  await beforeWriting();
  const database = await openDatabase({ dataDir: where.dataDir });
  const discard = async () => {
    await database.close();
    await rm(pgdata, { recursive: true, force: true });
  };
  try {
    await database.migrate();
  } catch (error) {
    await discard();
    throw error;
  }
  return { database, location: `the embedded database in ${pgdata}`, discard };
}

/** A PostgreSQL URL without its user and password, for messages: `db.example:5432/jongdee`. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

export type RestoreReport = { manifest: BackupManifest; rows: number; files: number; location: string };

/**
 * Restores the archive into an empty target: checks the whole archive first (verifyBackupArchive)
 * and that this version is at the archive's migration, then refuses a target that is not empty, then
 * writes the rows in one transaction and the files through `storage`, checking every entry's SHA-256
 * again as it goes. A failure rolls the rows back, removes the files written and (PGlite) the
 * database this restore created.
 */
export async function restoreBackup(
  file: string,
  target: TargetDatabase & { storage: FileStorage },
  say: (line: string) => void = () => {},
): Promise<RestoreReport> {
  const manifest = await verifyBackupArchive(file);
  const rows = manifest.tables.reduce((total, table) => total + table.rows, 0);
  say(
    `Checked ${file}: a snapshot of ${manifest.snapshotAt} (migration ${manifest.migration}), ` +
      `${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files.`,
  );
  if (manifest.missingFiles.length > 0) {
    say(
      `Note: ${manifest.missingFiles.length} files were removed before the backup could copy them (their rows were deleted after the snapshot).`,
    );
  }
  const ours = latestMigration();
  if (manifest.migration !== ours) {
    throw new BackupError(
      `The archive was made at migration ${manifest.migration}, this version is at ${ours}: restore it with the version that made it (${manifest.appVersion}), then upgrade`,
    );
  }
  // The database is looked at first, the file store next, and nothing is written before both are empty.
  const destination = await openEmptyTarget(target, async () => {
    for await (const _key of target.storage.list()) {
      throw new BackupError(
        `The file store ${target.storage.location} already holds files: restore only into an empty one`,
      );
    }
  });
  say(`Restoring into ${destination.location} and the files into ${target.storage.location} …`);
  const written: string[] = [];
  try {
    await writeTables(
      destination.database.db,
      { rows: new Map(manifest.tables.map((table) => [table.name, table.rows])), sequences: manifest.sequences },
      async (writer) => {
        const tables = new Map(manifest.tables.map((table) => [table.name, table]));
        const files = new Map(manifest.files.map((stored) => [stored.key, stored]));
        for await (const entry of readArchiveEntries(file)) {
          const kind = entryKind(entry.name);
          const hash = createHash('sha256');
          if (kind.kind === 'manifest') {
            for await (const _chunk of entry.body);
            continue;
          }
          if (kind.kind === 'table') {
            const expected = tables.get(kind.table);
            if (!expected) throw new BackupError(`${entry.name} is not in the manifest`);
            for await (const lines of jsonLines(entry.body, hash)) await writer.insert(kind.table, lines);
            if (hash.digest('hex') !== expected.sha256)
              throw new BackupError(`${entry.name} changed since it was checked`);
            continue;
          }
          const expected = files.get(kind.key);
          if (!expected) throw new BackupError(`${entry.name} is not in the manifest`);
          const chunks: Buffer[] = [];
          for await (const chunk of entry.body) chunks.push(chunk);
          const bytes = Buffer.concat(chunks);
          if (hash.update(bytes).digest('hex') !== expected.sha256) {
            throw new BackupError(`${entry.name} changed since it was checked`);
          }
          await target.storage.put(kind.key, bytes);
          written.push(kind.key);
        }
      },
    );
  } catch (error) {
    await removeFiles(target.storage, written);
    await destination.discard();
    throw error;
  }
  await destination.database.close();
  return { manifest, rows, files: written.length, location: destination.location };
}

/** Complete lines of a table entry, in batches (a line may be cut across chunks, never within a character). */
async function* jsonLines(body: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>): AsyncGenerator<string[]> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of body) {
    hash.update(chunk);
    const buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    const lines: string[] = [];
    let start = 0;
    for (let end = buffer.indexOf(0x0a); end !== -1; end = buffer.indexOf(0x0a, start)) {
      lines.push(buffer.toString('utf8', start, end));
      start = end + 1;
    }
    rest = buffer.subarray(start);
    if (lines.length > 0) yield lines;
  }
  if (rest.length > 0) throw new BackupError('A table entry ends in the middle of a row');
}
