// Session lookup is on the path of every signed-in request: measure it through the API, and the same
// lookup through bare `pg` as the ceiling. Runs on PostgreSQL (BENCH_DATABASE_URL or the local server).
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentiles, withServer } from './harness.ts';

const PORT = 3298;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

async function load(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The query the API runs per request, through a bare pool with the same concurrency. */
async function bareLookup(databaseUrl: string, token: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const query =
    "select u.*, s.id as session_id, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now() and s.created_at > now() - interval '30 days' and u.is_active";
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        await pool.query(query, [tokenHash]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  return {
    title: 'bare pg: session lookup',
    requestsPerSecond: Math.round(latencies.length / SECONDS),
    ...percentiles(latencies),
  };
}

await withServer(PORT, { ADMIN_PASSWORD: 'Bench-admin-1' }, async ({ databaseUrl }) => {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'เบนช์',
      lastName: 'มาร์ก',
      email: 'bench@example.com',
      phone: '0812345678',
      password: 'Bench1234',
      pdpaConsent: true,
    }),
  });
  const { data } = (await registered.json()) as { data: { token: string } };
  const rows = [
    await load('GET /api/health', '/api/health'),
    await load('GET /api/auth/me', '/api/auth/me', { authorization: `Bearer ${data.token}` }),
    await bareLookup(databaseUrl, data.token),
  ];
  console.table(rows);
});
