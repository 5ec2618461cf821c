/**
 * Where uploaded and generated files live (docs/security.md §5): under random keys, outside any served
 * folder, never under a client's file name. Disk under `${DATA_DIR}/files` by default, or an
 * S3-compatible bucket (s3-storage.ts, FILE_STORAGE=s3) behind the same interface: nothing outside
 * lib/storage knows which one it talks to.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** One object found by a scan: a stored key, or (on disk) a temporary file an interrupted write left. */
export type StoredEntry = { key: string; temporary: boolean; modifiedMs: number; size: number };

export interface FileStorage {
  /** Where the files are, for logs and commands: a folder, or the bucket's URL. */
  readonly location: string;
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no file under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key (temporary files left out), in no particular order. */
  list(): AsyncIterable<string>;
  /**
   * Every object with its size and last change (temporary ones included), for the orphan sweep and
   * for copying a store; anything that is not a storage key and not our temporary file is left out.
   */
  scan(): AsyncIterable<StoredEntry>;
  /** Removes what a scan found, a temporary file included; missing is not an error. */
  discard(entry: StoredEntry): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): Promise<void>;
}

export type DiskStorage = FileStorage & {
  readonly root: string;
  /** The absolute path of a key's file, after checking the key. */
  pathOf(key: string): string;
  /** A fresh temporary path beside the key's file: same folder, so the final rename is atomic. */
  tempPath(key: string): string;
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
const TEMP_NAME = /^\.tmp-[0-9a-f-]{36}-[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)?$/;
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

/** Every store refuses a bad key before touching anything, with the same message. */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Files under `root` (the caller passes `${DATA_DIR}/files`); folders are created as needed. */
export function diskStorage(root: string): DiskStorage {
  const absoluteRoot = path.resolve(root);

  const pathOf = (key: string): string => path.join(absoluteRoot, ...checkStorageKey(key).split('/'));
  const tempPath = (key: string): string => {
    const file = pathOf(key);
    return path.join(path.dirname(file), `${TEMP_PREFIX}${randomUUID()}-${path.basename(file)}`);
  };

  const remove = async (key: string): Promise<void> => {
    await rm(pathOf(key), { force: true });
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
    location: absoluteRoot,
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

    remove,

    async *list() {
      for await (const { key, name } of walk(absoluteRoot, '')) {
        if (!name.startsWith(TEMP_PREFIX) && isStorageKey(key)) yield key;
      }
    },

    async *scan() {
      for await (const { key, file, name } of walk(absoluteRoot, '')) {
        try {
          const temporary = name.startsWith(TEMP_PREFIX);
          if (!temporary && !isStorageKey(key)) continue;
          const { mtimeMs, size } = await stat(file);
          yield { key, temporary, modifiedMs: mtimeMs, size };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },

    async discard(entry) {
      if (!entry.temporary) return remove(entry.key);
      // A temporary name is no key: its folder is checked as one, and the name must be one tempPath makes.
      const folder = path.posix.dirname(entry.key);
      const name = path.posix.basename(entry.key);
      if (!TEMP_NAME.test(name)) throw new Error(`Invalid temporary file: ${JSON.stringify(name.slice(0, 100))}`);
      await rm(path.join(folder === '.' ? absoluteRoot : pathOf(folder), name), { force: true });
    },

    async close() {},
  };
}

/**
 * Removes temporary files and files no database row references, once older than `olderThanMs`: the
 * grace period must outlast the longest upload (file written, row not yet committed), so make it
 * generous. Read `knownKeys` before calling, from committed rows. On S3 an object's age is its
 * LastModified, set by the server's clock (decision 009). Returns what it removed.
 */
export async function sweepOrphans(
  storage: FileStorage,
  knownKeys: Set<string>,
  olderThanMs: number,
  now: number = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  for await (const entry of storage.scan()) {
    if (now - entry.modifiedMs < olderThanMs) continue;
    if (!entry.temporary && knownKeys.has(entry.key)) continue;
    await storage.discard(entry);
    removed.push(entry.key);
  }
  return removed;
}
