import { type ChildProcess, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client.ts';
import { bookingBody, nthSlot } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { registrationBody, type TestContext, uniqueEmail, VALID_PASSWORD } from '../../test/helpers.ts';
import { freePort, spawnServer, waitForHealth } from '../../test/server-processes.ts';
import { distinctSlip } from '../slips/slip-fixtures.ts';
import { diskStorage } from '../storage/file-storage.ts';
import { readArchiveEntries, verifyBackupArchive } from './backup-archive.ts';

// Issue 18, acceptance 1, as an operator does it: a real server (server.ts) on the embedded database,
// `npm run backup` (the real script, its own process) taken while 20 bookings are being made through
// HTTP, `npm run restore` into an empty DATA_DIR, and a server started there. The restored server
// holds every booking the archive holds (and none it does not), every slip opens with the same
// bytes, and nothing is half-written: places, report figures and files agree with the rows.

const run = promisify(execFile);
const script = (name: string) => fileURLToPath(new URL(`../../scripts/${name}`, import.meta.url));
const ADMIN = { email: uniqueEmail('backup-admin'), password: VALID_PASSWORD };
const BEFORE = 6;
const DURING = 20;

let folder: string;
let source: string;
let restored: string;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'jongdee-online-backup-'));
  source = path.join(folder, 'data');
  restored = path.join(folder, 'restored');
});
afterAll(async () => {
  for (const server of servers) await stop(server);
  await rm(folder, { recursive: true, force: true });
});

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function startServer(dataDir: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawnServer(
    { databaseUrl: '', port, dataDir },
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  );
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server);
  return { base, server };
}

async function command(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script(name), ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type Api = <T>(method: string, url: string, token: string | null, body?: object) => Promise<T>;
function client(base: string): Api {
  return async (method, url, token, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: never }).data;
  };
}

