// Lighthouse, mobile, with its default simulated throttling (slow 4G, 4× slower CPU), on the four screens
// docs/product.md §10 gives a budget: performance ≥ 90 and accessibility ≥ 95 on /login, /register, / and
// /booking. The real server serves the last build of apps/web on a fresh PostgreSQL database, set up
// through the API as a customer finds it: a clinic offering a service, and a customer (health-data
// consent given, one booking) whose token lets / and /booking be audited signed in. Each page is run BENCH_RUNS times
// (default 5) with a cold HTTP cache; every column is the median of its runs. BENCH_PAGES=/,/booking
// audits only those pages. BENCH_REPORTS=<folder>
// keeps each run's full Lighthouse report (JSON) and its trace there, to see where the time goes.
// BENCH_BLOCK=*.woff2 (comma-separated URL patterns) blocks those requests, to see what they cost.
// BENCH_CPU_SLOWDOWN=<n> replaces the 4× CPU slowdown, to see a page as on a slower machine: scores
// move with the machine's own CPU (the CPU index column), 4 × 3,500 / 2,000 ≈ 7 on a fast one.
// The `main thread on CPU` column is the share of its tasks' time the page's main thread ran on a core
// (the rest it waited for one, which Lighthouse's simulation counts as the page's own work).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { bangkokDate, createBenchClinic, jsonApi, withServer } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3284);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Where apps/web keeps the session token (TOKEN_KEY in apps/web/src/api/client.ts).
const TOKEN_KEY = 'authToken';
const REPORTS = process.env.BENCH_REPORTS;
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
const ADMIN = { email: 'lighthouse-admin@example.com', password: 'Bench-admin-1' };
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/booking', signedIn: true },
].filter((page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.path));

const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
if (!existsSync(webIndex)) {
  console.error('apps/web/dist is missing: run `npm run build --workspace apps/web` first (the server serves it).');
  process.exit(1);
}

/** The system Chromium with a DevTools port of its own, in a profile that is deleted afterwards. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'jongdee-lighthouse-'));
  const chromium: ChildProcess = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    chromium.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`chromium exited (${code}) before listening:\n${output}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A few DevTools protocol commands on the browser's first tab, without a client library. */
async function withFirstTab(debugPort: number, use: (send: Send) => Promise<void>): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${debugPort}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const tab = targets.find((target) => target.type === 'page');
  if (!tab) throw new Error('chromium has no tab');
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  };
  const send: Send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      socket.send(JSON.stringify({ id: nextId, method, params }));
    });
  try {
    await use(send);
  } finally {
    socket.close();
  }
}
type Send = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/**
 * Puts the browser in the state a visitor arrives in: nothing in the HTTP cache (Lighthouse leaves it
 * alone, since it must not reset storage), and the session token stored on the origin, or not.
 */
async function prepareVisit(debugPort: number, base: string, token: string | null): Promise<void> {
  await withFirstTab(debugPort, async (send) => {
    await send('Network.clearBrowserCache');
    // A page of the origin, so its localStorage can be written; /api/health loads no app code.
    await send('Page.navigate', { url: `${base}/api/health` });
    for (let attempt = 0; attempt < 100; attempt++) {
      const state = (await send('Runtime.evaluate', { expression: 'location.href + " " + document.readyState' })) as {
        result: { value: string };
      };
      if (state.result.value === `${base}/api/health complete`) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const expression = token
      ? `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`
      : `localStorage.removeItem(${JSON.stringify(TOKEN_KEY)})`;
    await send('Runtime.evaluate', { expression });
    await send('Page.navigate', { url: 'about:blank' });
    await send('Network.clearBrowserCache');
  });
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * The share of its tasks' time the page's main thread spent on a core, from the first paint to the end
 * of the trace: each task's thread time over its wall time. Lighthouse simulates a 4× slower CPU by
 * multiplying the wall time of each task, so the time a task waits for a core held by the browser's
 * other processes, the server or Lighthouse itself counts as the page's own work, four times over.
 */
function mainThreadOnCpu(events: TraceEvent[]): number {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const rendererMains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(thread),
  );
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && rendererMains.has(thread(event)),
  );
  // The page's main thread is the renderer main thread with the most work (others: about:blank, DevTools).
  const busiest = new Map<string, number>();
  for (const task of tasks) busiest.set(thread(task), (busiest.get(thread(task)) ?? 0) + (task.dur ?? 0));
  const main = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && `${event.pid}` === main?.split(':')[0],
  );
  let wall = 0;
  let onCpu = 0;
  for (const task of tasks) {
    if (thread(task) !== main || task.ts < (firstPaint?.ts ?? 0)) continue;
    wall += task.dur ?? 0;
    onCpu += task.tdur ?? 0;
  }
  return wall > 0 ? onCpu / wall : Number.NaN;
}

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  scriptKB: number;
  benchmarkIndex: number;
  onCpu: number;
};

