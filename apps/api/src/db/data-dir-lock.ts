import { randomUUID } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite takes no lock of its own: two processes opening one `DATA_DIR/pgdata` both succeed and
 * corrupt it. Whoever opens the embedded database (the server, `npm run backup`, `restore`,
 * `move-to-postgres`) first takes `DATA_DIR/pgdata.lock`, holding its process id; a lock whose
 * process is gone (killed, crashed) is taken over.
 */
export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(`The embedded database in ${path.join(dataDir, 'pgdata')} is in use by process ${pid}`);
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

const LOCK_FILE = 'pgdata.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Takes the lock or throws DataDirInUseError; answers the function that lets it go. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  // Written whole under a name of its own, then linked to the lock's name (which fails if it exists):
  // nobody ever reads a lock file that is still empty.
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(draft, file);
        return async () => {
          if ((await holderOf(file)) === process.pid) await rm(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = await holderOf(file);
        // Our own id is a lock left by an earlier life of this process id: a container's server is
        // pid 1 on every start, so after a crash the restart finds its own id there.
        if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
        await rm(file, { force: true });
      }
    }
  } finally {
    await rm(draft, { force: true });
  }
  throw new Error(`Could not take ${file}: another process keeps taking it`);
}
