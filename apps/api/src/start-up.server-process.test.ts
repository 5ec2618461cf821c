import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from './test/helpers.ts';
import { freePort, spawnServer, waitForHealth } from './test/server-processes.ts';

// Libraries that only some requests need: each is loaded by the first of them, not at start, so an
// idle server stays within its memory budget (decision 018, `npm run bench:memory --workspace bench`).
const LOADED_WHEN_FIRST_USED = [
  'pdfkit', // certificates and receipts
  'fontkit',
  'exceljs', // imports, exports and reports
  'sharp', // slips and banners
  '@aws-sdk/client-s3', // only with FILE_STORAGE=s3
  'nodemailer', // the first message the outbox sends
];

/** The npm package a loaded module's URL belongs to, or null for Node's own and the app's modules. */
function packageOf(url: string): string | null {
  const [, inside] = url.split(/.*\/node_modules\//);
  if (inside === undefined) return null;
  const parts = inside.split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

const cleanUps: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

async function packagesLoadedAtStart(databaseUrl: string): Promise<Set<string>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'jongdee-start-up-'));
  cleanUps.push(() => rm(folder, { recursive: true, force: true }));
  const record = path.join(folder, 'loaded.txt');
  const port = await freePort();
  // As a URL: NODE_OPTIONS splits at spaces, which a URL has none of.
  const hook = new URL('./test/record-loaded-modules.ts', import.meta.url).href;
  const server: ChildProcess = spawnServer(
    { databaseUrl, port, dataDir: path.join(folder, 'data') },
    { NODE_OPTIONS: `--import=${hook}`, RECORD_LOADED_MODULES: record },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  const urls = (await readFile(record, 'utf8')).split('\n');
  return new Set(urls.map(packageOf).filter((name) => name !== null));
}

describe('a server at start', () => {
  it("has loaded its database's driver and none of the libraries only some requests use", {
    timeout: 60_000,
  }, async () => {
    const onPostgres = process.env.TEST_DATABASE === 'postgres';
    let databaseUrl = '';
    if (onPostgres) {
      const database = await createPostgresTestDatabase();
      cleanUps.push(() => database.dispose());
      databaseUrl = database.url;
    }
    const loaded = await packagesLoadedAtStart(databaseUrl);
    expect(loaded).toContain('fastify');
    expect(loaded).toContain(onPostgres ? 'pg' : '@electric-sql/pglite');
    const notYet = onPostgres ? [...LOADED_WHEN_FIRST_USED, '@electric-sql/pglite'] : LOADED_WHEN_FIRST_USED;
    expect(notYet.filter((name) => loaded.has(name))).toEqual([]);
  });
});
