/**
 * Files and the rows that record them, kept in step (docs/security.md §5, decision 009): a row is never written
 * before its file, and a file without a row is either removed at once or left to the orphan sweep.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';
import { type FileStorage, newStorageKey, type StorageKind } from './file-storage.ts';

export type FileToStore = {
  kind: StorageKind;
  bytes: Buffer;
  mimeType: string;
  /** Of the upload as it came (for duplicate checks), not necessarily of these bytes. */
  sha256: string;
};

/** The ids of the stored_files rows, in the order the files were given. */
type FileIds<Files extends readonly FileToStore[]> = { [Index in keyof Files]: string };

/**
 * Stores the files and runs `record` in one transaction with their stored_files rows. The files are
 * written first under new random keys (no transaction is held for that); if the transaction fails
 * they are removed, and if the process dies in between they have no row and the sweep removes them —
 * so there is never a row without its file. Errors of `record` pass through unchanged.
 */
export async function withStoredFiles<const Files extends readonly FileToStore[], T>(
  db: Database,
  storage: FileStorage,
  files: Files,
  record: (tx: Database, fileIds: FileIds<Files>) => Promise<T>,
): Promise<T> {
  const keys = files.map((file) => newStorageKey(file.kind));
  const written: string[] = [];
  // Set by the last line inside the transaction: after it, a failure (the connection dropping during
  // COMMIT) may hide a commit that happened, so the files are left for the sweep, which removes only
  // files without a row.
  let recorded = false;
  try {
    for (const [index, file] of files.entries()) {
      const key = keys[index] as string;
      await storage.put(key, file.bytes);
      written.push(key);
    }
    return await db.transaction(async (tx) => {
      const rows = await tx
        .insert(storedFiles)
        .values(
          files.map((file, index) => ({
            storageKey: keys[index] as string,
            kind: file.kind,
            mimeType: file.mimeType,
            size: file.bytes.length,
            sha256: file.sha256,
          })),
        )
        .returning({ id: storedFiles.id, storageKey: storedFiles.storageKey });
      // RETURNING order is not promised: match the ids to the files by key.
      const idByKey = new Map(rows.map((row) => [row.storageKey, row.id]));
      const ids = keys.map((key) => {
        const id = idByKey.get(key);
        if (!id) throw new Error('stored_files insert returned no row');
        return id;
      });
      const result = await record(tx, ids as FileIds<Files>);
      recorded = true;
      return result;
    });
  } catch (error) {
    if (!recorded) await removeFiles(storage, written);
    throw error;
  }
}

/**
 * Deletes stored_files rows (in the caller's transaction, once nothing references them) and answers
 * their keys: remove those files with `removeFiles` after the commit, never before it.
 */
export async function deleteStoredFileRows(tx: Database, ids: readonly (string | null)[]): Promise<string[]> {
  const present = ids.filter((id): id is string => id !== null);
  if (present.length === 0) return [];
  const rows = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, present))
    .returning({ key: storedFiles.storageKey });
  return rows.map((row) => row.key);
}

/** Best effort: a file that cannot be removed now has no row, and the orphan sweep takes it later. */
export async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
