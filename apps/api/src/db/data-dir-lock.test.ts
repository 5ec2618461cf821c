import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

// PGlite lets two processes open one data directory and corrupt it: the lock is what stops the second.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-lock-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, 'pgdata.lock');

/** A process that lives until it is killed, and one that has ended (its id free). */
async function otherProcess(alive: boolean): Promise<{ pid: number; end: () => void }> {
  const child = spawn(process.execPath, ['-e', alive ? 'setInterval(() => {}, 1000)' : ''], { stdio: 'ignore' });
  const pid = child.pid as number;
  if (!alive) await new Promise((resolve) => child.once('exit', resolve));
  return { pid, end: () => child.kill() };
}

describe('the DATA_DIR lock', () => {
  it('is taken with this process id, and let go', async () => {
    const unlock = await lockDataDir(dataDir);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    await unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const other = await otherProcess(true);
    try {
      await writeFile(lockFile(), `${other.pid}\n`);
      const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as DataDirInUseError).pid).toBe(other.pid);
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(other.pid));
    } finally {
      other.end();
      await rm(lockFile(), { force: true });
    }
  });

  it('takes over the lock of a process that is gone (killed or crashed)', async () => {
    const gone = await otherProcess(false);
    await writeFile(lockFile(), `${gone.pid}\n`);
    const unlock = await lockDataDir(dataDir);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    await unlock();
  });
});
