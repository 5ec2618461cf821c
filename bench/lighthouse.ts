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
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { prepareVisit, withCustomerScreens } from './browser.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3284);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REPORTS = process.env.BENCH_REPORTS;
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/booking', signedIn: true },
].filter((page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.path));

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

const loads: number[] = [];
await withCustomerScreens(PORT, async ({ base, token, debugPort }) => {
  const rows: Record<string, Record<string, string | number>> = {};
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      loads.push(loadavg()[0] ?? 0);
      const reportName = `${page.path.slice(1) || 'home'}-${run + 1}`;
      runs.push(await auditWithRetry(debugPort, base, page, token, reportName));
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
});
