import { randomUUID } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite takes no lock of its own: two processes opening one `DATA_DIR/pgdata` both succeed and
 * corrupt it. Whoever opens the embedded database (the server, `npm run backup`, `restore`,
 * `move-to-postgres`) first takes `DATA_DIR/pgdata.lock`, holding its process id and, on Linux, what
 * tells that process from a later one with the same id: the machine's boot id and the process's start
 * time. A lock whose process is gone (killed, crashed, or the machine restarted) is taken over, even
 * when its id now belongs to another process: after a power cut, the clinic's server starts again
 * by itself.
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

/** A process as the lock records it; `boot` and `start` are null where the system does not tell them. */
type Holder = { pid: number; boot: string | null; start: string | null };

/** This boot of the machine (Linux): changes at every restart, so a lock from before one is stale. */
async function bootId(): Promise<string | null> {
  const text = await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '');
  return text.trim() || null;
}

/** When the process started, in clock ticks since boot (Linux, `/proc/<pid>/stat` field 22). */
async function startOf(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] || null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's lines: the process id, then its boot id and start time (`-` where unknown). */
async function holderOf(file: string): Promise<Holder | null> {
  const [pidLine = '', boot = '-', start = '-'] = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  const pid = Number.parseInt(pidLine, 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, boot: boot === '-' || !boot ? null : boot, start: start === '-' || !start ? null : start };
}

/**
 * Whether the lock's process still runs. Our own id is a lock left by an earlier life of this process
 * id: a container's server is pid 1 on every start, so after a crash the restart finds its own id
 * there. A lock from another boot, or whose id now belongs to a process that started at another
 * time, is one whose process is gone; a lock without them (written before they were kept) goes by
 * the id alone.
 */
async function isHeld(holder: Holder): Promise<boolean> {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const boot = await bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  const start = await startOf(holder.pid);
  return !(holder.start && start && holder.start !== start);
}

/** Takes the lock or throws DataDirInUseError; answers the function that lets it go. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  // Written whole under a name of its own, then linked to the lock's name (which fails if it exists):
  // nobody ever reads a lock file that is still empty.
  const draft = `${file}.${randomUUID()}`;
  const identity = [process.pid, (await bootId()) ?? '-', (await startOf(process.pid)) ?? '-'];
  await writeFile(draft, `${identity.join('\n')}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(draft, file);
        return async () => {
          if ((await holderOf(file))?.pid === process.pid) await rm(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = await holderOf(file);
        if (holder !== null && (await isHeld(holder))) throw new DataDirInUseError(dataDir, holder.pid);
        await rm(file, { force: true });
      }
    }
  } finally {
    await rm(draft, { force: true });
  }
  throw new Error(`Could not take ${file}: another process keeps taking it`);
}
