// This checkout's server against another's, on the hot lists, on one database: which answers a list
// for less CPU. bench:lists compares each list with its own SQL in one run; to compare two versions
// of the server, running it twice from two checkouts a few minutes apart measured the machine as much
// as the change (on a shared virtual machine, the same list moved by 30% from one run to the next).
// Here both servers run side by side and take turns: short bursts of the same load, in alternating
// order, so a slow minute falls on both. Two processes of one commit also settle a few percent apart
// (JIT and heap), up to 18% on one list here, so each list gets BENCH_PAIRS fresh pairs of processes,
// BENCH_ROUNDS turns each. The column to read is the server's CPU per answer (utime + stime of its
// process over the burst, divided by its answers), the median of every burst of that side.
//
//   BENCH_OTHER=<root of another checkout, npm-installed> npm run bench:lists-ab --workspace bench
//
// Both servers use the same database, migrated and seeded by this checkout's server first, so the two
// checkouts must agree on its schema. BENCH_ONLY=<part of a title> as in bench:lists.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { createBenchDatabase, spawnServer, waitForHealth } from './harness.ts';
import { benchLists, cpuMs, LISTS_ADMIN, seedListsBench } from './lists.ts';

const OTHER = process.env.BENCH_OTHER;
if (!OTHER) {
  console.error('BENCH_OTHER=<root of another checkout of the project, npm-installed> is required.');
  process.exit(1);
}
const CONNECTIONS = 50;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const sides = [
  { name: 'other', port: 3297, checkout: OTHER },
  { name: 'this', port: 3296, checkout: undefined },
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const base = (port: number) => `http://127.0.0.1:${port}`;

const database = await createBenchDatabase();
const env = { ADMIN_EMAIL: LISTS_ADMIN.email, ADMIN_PASSWORD: LISTS_ADMIN.password };
let running: ChildProcess[] = [];

async function stop() {
  await Promise.all(
    running.map(async (server) => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }),
  );
  running = [];
}

/** A fresh pair: the other checkout's server and this one's, in the order of `sides`. */
async function startPair(): Promise<ChildProcess[]> {
  running = sides.map((side) => spawnServer(side.port, database.url, env, undefined, side.checkout));
  await Promise.all(sides.map((side) => waitForHealth(base(side.port))));
  return running;
}

try {
  // This checkout's server migrates the database and answers the seeding's sign-ins, alone; the
  // sessions are rows of the database, so every server after it takes the same tokens.
  running = [spawnServer(sides[1].port, database.url, env)];
  await waitForHealth(base(sides[1].port));
  const seeded = await seedListsBench(base(sides[1].port), database.url);
  await stop();

  const rows = [];
  for (const list of benchLists(seeded)) {
    if (ONLY && !list.title.includes(ONLY)) continue;
    const load = (port: number, duration: number) =>
      autocannon({
        url: `${base(port)}${list.path}`,
        method: list.method,
        connections: CONNECTIONS,
        duration,
        headers: { authorization: `Bearer ${list.token}`, 'content-type': 'application/json' },
        body: list.body === undefined ? undefined : JSON.stringify(list.body),
      });
    const measured = sides.map(() => ({ cpu: [] as number[], rate: [] as number[], p99: [] as number[], bytes: 0 }));
    for (let pair = 0; pair < PAIRS; pair++) {
      const servers = await startPair();
      for (const side of sides) await load(side.port, 2); // warm: statements prepared, JIT settled
      for (let round = 0; round < ROUNDS; round++) {
        const order = (pair * ROUNDS + round) % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const pid = servers[index]?.pid as number;
          const before = cpuMs(pid);
          const result = await load(sides[index]?.port as number, SECONDS);
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${list.title} (${sides[index]?.name}): ${result.non2xx} non-2xx, ${result.errors} errors`);
          const side = measured[index];
          if (!side) continue;
          side.cpu.push((cpuMs(pid) - before) / result.requests.total);
          side.rate.push(result.requests.total / SECONDS);
          side.p99.push(result.latency.p99);
          side.bytes = result.throughput.total / result.requests.total;
        }
      }
      await stop();
    }
    const [other, self] = measured.map((side) => ({
      cpu: median(side.cpu),
      rate: median(side.rate),
      p99: median(side.p99),
      bytes: side.bytes,
    }));
    if (!other || !self) continue;
    rows.push({
      list: list.title,
      'other CPU ms': other.cpu.toFixed(3),
      'this CPU ms': self.cpu.toFixed(3),
      change: `${Math.round((self.cpu / other.cpu - 1) * 100)}%`,
      'other req/s': Math.round(other.rate),
      'this req/s': Math.round(self.rate),
      'other p99': other.p99,
      'this p99': self.p99,
      'other KB': (other.bytes / 1024).toFixed(1),
      'this KB': (self.bytes / 1024).toFixed(1),
    });
  }
  console.table(rows);
  console.log(
    `medians of ${PAIRS} pairs of fresh processes × ${ROUNDS} bursts of ${SECONDS} s a side, ${CONNECTIONS} connections, turns alternating`,
  );
} finally {
  await stop();
  await database.drop();
}