/** The rows of one table in the archive, as JSON. */
async function archivedRows(file: string, table: string): Promise<Record<string, unknown>[]> {
  let rows: Record<string, unknown>[] = [];
  for await (const entry of readArchiveEntries(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    if (entry.name === `tables/${table}.jsonl`) {
      rows = Buffer.concat(chunks)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    }
  }
  return rows;
}

describe('npm run backup on a serving embedded database', () => {
  it('takes a consistent archive while bookings are made, which npm run restore brings back whole', async () => {
    // A clinic to book, written before the server takes the data directory.
    const setup = await openDatabase({ dataDir: source });
    await setup.migrate();
    const clinic: TestClinic = await createTestClinic({ database: setup } as TestContext, { capacityPerSlot: 5 });
    await setup.close();

    const original = await startServer(source);
    const api = client(original.base);
    const owners = new Map<string, string>();
    const tokens: string[] = [];
    for (let index = 0; index < 4; index++) {
      tokens.push((await api<{ token: string }>('POST', '/api/auth/register', null, registrationBody())).token);
    }
    const book = async (index: number) => {
      const token = tokens[index % tokens.length] as string;
      const booking = await api<{ id: string; bookingNo: string }>(
        'POST',
        '/api/bookings',
        token,
        bookingBody(clinic, nthSlot(index)),
      );
      owners.set(booking.id, token);
      return booking.id;
    };

    // Bookings paid by slip before the backup: what the slips look like once the server kept them.
    const before: string[] = [];
    const slips = new Map<string, { token: string; bytes: Buffer }>();
    for (let index = 0; index < BEFORE; index++) {
      const bookingId = await book(index);
      before.push(bookingId);
      const token = owners.get(bookingId) as string;
      const payment = await api<{ id: string }>('POST', '/api/payments', token, { bookingId, method: 'promptpay' });
      await api('POST', `/api/payments/${payment.id}/slip`, token, {
        slipImage: `data:image/jpeg;base64,${(await distinctSlip(index)).toString('base64')}`,
      });
      const kept = await fetch(`${original.base}/api/payments/${payment.id}/slip`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(kept.status).toBe(200);
      slips.set(payment.id, { token, bytes: Buffer.from(await kept.arrayBuffer()) });
    }

    // The backup and 20 bookings at once: four customers each book five times in a row, the first
    // while the command starts, the others from when it opens its file, just before it asks the
    // server for the snapshot. Where the snapshot falls among them varies from run to run; what must
    // hold does not.
    const file = path.join(folder, 'online.tar.gz');
    let backupDone = false;
    const backup = command('backup.ts', [file], {
      DATA_DIR: source,
      PORT: new URL(original.base).port,
      HOST: '127.0.0.1',
    }).finally(() => {
      backupDone = true;
    });
    const commandAsking = async () => {
      while (!backupDone && !existsSync(`${file}.partial`)) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const lanes = await Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        const made = [await book(BEFORE + lane)];
        await commandAsking();
        for (let turn = 1; turn < DURING / 4; turn++) made.push(await book(BEFORE + lane + turn * 4));
        return made;
      }),
    );
    const during = lanes.flat();
    const result = await backup;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('through the running server');

    const manifest = await verifyBackupArchive(file);
    const archived = (await archivedRows(file, 'bookings')).map((row) => row.id as string);
    expect(archived.length).toBe(manifest.tables.find((table) => table.name === 'bookings')?.rows);
    for (const id of before) expect(archived).toContain(id);
    // Nothing but bookings that were made: the snapshot holds each whole or not at all.
    for (const id of archived) expect([...before, ...during]).toContain(id);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.files.length).toBe(manifest.tables.find((table) => table.name === 'stored_files')?.rows);

    // Staff see the backup on /admin.
    const staff = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
    const dashboard = await api<{ lastBackup: { snapshotAt: string } | null }>(
      'GET',
      '/api/admin/dashboard',
      staff.token,
    );
    expect(dashboard.lastBackup?.snapshotAt).toBe(manifest.snapshotAt);

    // Restored into an empty DATA_DIR, while the original keeps running.
    const restore = await command('restore.ts', [file], { DATA_DIR: restored });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Restored ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows`);

    const copy = await startServer(restored);
    for (const id of [...before, ...during]) {
      const response = await fetch(`${copy.base}/api/bookings/${id}`, {
        headers: { authorization: `Bearer ${owners.get(id)}` },
      });
      expect(response.status, id).toBe(archived.includes(id) ? 200 : 404);
    }
    for (const [paymentId, slip] of slips) {
      const image = await fetch(`${copy.base}/api/payments/${paymentId}/slip`, {
        headers: { authorization: `Bearer ${slip.token}` },
      });
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(slip.bytes), paymentId).toBe(true);
    }
    await stop(copy.server);

    // With no server holding it, the command opens DATA_DIR itself.
    const offline = await command('backup.ts', [path.join(folder, 'offline.tar.gz')], { DATA_DIR: restored });
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stdout).toContain('from DATA_DIR (no server was running)');

    // Nothing half-written: places held match the bookings, report figures match the tables, files match rows.
    const check = await openDatabase({ dataDir: restored });
    try {
      const places = await queryRows<{ booked: number; held: number }>(
        check.db,
        sql`select u.booked, coalesce((select sum(b.examinee_count) from bookings b
              where b.clinic_id = u.clinic_id and b.appointment_date = u.date and b.slot_time = u.slot_time
                and b.status in ('pending_payment', 'payment_review', 'confirmed', 'completed')), 0)::int as held
            from slot_usage u`,
      );
      expect(places.length).toBeGreaterThan(0);
      for (const slot of places) expect(slot.booked).toBe(slot.held);
      await check.db.execute(sql`select report_fold()`);
      const kept = await queryRows(check.db, sql`select * from report_daily order by day, clinic_id, service_id`);
      await check.db.execute(sql`select report_rebuild()`);
      expect(await queryRows(check.db, sql`select * from report_daily order by day, clinic_id, service_id`)).toEqual(
        kept,
      );
      const rows = await queryRows<{ key: string }>(check.db, sql`select storage_key as key from stored_files`);
      const stored: string[] = [];
      for await (const key of diskStorage(path.join(restored, 'files')).list()) stored.push(key);
      expect(stored.sort()).toEqual(rows.map((row) => row.key).sort());
    } finally {
      await check.close();
    }
  }, 240_000);
});
