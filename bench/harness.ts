// What every benchmark here does around its measurement: a fresh PostgreSQL database, the real server
// (`apps/api/src/server.ts`, which migrates it) on a port of the bench's own, and cleaning up after.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../apps/api/src/server-flags.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchServer = { base: string; databaseUrl: string };
export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

export async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/** A new, empty database named `${prefix}_<random>` on the bench's PostgreSQL; `drop` removes it. */
export async function createBenchDatabase(prefix = 'jongdee_bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    name,
    url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString(),
    drop: async () => {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** JSON calls to the bench's server: the envelope's `data`, or an error naming the request and the answer. */
export function jsonApi(base: string) {
  return async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json()) as { data: T; code?: string; error?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${payload.code} ${payload.error}`);
    return payload.data;
  };
}

/** A clinic open every day 08:00–17:00 in 60-minute slots, offering one general check-up at ฿500, made through the admin API. */
export async function createBenchClinic(
  api: ReturnType<typeof jsonApi>,
  adminToken: string,
  clinic: { code: string; name: string; address?: string; capacityPerSlot: number },
): Promise<{ service: { id: string }; clinic: { id: string } }> {
  const service = await api<{ id: string }>('POST', '/api/admin/services', adminToken, {
    code: `${clinic.code}-GEN`,
    name: 'ใบรับรองแพทย์ทั่วไป',
    certificateType: 'general',
  });
  const created = await api<{ id: string }>('POST', '/api/admin/clinics', adminToken, {
    code: clinic.code,
    name: clinic.name,
    address: clinic.address ?? '1 ถนนทดสอบ',
    province: 'กรุงเทพมหานคร',
    phone: '021234567',
    openingHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '17:00' })),
    slotMinutes: 60,
    capacityPerSlot: clinic.capacityPerSlot,
    paymentReceiver: null,
    services: [{ serviceId: service.id, price: 50_000 }],
  });
  return { service, clinic: created };
}

/** The real server (`apps/api/src/server.ts`, which migrates the database) as a child process. */
export function spawnServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
  // Another checkout of the project (its root, with its own node_modules), to run its server instead.
  checkout?: string,
): ChildProcess {
  const entry = checkout
    ? path.join(checkout, 'apps/api/src/server.ts')
    : fileURLToPath(new URL('../apps/api/src/server.ts', import.meta.url));
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
}

/** Runs `measure` against a server on a database of its own; both are gone afterwards, even on failure. */
export async function withServer(
  port: number,
  env: Record<string, string>,
  measure: (server: BenchServer) => Promise<void>,
): Promise<void> {
  const database = await createBenchDatabase();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer(port, database.url, env);
  try {
    await waitForHealth(base);
    await measure({ base, databaseUrl: database.url });
  } finally {
    // A server that stopped by itself (it failed to start) has nothing left to wait for.
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await database.drop();
  }
}

/** p50 and p99 of a list of milliseconds, rounded. */
export function percentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.floor(sorted.length * q)] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

/** A date `daysAhead` from today in Bangkok, as the API takes it. */
export const bangkokDate = (daysAhead: number) =>
  new Date(Date.now() + 7 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
