// The hot lists against their ceiling (docs/product.md §10: ≥ 50% of the bare-`pg` rate for their own SQL,
// p99 < 50 ms, on PostgreSQL with 50 connections). For each list: the exact statements the endpoint
// runs for that request, through a bare `pg` pool of 50 with 50 loops, then the endpoint itself through
// HTTP with autocannon, side by side in one run. BENCH_CAPTURE_SQL=1 logs every statement of the bench
// database in PostgreSQL's log instead (log_statement = all) and sends each request once: that is how
// the statements in lists.ts were taken, and how to take them again after a list's SQL changes.
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, jsonApi, percentiles, spawnServer, waitForHealth } from './harness.ts';
import { benchLists, cpuMs, LISTS_ADMIN, type List, postgresCpuMs, seedListsBench } from './lists.ts';

const PORT = 3295;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Both sides first run under the same load, unmeasured, for this long: the bare pool opens its 50
// connections and the server's JIT and heap reach their steady state before the measured SECONDS.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CAPTURE = process.env.BENCH_CAPTURE_SQL === '1';
const EXPLAIN = process.env.BENCH_EXPLAIN === '1'; // the plans of the ceiling's statements, instead of measuring
const ONLY = process.env.BENCH_ONLY; // a substring of the titles to run, while working on one list
const base = `http://127.0.0.1:${PORT}`;
const api = jsonApi(base);

/** The statements through a bare pool of 50, 50 loops for SECONDS: the ceiling. */
async function bare(databaseUrl: string, list: List) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const run = async () => {
    const results: pg.QueryResult[][] = [];
    for (const step of list.ceiling)
      results.push(
        await Promise.all(
          // Rows as arrays, as Drizzle asks for them.
          step.map((statement) => pool.query({ ...statement, rowMode: 'array' })),
        ),
      );
    return results;
  };
  // The page is the first statement after the session lookup.
  const page = (await run())[1]?.[0];
  const loops = async (seconds: number, latencies: number[]) => {
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          const started = performance.now();
          await run();
          latencies.push(performance.now() - started);
        }
      }),
    );
  };
  await loops(WARM_UP_SECONDS, []);
  const latencies: number[] = [];
  const databaseCpuBefore = postgresCpuMs();
  await loops(SECONDS, latencies);
  const databaseCpuPerRequest = (postgresCpuMs() - databaseCpuBefore) / latencies.length;
  await pool.end();
  return {
    requestsPerSecond: Math.round(latencies.length / SECONDS),
    ...percentiles(latencies),
    databaseCpuPerRequest,
    page,
  };
}

async function http(list: List, pid: number) {
  const load = (duration: number) =>
    autocannon({
      url: `${base}${list.path}`,
      method: list.method,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${list.token}`, 'content-type': 'application/json' },
      body: list.body === undefined ? undefined : JSON.stringify(list.body),
    });
  if (WARM_UP_SECONDS > 0) {
    const warmUp = await load(WARM_UP_SECONDS);
    if (warmUp.non2xx > 0 || warmUp.errors > 0)
      throw new Error(`${list.title} (warm-up): ${warmUp.non2xx} non-2xx, ${warmUp.errors} errors`);
  }
  const cpuBefore = cpuMs(pid);
  const databaseCpuBefore = postgresCpuMs();
  const result = await load(SECONDS);
  const databaseCpu = postgresCpuMs() - databaseCpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${list.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // What each answer cost the server's process, whatever else the machine ran, and what it weighed.
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / result.requests.total,
    databaseCpuPerRequest: databaseCpu / result.requests.total,
    bytesPerAnswer: result.throughput.total / result.requests.total,
  };
}

const database = await createBenchDatabase();
// Every statement of this database goes to PostgreSQL's log, to read what each request ran.
if (CAPTURE) {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`alter database ${database.name} set log_statement = 'all'`);
  await admin.end();
}
const server = spawnServer(PORT, database.url, {
  ADMIN_EMAIL: LISTS_ADMIN.email,
  ADMIN_PASSWORD: LISTS_ADMIN.password,
});
try {
  await waitForHealth(base);
  const seeded = await seedListsBench(base, database.url);
  const marker = new pg.Client({ connectionString: database.url });
  // The database is dropped with force on failure: that ends this connection too, which is no error.
  marker.on('error', () => {});
  await marker.connect();
  const rows = [];
  for (const list of benchLists(seeded)) {
    if (ONLY && !list.title.includes(ONLY)) continue;
    const answered = await api<{ items: { id: string }[] }>(list.method, list.path, list.token, list.body);
    if (CAPTURE) {
      // Between markers in the log: the statements of this one request.
      await marker.query(`select ${pg.escapeLiteral(`bench:lists after ${list.title}`)}`);
      continue;
    }
    if (EXPLAIN) {
      // Where the database's time goes, statement by statement (the session lookup has its own bench).
      console.log(`\n── ${list.title}`);
      for (const statement of list.ceiling.flat().filter((statement) => statement.name !== 'session_lookup')) {
        const plan = await marker.query(`explain (analyze, costs off) ${statement.text}`, statement.values);
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      continue;
    }
    // Prepare the server's statements and plans before its first load (each side then warms up under load).
    for (let index = 0; index < 50; index++) await api(list.method, list.path, list.token, list.body);
    const ceiling = await bare(database.url, list);
    const expected = answered.items.map((item) => item.id);
    // Its first column is the id.
    const got = (ceiling.page?.rows ?? []).map((row: unknown[]) => row[0]);
    if (JSON.stringify(expected) !== JSON.stringify(got))
      throw new Error(`${list.title}: the ceiling's page is not the API's:\n${expected}\n${got}`);
    const measured = await http(list, server.pid as number);
    rows.push({
      list: list.title,
      'bare pg req/s': ceiling.requestsPerSecond,
      'API req/s': measured.requestsPerSecond,
      ratio: `${Math.round((measured.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`,
      'API p50': measured.p50,
      'API p99': measured.p99,
      'pg p99': ceiling.p99,
      'API CPU ms': measured.cpuPerRequest.toFixed(2),
      // PostgreSQL's CPU per answer under each side: the same statements should cost it the same.
      'pg CPU ms (API)': measured.databaseCpuPerRequest.toFixed(2),
      'pg CPU ms (bare)': ceiling.databaseCpuPerRequest.toFixed(2),
      'KB/answer': (measured.bytesPerAnswer / 1024).toFixed(1),
    });
  }
  await marker.end();
  if (CAPTURE) {
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    console.log(`statements logged for database ${database.name}: grep PostgreSQL's log for it; their values:`);
    console.log(
      JSON.stringify({
        [seeded.customerId]: 'seeded.customerId',
        [seeded.adminId]: 'seeded.adminId',
        [hash(seeded.customerToken)]: 'seeded.customerToken',
        [hash(seeded.adminToken)]: 'seeded.adminToken',
      }),
    );
  } else console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  // BENCH_KEEP_DATABASE=1 leaves the seeded database behind, to try a statement on it with psql.
  if (process.env.BENCH_KEEP_DATABASE === '1') {
    console.log(`kept database ${database.name}`);
    process.exit(0); // the harness's admin connection stays open otherwise
  } else await database.drop();
}