async function audit(debugPort: number, url: string, expectedPath: string, reportName: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: debugPort,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The token put in localStorage must survive; prepareVisit empties the HTTP cache instead.
    disableStorageReset: true,
    // What a page would score without some of its requests (the web fonts, say).
    ...(process.env.BENCH_BLOCK ? { blockedUrlPatterns: process.env.BENCH_BLOCK.split(',') } : {}),
    ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
    // The page load's trace too, for the Performance panel of Chromium's DevTools (what a long task was).
    if (trace) writeFileSync(path.join(REPORTS, `${reportName}.trace.json`), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-in page that sent the visitor to /login would be an audit of the wrong screen.
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== expectedPath) throw new Error(`${url} ended on ${finalPath}, not ${expectedPath}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const scriptBytes = resources?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    tti: metric('interactive'),
    scriptKB: scriptBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    onCpu: trace ? mainThreadOnCpu(trace.traceEvents) : Number.NaN,
  };
}

/**
 * Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART, "run Lighthouse again");
 * such a run is run again once, with the browser prepared afresh.
 */
async function auditWithRetry(
  debugPort: number,
  base: string,
  page: { path: string; signedIn: boolean },
  token: string,
  reportName: string,
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    await prepareVisit(debugPort, base, page.signedIn ? token : null);
    try {
      return await audit(debugPort, `${base}${page.path}`, page.path, reportName);
    } catch (error) {
      if (attempt >= 2 || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      console.error(`${page.path}: ${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the screens show a customer: a clinic and its service, consent given, one booking ahead. */
async function setUp(base: string): Promise<string> {
  const api = jsonApi(base);
  const { token: adminToken } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
  const { service, clinic } = await createBenchClinic(api, adminToken, {
    code: 'LH-1',
    name: 'คลินิกเวชกรรมจองดี สาขาสีลม',
    address: '1 ถนนสีลม',
    capacityPerSlot: 10,
  });
  const { token } = await api<{ token: string }>('POST', '/api/auth/register', null, {
    firstName: 'เบนช์',
    lastName: 'ไลต์เฮาส์',
    email: `lighthouse-${randomBytes(3).toString('hex')}@example.com`,
    phone: '0812345678',
    password: 'Bench1234',
    pdpaConsent: true,
  });
  await api('POST', '/api/auth/consents', token, { purpose: 'health_data', granted: true });
  await api('POST', '/api/bookings', token, {
    clinicId: clinic.id,
    serviceId: service.id,
    appointmentDate: bangkokDate(8),
    slotTime: '09:00',
    examineeCount: 1,
    contactName: 'เบนช์ ไลต์เฮาส์',
    contactPhone: '0812345678',
  });
  return token;
}

const loads: number[] = [];
await withServer(PORT, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, async ({ base }) => {
  const token = await setUp(base);

  const chromium = await launchChromium();
  try {
    const rows: Record<string, Record<string, string | number>> = {};
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        loads.push(loadavg()[0] ?? 0);
        const reportName = `${page.path.slice(1) || 'home'}-${run + 1}`;
        runs.push(await auditWithRetry(chromium.port, base, page, token, reportName));
        const last = runs.at(-1);
        console.error(
          `${page.path} run ${run + 1}/${RUNS}: performance ${last?.performance}, main thread on CPU ${Math.round((last?.onCpu ?? 0) * 100)}%`,
        );
      }
      const of = (key: keyof Run) => median(runs.map((run) => run[key]));
      rows[page.path] = {
        performance: of('performance'),
        accessibility: of('accessibility'),
        'best practices': of('bestPractices'),
        FCP: seconds(of('fcp')),
        LCP: seconds(of('lcp')),
        TBT: `${Math.round(of('tbt'))} ms`,
        TTI: seconds(of('tti')),
        'JS KB': of('scriptKB').toFixed(1),
        'performance, each run': runs.map((run) => run.performance).join(' '),
        // Lighthouse's measure of the CPU it was given (higher is faster): low when other work shares the cores.
        'CPU index': Math.round(of('benchmarkIndex')),
        // Below 100%, the page's tasks waited for a core: Lighthouse counts the wait as blocking time.
        'main thread on CPU': `${Math.round(of('onCpu') * 100)}%`,
      };
    }
    console.table(rows);
    console.log(
      `${RUNS} runs a page, medians; load average (1 min) while measuring: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    );
  } finally {
    await chromium.close();
  }
});
