import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresTestDatabase } from './helpers.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export type ServerProcesses = {
  /** `http://127.0.0.1:<port>` of each process, in the order they were started. */
  bases: string[];
  testDatabase: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  stop: () => Promise<void>;
};

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${base} did not start`);
}

/**
 * `count` real server processes (`server.ts`, as `npm start` runs it) on one new PostgreSQL database and
 * one DATA_DIR, each on a port of its own, healthy before this answers; `stop` ends them and drops it all.
 */
export async function startServerProcesses(count: number, env: Record<string, string>): Promise<ServerProcesses> {
  const testDatabase = await createPostgresTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-processes-'));
  const firstPort = 3400 + Math.floor(Math.random() * 1500);
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  for (let index = 0; index < count; index++) {
    const port = firstPort + index;
    servers.push(
      spawn(process.execPath, [serverEntry, '--no-demo'], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: testDatabase.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    bases.push(`http://127.0.0.1:${port}`);
  }
  const stop = async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(
      servers.map((server) =>
        server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : undefined,
      ),
    );
    await testDatabase.dispose();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(bases.map(waitForHealth));
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases, testDatabase, stop };
}
