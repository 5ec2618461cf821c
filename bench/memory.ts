// Idle memory of the real server, started as `npm start` starts it (the flags and environment of
// apps/api/src/server-flags.ts): on PostgreSQL (a fresh database on BENCH_DATABASE_URL or the local
// server), on PGlite with an empty DATA_DIR (initdb, migrations, demo data), and on PGlite restarted
// on that directory. RSS is read from /proc BENCH_IDLE_SECONDS (default 15) after /api/health first
// answers. Budget (docs/product.md §10): < 200 MB on PostgreSQL, < 350 MB on PGlite.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../apps/api/src/server-flags.ts';
import { createBenchDatabase, waitForHealth } from './harness.ts';

const PORT = 3296;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const entry = fileURLToPath(new URL('../apps/api/src/server.ts', import.meta.url));

async function idleRss(title: string, env: Record<string, string>) {
  const started = performance.now();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}`);
    const startSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return { title, startSeconds: Number(startSeconds.toFixed(1)), idleRssMb: Math.round(rssKb / 1024) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const rows = [];
const database = await createBenchDatabase('jongdee_memory');
try {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-memory-'));
  try {
    rows.push(await idleRss('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
} finally {
  await database.drop();
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-memory-'));
try {
  rows.push(await idleRss('PGlite, empty DATA_DIR (with demo data)', { DATA_DIR: dataDir }));
  rows.push(await idleRss('PGlite, restarted on it', { DATA_DIR: dataDir }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.table(rows);
