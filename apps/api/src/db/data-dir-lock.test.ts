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

/** What the lock records of a process on this machine: its id, this boot's id, when it started. */
async function identityOf(pid: number): Promise<{ boot: string; start: string }> {
  const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return { boot, start: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] as string };
}

/** A process that lives until it is killed, and one that has ended (its id free). */
async function otherProcess(alive: boolean): Promise<{ pid: number; end: () => void }> {
  const child = spawn(process.execPath, ['-e', alive ? 'setInterval(() => {}, 1000)' : ''], { stdio: 'ignore' });
  const pid = child.pid as number;
  if (!alive) await new Promise((resolve) => child.once('exit', resolve));
  return { pid, end: () => child.kill() };
}

describe('the DATA_DIR lock', () => {
  it('is taken with this process id, this boot and its start time, and let go', async () => {
    const unlock = await lockDataDir(dataDir);
    const { boot, start } = await identityOf(process.pid);
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n${boot}\n${start}\n`);
    await unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const other = await otherProcess(true);
    try {
      const { boot, start } = await identityOf(other.pid);
      // As that process would have written it, and as a lock from before boot and start time were kept.
      for (const held of [`${other.pid}\n${boot}\n${start}\n`, `${other.pid}\n`]) {
        await writeFile(lockFile(), held);
        const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(DataDirInUseError);
        expect((refused as DataDirInUseError).pid).toBe(other.pid);
        expect(await readFile(lockFile(), 'utf8')).toBe(held);
      }
    } finally {
      other.end();
      await rm(lockFile(), { force: true });
    }
  });

  // A live process's id in a lock it never wrote: after a reboot, or after its id came round again.
  it.each([
    [
      'from before the machine restarted, though its id is now a live process’s',
      (pid: number, { start }: { start: string }) => `${pid}\n00000000-0000-4000-8000-000000000000\n${start}\n`,
    ],
    [
      'whose process id now belongs to a process that started later',
      (pid: number, { boot, start }: { boot: string; start: string }) => `${pid}\n${boot}\n${Number(start) - 100}\n`,
    ],
  ])('takes over a lock %s', async (_, lockOf) => {
    const other = await otherProcess(true);
    try {
      await writeFile(lockFile(), lockOf(other.pid, await identityOf(other.pid)));
      const unlock = await lockDataDir(dataDir);
      expect((await readFile(lockFile(), 'utf8')).split('\n')[0]).toBe(String(process.pid));
      await unlock();
    } finally {
      other.end();
    }
  });

  it('takes over the lock of a process that is gone (killed or crashed)', async () => {
    const gone = await otherProcess(false);
    await writeFile(lockFile(), `${gone.pid}\n`);
    const unlock = await lockDataDir(dataDir);
    expect((await readFile(lockFile(), 'utf8')).split('\n')[0]).toBe(String(process.pid));
    await unlock();
  });
});
