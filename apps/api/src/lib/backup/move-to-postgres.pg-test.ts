import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Booking, Certificate } from '@jongdee/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DEMO_USER, seedDemoData } from '../../db/seed-demo.ts';
import { createBookingAs, nthSlot } from '../../test/booking-factory.ts';
import { createTestClinic, type TestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees } from '../../test/exam-factory.ts';
import { apiCaller, bearer, registerUser, signInAsNewAdmin, type TestContext } from '../../test/helpers.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { freePort, spawnServer, waitForHealth } from '../../test/server-processes.ts';
import { distinctSlip } from '../slips/slip-fixtures.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';

// Issue 18, acceptance 2: an embedded database with the demo data, bookings, a payment with its slip,
// results and certificates, moved by `npm run move-to-postgres` (the real script) into an empty
// PostgreSQL database; a real server on PostgreSQL, with the same DATA_DIR for the files, shows the
// same bookings, draws the same certificates, verifies them at /verify, opens the slip, and numbers
// the next booking after the last one.

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../scripts/move-to-postgres.ts', import.meta.url));
const backupScript = fileURLToPath(new URL('../../scripts/backup.ts', import.meta.url));
let folder: string;
let dataDir: string;
let admin: pg.Client;
let databaseName: string;
let databaseUrl: string;
let server: ChildProcess | undefined;
/** The same on both sides: a certificate prints it in its verification link. */
const PUBLIC_URL = 'https://clinic.example';

const before = {
  customerToken: '',
  bookings: [] as { id: string; bookingNo: string }[],
  certificates: [] as { id: string; code: string; text: string }[],
  slip: { paymentId: '', bytes: Buffer.alloc(0) },
  clinic: undefined as TestClinic | undefined,
};

