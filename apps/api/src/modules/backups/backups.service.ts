import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import type { Backup, LastBackup, RecordBackupBody } from '@jongdee/contracts';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backups } from '../../db/schema.ts';
import type { BackupManifest } from '../../lib/backup/backup-archive.ts';

/**
 * Online backups (decision 024). The archive itself is lib/backup's; this module keeps the record of
 * finished backups that /admin shows, and the secret with which `npm run backup` asks a running
 * server on the embedded database (which alone may open it) for its archive.
 */

/** What to record of an archive written to `fileName` and checked: its manifest's figures. */
export function backupRecordOf(manifest: BackupManifest, fileName: string, bytes: number): RecordBackupBody {
  return {
    snapshotAt: manifest.snapshotAt,
    fileName,
    bytes,
    rowCount: manifest.tables.reduce((total, table) => total + table.rows, 0),
    fileCount: manifest.files.length,
  };
}

export async function recordBackup(db: Database, record: RecordBackupBody): Promise<Backup> {
  const [row] = await db
    .insert(backups)
    .values({ ...record, snapshotAt: new Date(record.snapshotAt) })
    .returning();
  if (!row) throw new Error('backups insert returned no row');
  return {
    id: row.id,
    snapshotAt: row.snapshotAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    fileName: row.fileName,
    bytes: row.bytes,
    rowCount: row.rowCount,
    fileCount: row.fileCount,
  };
}

/** The newest finished backup, for /admin; null when none was ever made. */
export async function latestBackup(db: Database): Promise<LastBackup | null> {
  const [row] = await db
    .select({ snapshotAt: backups.snapshotAt, finishedAt: backups.finishedAt })
    .from(backups)
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  return row ? { snapshotAt: row.snapshotAt.toISOString(), finishedAt: row.finishedAt.toISOString() } : null;
}

export const BACKUP_SECRET_FILE = 'backup.secret';

/**
 * A new secret in DATA_DIR/backup.secret (readable by the server's user only), written whole before
 * it takes the name, at each start of a server on the embedded database. Whoever can read it can
 * already read the database's files in the same folder: it gives nothing more than that.
 */
export async function writeBackupSecret(dataDir: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, BACKUP_SECRET_FILE);
  const draft = `${file}.${randomUUID()}`;
  try {
    await writeFile(draft, `${secret}\n`, { mode: 0o600 });
    await rename(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
  return secret;
}

/** The secret of the server on this DATA_DIR, or null when none has written one. */
export async function readBackupSecret(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(path.join(dataDir, BACKUP_SECRET_FILE), 'utf8')).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/**
 * A connection from this machine: from a loopback address, or from the very address it reached us on
 * (a server listening on one interface only). Anything a proxy relayed is not: a proxy on this machine
 * connects from loopback on behalf of someone elsewhere, and says so in X-Forwarded-For, X-Real-IP or
 * Forwarded.
 */
export function isLocalConnection(
  socket: { remoteAddress?: string | undefined; localAddress?: string | undefined },
  headers: Record<string, unknown>,
): boolean {
  for (const relayed of ['x-forwarded-for', 'x-real-ip', 'forwarded']) if (headers[relayed] !== undefined) return false;
  const remote = socket.remoteAddress;
  if (!remote) return false;
  return isLoopback(remote) || remote === socket.localAddress;
}
