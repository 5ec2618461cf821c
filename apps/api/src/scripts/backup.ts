/**
 * `npm run backup -- <file>`: writes one archive holding a consistent copy of the database and every
 * stored file while the server keeps serving, run with the server's environment (docs/operations.md,
 * "Backup and restore"; decision 024). On PostgreSQL the command takes the snapshot itself; on the
 * embedded database, which only one process may open, it asks the running server for it over a local
 * connection with the secret in DATA_DIR/backup.secret, or opens DATA_DIR itself when no server has it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RecordBackupBody } from '@jongdee/contracts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { type BackupManifest, writeBackupArchive, writeCheckedArchiveFile } from '../lib/backup/backup-archive.ts';
import { BackupError } from '../lib/backup/table-copy.ts';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';
import { backupRecordOf, readBackupSecret, recordBackup } from '../modules/backups/backups.service.ts';
import { operatorPath, runCommand, say } from './operator-command.ts';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Written = { manifest: BackupManifest; bytes: number; how: string };

/** This process reads the database (PostgreSQL, or a DATA_DIR no server holds) and the file store. */
async function backUpHere(config: Config, database: DatabaseHandle, file: string): Promise<Written> {
  const storage = await createFileStorage(config);
  try {
    const written = await writeCheckedArchiveFile(file, async (output) => {
      await writeBackupArchive({ db: database.db, kind: database.kind, storage }, output);
    });
    await recordBackup(database.db, backupRecordOf(written.manifest, file, written.bytes));
    return {
      ...written,
      how: database.kind === 'postgres' ? 'from PostgreSQL' : 'from DATA_DIR (no server was running)',
    };
  } finally {
    await storage.close();
  }
}

/** The address this machine reaches the server at: loopback when it listens on every interface. */
function serverBase(config: Config): string {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function failure(response: Response): Promise<BackupError> {
  const text = await response.text();
  let reason = text.slice(0, 300);
  try {
    reason = (JSON.parse(text) as { error?: string; code?: string }).code ?? reason;
  } catch {}
  return new BackupError(`The server answered ${response.status} (${reason})`);
}

/** The running server (which holds DATA_DIR) takes the snapshot and sends it; this process checks and records it. */
async function backUpThroughServer(config: Config, holder: number, file: string): Promise<Written> {
  const secret = await readBackupSecret(config.dataDir);
  if (!secret) {
    throw new BackupError(
      `DATA_DIR is in use by process ${holder}, which wrote no ${path.join(config.dataDir, 'backup.secret')}: is it a server of this version?`,
    );
  }
  const base = serverBase(config);
  const headers = { authorization: `Bearer ${secret}` };
  const unreachable = (error: unknown) =>
    new BackupError(
      `DATA_DIR is in use by process ${holder}, but no server answers at ${base} (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error}): run this with the server's PORT and HOST`,
    );
  const written = await writeCheckedArchiveFile(file, async (output: Writable) => {
    const response = await fetch(`${base}/api/backups/archive`, { headers }).catch((error: unknown) => {
      throw unreachable(error);
    });
    if (!response.ok || !response.body) throw await failure(response);
    await pipeline(Readable.fromWeb(response.body), output);
  });
  const record: RecordBackupBody = backupRecordOf(written.manifest, file, written.bytes);
  const recorded = await fetch(`${base}/api/backups`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(record),
  });
  if (!recorded.ok) throw await failure(recorded);
  await recorded.arrayBuffer();
  return { ...written, how: `through the running server (process ${holder}, ${base})` };
}

/** PostgreSQL: here. The embedded database: here when no process holds DATA_DIR, else through the server that does. */
async function takeBackup(config: Config, file: string): Promise<Written> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      return await backUpHere(config, database, file);
    } finally {
      await database.close();
    }
  }
  if (!existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${config.dataDir} (DATA_DIR) and DATABASE_URL is not set`);
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) return backUpThroughServer(config, error.pid, file);
    throw error;
  }
  try {
    return await backUpHere(config, database, file);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    console.error('Usage: npm run backup -- <file>   (e.g. backups/jongdee-2026-11-28.tar.gz)');
    return 1;
  }
  const config = loadConfig(process.env);
  const file = operatorPath(argument);
  if (existsSync(file)) throw new BackupError(`${file} exists already: give the backup a new name`);
  if (!existsSync(path.dirname(file))) throw new BackupError(`The folder ${path.dirname(file)} does not exist`);

  const { manifest, bytes, how } = await takeBackup(config, file);
  const rows = manifest.tables.reduce((total, table) => total + table.rows, 0);
  say(
    `Backed up ${how} to ${file} (${size(bytes)}): the snapshot of ${manifest.snapshotAt}, ` +
      `${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files, checked.`,
  );
  if (manifest.missingFiles.length > 0) {
    say(
      `Note: ${manifest.missingFiles.length} files were removed between the snapshot and their copy (rows deleted meanwhile); the archive lists them under missingFiles.`,
    );
  }
  say(`Restore it into an empty DATA_DIR or database with: npm run restore -- ${file}`);
  return 0;
}

runCommand(main);
