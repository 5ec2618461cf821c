import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema.ts';
import { runExclusive } from '../../lib/jobs/job-runner.ts';
import { diskStorage, newStorageKey } from '../../lib/storage/file-storage.ts';
import { useTestApp } from '../../test/helpers.ts';
import { storedFileSweepJob } from './files.jobs.ts';

const ctx = useTestApp();

describe('the orphan file sweep', () => {
  it('keeps fresh orphans by default and removes them with a grace of 0; a recorded file always stays', async () => {
    const recorded = newStorageKey('slip');
    const orphan = newStorageKey('slip');
    // What a write cut by a crash leaves on disk (the app's store is the disk one here).
    const temporary = diskStorage(path.join(ctx.dataDir, 'files')).tempPath(newStorageKey('slip'));
    await ctx.storage.put(recorded, Buffer.from('recorded'));
    await ctx.storage.put(orphan, Buffer.from('written, row never committed'));
    await mkdir(path.dirname(temporary), { recursive: true });
    await writeFile(temporary, 'cut mid-write');
    await ctx.database.db
      .insert(storedFiles)
      .values({ storageKey: recorded, kind: 'slip', mimeType: 'image/jpeg', size: 8, sha256: 'x'.repeat(64) });

    expect(await runExclusive(ctx.database.db, storedFileSweepJob(ctx.storage))).toBe(0);
    expect(await ctx.storage.get(orphan)).not.toBeNull();

    // A moment later: a grace of 0 still keeps a file written after the sweep began.
    const later = new Date(Date.now() + 1000);
    expect(await runExclusive(ctx.database.db, storedFileSweepJob(ctx.storage, 0), later)).toBe(2);
    expect(await ctx.storage.get(orphan)).toBeNull();
    expect(await ctx.storage.get(recorded)).not.toBeNull();
    const left: string[] = [];
    for await (const entry of ctx.storage.scan()) left.push(entry.key);
    expect(left).toEqual([recorded]);
  });
});