async function move(url: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, url], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'jongdee-move-'));
  dataDir = path.join(folder, 'data');
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  databaseName = `jongdee_move_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${databaseName}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();

  // The embedded database as `npm start` leaves it, filled through the real app in this process.
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemoData(database.db);
  const storage = await createFileStorage(config);
  const app = await buildApp({ config, database, webRoot: null, storage });
  const ctx: TestContext = { app, database, storage, dataDir, close: async () => {} };
  try {
    const call = apiCaller(ctx);
    const staff = (await signInAsNewAdmin(ctx)).token;
    const customer = (await registerUser(app)).token;
    before.customerToken = customer;
    const clinic = await createTestClinic(ctx);
    before.clinic = clinic;

    const paid = await createBookingAs(ctx, customer, clinic, nthSlot(1));
    const payment = (await call('POST', '/api/payments', customer, { bookingId: paid.id, method: 'promptpay' })).json()
      .data as { id: string };
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/slip`,
      headers: bearer(customer),
      payload: { slipImage: `data:image/jpeg;base64,${(await distinctSlip(7)).toString('base64')}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await call('POST', `/api/admin/payments/${payment.id}/approve`, staff, {})).statusCode).toBe(200);
    const slip = await call('GET', `/api/payments/${payment.id}/slip`, customer);
    before.slip = { paymentId: payment.id, bytes: Buffer.from(slip.rawPayload) };

    const examined = await createBookingAs(ctx, customer, clinic, { ...nthSlot(2), examineeCount: 2 });
    const people = await confirmedBookingWithExaminees(ctx, { admin: staff, user: customer }, examined, 2);
    const doctor = await addTestDoctor(ctx, staff, clinic.clinicId);
    const issued: Certificate[] = await certifyExaminees(ctx, staff, examined, people, doctor.id);
    for (const certificate of issued) {
      const pdf = await call('GET', `/api/certificates/${certificate.id}/download`, customer);
      expect(pdf.statusCode).toBe(200);
      before.certificates.push({
        id: certificate.id,
        code: certificate.verifyUrl.split('/').at(-1) as string,
        text: (await readPdf(pdf.rawPayload)).text,
      });
    }
    await createBookingAs(ctx, customer, clinic, nthSlot(3));
    const list = (await call('GET', '/api/bookings?limit=100', customer)).json().data.items as Booking[];
    before.bookings = list.map(({ id, bookingNo }) => ({ id, bookingNo })).sort((a, b) => a.id.localeCompare(b.id));
    expect(before.bookings.length).toBe(3);
  } finally {
    await app.close();
    await storage.close();
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await admin?.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
  await rm(folder, { recursive: true, force: true });
});

describe('npm run move-to-postgres', () => {
  it('refuses while a process holds DATA_DIR, and writes nothing', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const refused = await move(databaseUrl);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by process ${process.pid}: stop the server first`);
    } finally {
      await holder.close();
    }
    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    const { rows } = await target.query(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    await target.end();
    expect(rows[0]?.n).toBe(0);
  });

  it('moves everything, the row counts of every table match, and a server on PostgreSQL carries on', async () => {
    const moved = await move(databaseUrl);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(/Moved \d+ rows in \d+ tables; every table has the same rows on both sides/);
    expect(moved.stdout).toMatch(/ {2}bookings +3 {2}same/);
    expect(moved.stdout).toContain('set DATABASE_URL=');
    expect(moved.stdout).toContain(`keep DATA_DIR=${dataDir}`);

    // Once there, the database is not empty: a second move is refused.
    const again = await move(databaseUrl);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty/);

    const port = await freePort();
    server = spawnServer({ databaseUrl, port, dataDir }, { PUBLIC_URL });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    const get = (url: string, token?: string) =>
      fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    // The customer's session came along: the same bookings, numbers and all.
    const listed = (await (await get('/api/bookings?limit=100', before.customerToken)).json()) as {
      data: { items: Booking[] };
    };
    expect(
      listed.data.items.map(({ id, bookingNo }) => ({ id, bookingNo })).sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(before.bookings);
    for (const certificate of before.certificates) {
      const pdf = await get(`/api/certificates/${certificate.id}/download`, before.customerToken);
      expect(pdf.status).toBe(200);
      expect((await readPdf(Buffer.from(await pdf.arrayBuffer()))).text).toBe(certificate.text);
      const verified = await get(`/api/verify/${certificate.code}`);
      expect(verified.status).toBe(200);
      expect(((await verified.json()) as { data: { status: string } }).data.status).toBe('valid');
    }
    const slip = await get(`/api/payments/${before.slip.paymentId}/slip`, before.customerToken);
    expect(Buffer.from(await slip.arrayBuffer()).equals(before.slip.bytes)).toBe(true);

    // The demo account signs in with its password, and the next booking follows the last number.
    const demo = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_USER),
    });
    expect(demo.status).toBe(200);
    const last = before.bookings
      .map((booking) => booking.bookingNo)
      .sort()
      .at(-1) as string;
    const booked = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${before.customerToken}` },
      body: JSON.stringify({
        clinicId: before.clinic?.clinicId,
        serviceId: before.clinic?.serviceId,
        ...nthSlot(4),
        examineeCount: 1,
        contactName: 'สมหญิง รักดี',
        contactPhone: '0891234567',
      }),
    });
    expect(booked.status).toBe(201);
    const next = ((await booked.json()) as { data: Booking }).data.bookingNo;
    const [prefix, number] = [last.slice(0, last.lastIndexOf('-')), Number(last.slice(last.lastIndexOf('-') + 1))];
    expect(next).toBe(`${prefix}-${String(number + 1).padStart(4, '0')}`);

    // From now on `npm run backup` connects to PostgreSQL itself, beside the running server.
    const file = path.join(folder, 'after-the-move.tar.gz');
    const backup = await run(process.execPath, [backupScript, file], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
    expect(backup.stdout).toMatch(/Backed up from PostgreSQL to .* \d+ rows in \d+ tables and 2 files, checked/);
  }, 120_000);
});
