import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';
import type { Job } from '../../lib/jobs/job-runner.ts';
import { type FileStorage, sweepOrphans } from '../../lib/storage/file-storage.ts';

/**
 * The default grace (FILE_ORPHAN_GRACE_SECONDS): longer than any upload can hold a written file before
 * its row commits (requests are cut at 30 s), so a file another process is still recording is never
 * taken for an orphan.
 */
export const ORPHAN_GRACE_MS = 5 * 60_000;

/**
 * Files without a row (an upload whose transaction failed or whose process died after writing) and
 * leftover temporary files are removed once older than `graceMs`; a row never loses its file, since
 * rows are written after files.
 */
export async function sweepStoredFiles(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
  graceMs: number = ORPHAN_GRACE_MS,
): Promise<number> {
  const rows = await db.select({ key: storedFiles.storageKey }).from(storedFiles);
  const removed = await sweepOrphans(storage, new Set(rows.map((row) => row.key)), graceMs, now.getTime());
  return removed.length;
}

export const storedFileSweepJob = (storage: FileStorage, graceMs: number = ORPHAN_GRACE_MS): Job => ({
  name: 'sweep-orphan-files',
  lockId: 4_257_201,
  everyMs: 10 * 60_000,
  run: (db, now) => sweepStoredFiles(db, storage, now, graceMs),
});
