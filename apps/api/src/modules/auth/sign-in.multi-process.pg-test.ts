import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/helpers.ts';
import { SIGN_IN_LIMIT } from './auth.service.ts';

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));
const PORTS = [4000 + Math.floor(Math.random() * 200), 4300 + Math.floor(Math.random() * 200)];
const ADMIN = { email: 'admin@sign-in-race.test', password: 'Sign-in-race-2569' };

let testDatabase: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let dataDir: string;
const servers: ChildProcess[] = [];

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

beforeAll(async () => {
  testDatabase = await createPostgresTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-sign-in-race-'));
  for (const port of PORTS) {
    const server = spawn(process.execPath, [serverEntry, '--no-demo'], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: testDatabase.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The test plays the proxy: each guess comes from an address of its own, as from many machines.
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push(server);
  }
  await Promise.all(PORTS.map(waitForHealth));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))));
  await testDatabase?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sign-in limits across two server processes on one PostgreSQL', () => {
  it('lets at most the limit of 200 parallel sign-ins, split over both, reach the password check', async () => {
    const passwords = Array.from({ length: 199 }, (_, index) => `Wrong-${index}-x`);
    passwords.push(ADMIN.password);
    const responses = await Promise.all(
      passwords.map((password, index) =>
        fetch(`http://127.0.0.1:${PORTS[index % 2]}/api/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          },
          body: JSON.stringify({ email: ADMIN.email, password }),
        }).then(async (response) => ({
          status: response.status,
          code: ((await response.json()) as { code?: string }).code,
        })),
      ),
    );
    const checkedAndWrong = responses.filter((response) => response.code === 'INVALID_CREDENTIALS').length;
    const signedIn = responses.filter((response) => response.status === 200).length;
    const held = responses.filter((response) => response.code === 'TOO_MANY_LOGIN_ATTEMPTS').length;
    expect(checkedAndWrong).toBeLessThanOrEqual(SIGN_IN_LIMIT.checks);
    expect(checkedAndWrong + signedIn).toBeGreaterThanOrEqual(SIGN_IN_LIMIT.checks);
    expect(checkedAndWrong + signedIn + held).toBe(200);
  }, 120_000);
});
