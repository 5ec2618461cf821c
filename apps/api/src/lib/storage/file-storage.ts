/**
 * Where uploaded and generated files live (docs/security.md §5): under random keys, outside any served
 * folder, never under a client's file name. Disk under `${DATA_DIR}/files` today; the interface is
 * small enough for an S3-compatible store to implement later.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no file under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key (temporary files left out), in no particular order. */
  list?(): AsyncIterable<string>;
}

/** One file found on disk by a scan: a stored key, or a temporary file an interrupted write left. */
export type StoredEntry = { key: string; temporary: boolean; modifiedMs: number };

export type DiskStorage = FileStorage & {
  readonly root: string;
  /** The absolute path of a key's file (to stream it), after checking the key. */
  pathOf(key: string): string;
  /** A fresh temporary path beside the key's file: same folder, so the final rename is atomic. */
  tempPath(key: string): string;
  list(): AsyncIterable<string>;
  /** Every file, temporary ones included, with its age, for the orphan sweeper. */
  scan(): AsyncIterable<StoredEntry>;
};

export type StorageKind = 'slip' | 'thumbnail' | 'banner' | 'certificate' | 'import';

const EXTENSIONS: Record<StorageKind, string> = {
  slip: 'jpg',
  thumbnail: 'jpg',
  banner: 'jpg',
  certificate: 'pdf',
  import: 'xlsx',
};

/** Temporary files start with this; no key segment can (keys start with a letter or digit). */
const TEMP_PREFIX = '.tmp-';
/** Lower-case letters, digits, `-`, `_` and one extension per segment: no `..`, no absolute paths. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*(?:\.[a-z0-9]+)?$/;

/** A new random key, e.g. `slip/2026/11/0b0c…e1.jpg`; the year and month only keep folders small. */
export function newStorageKey(kind: StorageKind, now: Date = new Date()): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${year}/${month}/${randomUUID()}.${EXTENSIONS[kind]}`;
}

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Files under `root` (the caller passes `${DATA_DIR}/files`); folders are created as needed. */
export function diskStorage(root: string): DiskStorage {
  const absoluteRoot = path.resolve(root);

  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    return path.join(absoluteRoot, ...key.split('/'));
  };
  const tempPath = (key: string): string => {
    const file = pathOf(key);
    return path.join(path.dirname(file), `${TEMP_PREFIX}${randomUUID()}-${path.basename(file)}`);
  };

  async function* walk(folder: string, prefix: string): AsyncGenerator<{ key: string; file: string; name: string }> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(file, key);
      else if (entry.isFile()) yield { key, file, name: entry.name };
    }
  }

  return {
    root: absoluteRoot,
    pathOf,
    tempPath,

    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = tempPath(key);
      try {
        const handle = await open(temp, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          // On disk before it gets its name: a crash leaves a temp file for the sweeper, never a torn file.
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
        // The new name on disk too, before the caller records the file: a power cut after the database
        // commit must not leave a row whose file was never named.
        const folder = await open(path.dirname(file), 'r');
        try {
          await folder.sync();
        } finally {
          await folder.close();
        }
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list() {
      for await (const { key, name } of walk(absoluteRoot, '')) {
        if (!name.startsWith(TEMP_PREFIX) && isStorageKey(key)) yield key;
      }
    },

    async *scan() {
      for await (const { key, file, name } of walk(absoluteRoot, '')) {
        try {
          const { mtimeMs } = await stat(file);
          yield { key, temporary: name.startsWith(TEMP_PREFIX), modifiedMs: mtimeMs };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
  };
}

/**
 * Removes temporary files and files no database row references, once older than `olderThanMs`: the
 * grace period must outlast the longest upload (file written, row not yet committed), so make it
 * generous (an hour). Read `knownKeys` before calling, from committed rows. Returns what it removed.
 */
export async function sweepOrphans(
  storage: DiskStorage,
  knownKeys: Set<string>,
  olderThanMs: number,
  now: number = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  for await (const entry of storage.scan()) {
    if (now - entry.modifiedMs < olderThanMs) continue;
    if (!entry.temporary && knownKeys.has(entry.key)) continue;
    // Temporary names are not valid keys, so they are removed by path, still inside the root.
    await rm(path.join(storage.root, ...entry.key.split('/')), { force: true });
    removed.push(entry.key);
  }
  return removed;
}
