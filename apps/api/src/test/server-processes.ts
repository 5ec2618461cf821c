import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-flags.ts';
import { createPostgresTestDatabase } from './helpers.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export type ServerProcesses = {
  /** `http://127.0.0.1:<port>` of each process, in the order they were started. */
  bases: string[];
  testDatabase: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  stop: () => Promise<void>;
};

/** A port nothing listens on now, from the system (fixed ranges meet other services: epmd is on 4369). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server at ${base} exited with ${server.exitCode}`);
    const healthy = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${base} did not start`);
}

/**
 * One real `server.ts` process, as `npm start` runs it, on this database, port and DATA_DIR; `env`
 * adds to or overrides its settings. It answers at once: wait for it with waitForHealth.
 */
export function spawnServer(
  where: { databaseUrl: string; port: number; dataDir: string },
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry, '--no-demo'], {
    env: {
      ...SERVER_ENV,
      PATH: process.env.PATH,
      DATABASE_URL: where.databaseUrl,
      PORT: String(where.port),
      HOST: '127.0.0.1',
      DATA_DIR: where.dataDir,
      LOG_LEVEL: 'error',
      // Servers share two cores with the tests: none may shed their requests as load.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * `count` real server processes (`server.ts`, as `npm start` runs it) on one new PostgreSQL database and
 * one DATA_DIR, each on a port of its own, healthy before this answers; `stop` ends them and drops it all.
 */
export async function startServerProcesses(count: number, env: Record<string, string>): Promise<ServerProcesses> {
  const testDatabase = await createPostgresTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-processes-'));
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  for (let index = 0; index < count; index++) {
    const port = await freePort();
    servers.push(spawnServer({ databaseUrl: testDatabase.url, port, dataDir }, env));
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
    await Promise.all(bases.map((base, index) => waitForHealth(base, servers[index] as ChildProcess)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases, testDatabase, stop };
}
