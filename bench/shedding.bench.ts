// Load shedding (issue 18): 300 requests at once, kept up for BENCH_SECONDS, against the real server on
// PostgreSQL — the crowd of visitors the booking screens bring (the catalogue, a clinic, a day's and a
// month's slots) — while one more client asks /api/health/live every 20 ms. Reported for each event-loop
// limit in BENCH_LIMITS (0 = shedding off; the default is the server's own default): the liveness
// check's p50/p99/max during the burst, and how the burst was answered (200, 503 with Retry-After,
// anything else). A fresh server and database per limit. The probe runs in a worker thread of its own
// (liveness-probe.ts); the event-loop delay of this thread, which drives the 300 clients, is reported
// beside it, to show what a probe sharing that loop would have timed.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { bangkokDate, createBenchClinic, createBenchDatabase, jsonApi, percentiles, spawnServer } from './harness.ts';
import type { ProbeResult } from './liveness-probe.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3307);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIMITS = (process.env.BENCH_LIMITS ?? '0,200,100,50').split(',').map(Number);
const LIVE_EVERY_MS = 20;
const ADMIN = { email: 'bench-shedding@example.com', password: 'Bench-shedding-1' };
const METRICS_TOKEN = 'bench-shedding-metrics-token';
const base = `http://127.0.0.1:${PORT}`;

type Answer = { status: number; retryAfter: boolean; ms: number };

/**
 * Like harness.ts#withServer, with a longer wait for start-up (a loaded machine takes more than its
 * 20 s) and readiness as the sign: the server is up and its database answers.
 */
async function withReadyServer(env: Record<string, string>, run: () => Promise<void>): Promise<void> {
  const database = await createBenchDatabase('jongdee_bench_shedding');
  const server = spawnServer(PORT, database.url, env);
  try {
    for (let attempt = 0; ; attempt++) {
      const ready = await fetch(`${base}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (attempt > 600) throw new Error('server did not become ready in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await run();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
  }
}

/** One GET over `agent`; a refused or reset connection counts as status 0. */
function get(agent: http.Agent, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${base}${path}`, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'] !== undefined,
          ms: performance.now() - started,
        }),
      );
    });
    request.on('error', () => resolve({ status: 0, retryAfter: false, ms: performance.now() - started }));
  });
}

async function measure(limit: number) {
  const env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    METRICS_TOKEN,
    ...(Number.isNaN(limit) ? {} : { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: String(limit) }),
  };
  let row: Record<string, string | number> = {};
  await withReadyServer(env, async () => {
    const api = jsonApi(base);
    const { token } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
    const { clinic, service } = await createBenchClinic(api, token, {
      code: 'SHED',
      name: 'คลินิกทดสอบโหลด',
      capacityPerSlot: 20,
    });
    const paths = [
      '/api/clinics',
      `/api/clinics/${clinic.id}`,
      `/api/clinics/${clinic.id}/availability?serviceId=${service.id}&date=${bangkokDate(7)}`,
      `/api/clinics/${clinic.id}/availability/month?serviceId=${service.id}&month=${bangkokDate(30).slice(0, 7)}`,
    ];
    const crowd = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    // Warm up: the JIT, the pool's connections and the catalogue cache.
    for (let index = 0; index < 40; index++) await get(crowd, paths[index % paths.length] as string);

    const prober = new Worker(new URL('./liveness-probe.ts', import.meta.url), {
      workerData: { base, everyMs: LIVE_EVERY_MS },
    });
    await new Promise((resolve, reject) => {
      prober.once('message', resolve);
      prober.once('error', reject);
    });
    const probed = new Promise<ProbeResult>((resolve, reject) => {
      prober.once('message', resolve);
      prober.once('error', reject);
    });
    const until = performance.now() + SECONDS * 1000;
    prober.postMessage(Date.now() + SECONDS * 1000);
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const answers: Answer[] = [];
    const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let turn = worker; performance.now() < until; turn++) {
        answers.push(await get(crowd, paths[turn % paths.length] as string));
      }
    });
    await Promise.all(workers);
    clientLoop.disable();
    crowd.destroy();
    const { ms: live, statuses } = await probed;
    await prober.terminate();

    const ok = answers.filter((answer) => answer.status === 200);
    const busy = answers.filter((answer) => answer.status === 503);
    const metrics = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const shedByServer = [...(await metrics.text()).matchAll(/^jongdee_http_requests_shed_total\{[^}]*\} (\d+)/gm)]
      .map((match) => Number(match[1]))
      .reduce((sum, count) => sum + count, 0);
    const livePercentiles = percentiles(live);
    row = {
      'event-loop limit': Number.isNaN(limit) ? 'default' : limit === 0 ? 'off' : `${limit} ms`,
      requests: answers.length,
      'per second': Math.round(answers.length / SECONDS),
      '200': ok.length,
      '503': busy.length,
      '503 with Retry-After': busy.filter((answer) => answer.retryAfter).length,
      'shed (server count)': shedByServer,
      other: answers.length - ok.length - busy.length,
      '200 p99 ms': percentiles(ok.map((answer) => answer.ms)).p99,
      'live checks': live.length,
      'live non-200': statuses.filter((status) => status !== 200).length,
      'live p50 ms': livePercentiles.p50,
      'live p99 ms': livePercentiles.p99,
      'live max ms': Math.round(Math.max(...live)),
      'bench loop p99 ms': Math.round(clientLoop.percentile(99) / 1e6),
    };
  });
  return row;
}

const rows = [];
for (const limit of LIMITS) {
  const row = await measure(limit);
  console.log(JSON.stringify(row));
  rows.push(row);
}
console.table(rows);
