import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, storedFiles } from '../../db/schema.ts';
import { bookingBody, nthSlot } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { createPostgresTestDatabase, registrationBody, type TestContext } from '../../test/helpers.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { freePort, spawnServer, waitForHealth } from '../../test/server-processes.ts';
import { distinctSlip } from '../slips/slip-fixtures.ts';
import { newStorageKey } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

// Decision 009 on S3: a real server process (server.ts, as `npm start` runs it) with FILE_STORAGE=s3
// is SIGKILLed in the middle of slip uploads. No row may be left without its object, and after the
// restart's sweep no object without its row. The heavier version is `bench/slip-crash.ts`
// (SLIP_CRASH_STORE=s3).

const UPLOADS = 12;
const KILL_AFTER_ANSWERS = 3;

let s3: TestS3Server;
let testDatabase: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;

function startServer(graceSeconds: string): ChildProcess {
  const child = spawnServer(
    { databaseUrl: testDatabase.url, port, dataDir },
    { FILE_ORPHAN_GRACE_SECONDS: graceSeconds, ...s3.env },
  );
  server = child;
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

beforeAll(async () => {
  s3 = await startTestS3Server('crash-files');
  testDatabase = await createPostgresTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-s3-crash-'));
  port = await freePort();
}, 60_000);
afterAll(async () => {
  if (server) {
    server.kill('SIGTERM');
    await exited(server);
  }
  await testDatabase?.dispose();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const base = () => `http://127.0.0.1:${port}`;

async function api<T>(method: string, url: string, token: string | null, body: object): Promise<T> {
  const response = await fetch(`${base()}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function sendSlip(token: string, paymentId: string, bytes: Buffer): Promise<number> {
  const response = await fetch(`${base()}/api/payments/${paymentId}/slip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ slipImage: `data:image/jpeg;base64,${bytes.toString('base64')}` }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The bucket as another client sees it: key → size. */
async function objects(): Promise<Map<string, number>> {
  const reader = s3Storage(s3.settings);
  try {
    const sizes = new Map<string, number>();
    for await (const entry of reader.scan()) sizes.set(entry.key, entry.size);
    return sizes;
  } finally {
    await reader.close();
  }
}

/** Rows whose object is missing or of another size: must be none, before the sweep and after it. */
async function rowsWithoutObjects(): Promise<string[]> {
  const present = await objects();
  const rows = await testDatabase.database.db.select().from(storedFiles);
  return rows.filter((row) => present.get(row.storageKey) !== row.size).map((row) => row.storageKey);
}

async function objectsWithoutRows(): Promise<string[]> {
  const keys = new Set((await testDatabase.database.db.select().from(storedFiles)).map((row) => row.storageKey));
  return [...(await objects()).keys()].filter((key) => !keys.has(key));
}

describe('a server on S3 killed during slip uploads', () => {
  it('leaves no row without its object, and the restart sweeps every object without a row', async () => {
    let child = startServer('');
    await waitForHealth(base(), child);
    const clinic: TestClinic = await createTestClinic({ database: testDatabase.database } as TestContext, {
      capacityPerSlot: 5,
    });
    // Set up one request at a time: the uploads are the only burst.
    const tokens: string[] = [];
    for (let index = 0; index < 3; index++)
      tokens.push((await api<{ token: string }>('POST', '/api/auth/register', null, registrationBody())).token);
    const targets: { token: string; paymentId: string; slip: Buffer }[] = [];
    for (let index = 0; index < UPLOADS; index++) {
      const token = tokens[index % tokens.length] as string;
      const booking = await api<{ id: string }>('POST', '/api/bookings', token, bookingBody(clinic, nthSlot(index)));
      const payment = await api<{ id: string }>('POST', '/api/payments', token, {
        bookingId: booking.id,
        method: 'promptpay',
      });
      targets.push({ token, paymentId: payment.id, slip: await distinctSlip(index) });
    }

    // All at once; the third answer kills the process wherever the others are.
    let answered = 0;
    const acknowledged = new Set<string>();
    await Promise.all(
      targets.map(async (target) => {
        const status = await sendSlip(target.token, target.paymentId, target.slip).catch(() => null);
        if (status === null) return;
        answered += 1;
        if (status === 200) acknowledged.add(target.paymentId);
        if (answered === KILL_AFTER_ANSWERS) child.kill('SIGKILL');
      }),
    );
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS - 1);

    // Before any sweep: every committed row has its whole object (objects are written first).
    expect(await rowsWithoutObjects()).toEqual([]);
    // An upload whose row never committed, whether or not the kill happened to leave one.
    const planted = newStorageKey('slip');
    const writer = s3Storage(s3.settings);
    await writer.put(planted, targets[0]?.slip as Buffer);
    await writer.close();
    expect(await objectsWithoutRows()).toContain(planted);

    // Restarted with no grace: the start-up sweep runs before it listens.
    child = startServer('0');
    await waitForHealth(base(), child);
    expect(await objectsWithoutRows()).toEqual([]);
    expect(await rowsWithoutObjects()).toEqual([]);

    const rows = await testDatabase.database.db.select().from(payments);
    const submitted = rows.filter((row) => row.status === 'submitted');
    for (const paymentId of acknowledged) expect(submitted.map((row) => row.id)).toContain(paymentId);
    for (const row of submitted) {
      const target = targets.find((candidate) => candidate.paymentId === row.id);
      const image = await fetch(`${base()}/api/payments/${row.id}/slip`, {
        headers: { authorization: `Bearer ${target?.token}` },
      });
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // An upload the kill cut short takes its slip again: nothing of it was kept.
    const cut = targets.find((target) => rows.find((row) => row.id === target.paymentId)?.status === 'pending');
    if (cut) expect(await sendSlip(cut.token, cut.paymentId, cut.slip)).toBe(200);
    expect(await objectsWithoutRows()).toEqual([]);
    expect(await rowsWithoutObjects()).toEqual([]);
  }, 240_000);
});
