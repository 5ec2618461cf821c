import type { FileStorage, StoredEntry } from './file-storage.ts';

export type CopyReport = {
  /** Stored files found in the source (temporary files of interrupted writes left out). */
  found: number;
  copied: number;
  /** Already in the target with the same size: a rerun copies only what is new or different. */
  skipped: number;
  /** Listed, then gone before they could be read (the orphan sweep removed them meanwhile). */
  vanished: number;
  bytesCopied: number;
};

/** How many files are read and written at once: enough to hide the round trips, few enough for memory. */
const PARALLEL = 4;

/**
 * Copies every stored file from one store to another under the same key, through the storage
 * interface only (so a later backup command can read any store the same way). Files already in the
 * target with the same size are left alone, so it is safe to run again, e.g. once more after the
 * server has been switched over to catch what was uploaded meanwhile.
 */
export async function copyFiles(
  source: FileStorage,
  target: FileStorage,
  onProgress: (report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { found: 0, copied: 0, skipped: 0, vanished: 0, bytesCopied: 0 };
  const targetSizes = new Map<string, number>();
  for await (const entry of target.scan()) if (!entry.temporary) targetSizes.set(entry.key, entry.size);

  const copyOne = async (entry: StoredEntry) => {
    if (targetSizes.get(entry.key) === entry.size) {
      report.skipped += 1;
      return;
    }
    const bytes = await source.get(entry.key);
    if (!bytes) {
      report.vanished += 1;
      return;
    }
    await target.put(entry.key, bytes);
    report.copied += 1;
    report.bytesCopied += bytes.length;
  };

  const running = new Set<Promise<void>>();
  for await (const entry of source.scan()) {
    if (entry.temporary) continue;
    report.found += 1;
    const task = copyOne(entry).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
    if (report.found % 1000 === 0) onProgress(report);
  }
  await Promise.all(running);
  return report;
}
