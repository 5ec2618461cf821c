import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../db/client.ts';
import { createBookingAs, nthSlot } from '../../test/booking-factory.ts';
import { createTestClinic } from '../../test/clinic-factory.ts';
import { addTestDoctor, certifyExaminees, confirmedBookingWithExaminees } from '../../test/exam-factory.ts';
import { apiCaller, bearer, useStaffAndCustomer, useTestApp } from '../../test/helpers.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { distinctSlip } from '../slips/slip-fixtures.ts';
import { diskStorage, type FileStorage } from '../storage/file-storage.ts';
import { s3Storage } from '../storage/s3-storage.ts';
import { readArchiveEntries, writeBackupArchive, writeCheckedArchiveFile } from './backup-archive.ts';
import { restoreBackup, type TargetDatabase } from './restore.ts';
import { listTables } from './table-copy.ts';

// The archive of a database with bookings, a slip, results, certificates and report figures, restored
// into an empty target of this run's kind — a new DATA_DIR on PGlite, a new PostgreSQL database on
// PostgreSQL — with its files in a bucket (a real s3rver); and every way a restore must refuse,
// leaving its target untouched.

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const ctx = useTestApp();
const tokens = useStaffAndCustomer(ctx, { firstName: 'สำรอง', lastName: 'ข้อมูลดี' });
let folder: string;
let archive: string;
let s3: TestS3Server;
const databases: string[] = [];
let admin: pg.Client | undefined;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'jongdee-restore-'));
  s3 = await startTestS3Server('restored-files');
  if (onPostgres) {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  }
  const call = apiCaller(ctx);
  const clinic = await createTestClinic(ctx);
  // A booking paid by a slip (a stored file and its thumbnail), and one with results and certificates.
  const paid = await createBookingAs(ctx, tokens.user, clinic, nthSlot(1));
  const payment = await call('POST', '/api/payments', tokens.user, { bookingId: paid.id, method: 'promptpay' });
  const slip = await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/${payment.json().data.id}/slip`,
    headers: bearer(tokens.user),
    payload: { slipImage: `data:image/jpeg;base64,${(await distinctSlip(41)).toString('base64')}` },
  });
  expect(slip.statusCode, slip.body).toBe(200);
  const examined = await createBookingAs(ctx, tokens.user, clinic, { ...nthSlot(2), examineeCount: 2 });
  const people = await confirmedBookingWithExaminees(ctx, tokens, examined, 2);
  const doctor = await addTestDoctor(ctx, tokens.admin, clinic.clinicId);
  await certifyExaminees(ctx, tokens.admin, examined, people, doctor.id);
  // Report figures both folded and still waiting to be folded, as a live server has them.
  await ctx.database.db.execute(sql`select report_fold()`);
  await createBookingAs(ctx, tokens.user, clinic, nthSlot(3));

  archive = path.join(folder, 'backup.tar.gz');
  await writeCheckedArchiveFile(archive, async (output) => {
    await writeBackupArchive({ db: ctx.database.db, kind: ctx.database.kind, storage: ctx.storage }, output);
  });
}, 60_000);

afterAll(async () => {
  for (const name of databases) await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

/** A new, empty target of this run's kind: a bare PostgreSQL database (no schema), or a new DATA_DIR. */
async function emptyTarget(): Promise<TargetDatabase> {
  const dataDir = await mkdtemp(path.join(folder, 'data-'));
  if (!admin) return { databaseUrl: undefined, dataDir };
  const name = `jongdee_restore_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir };
}

/** Nothing was written: no embedded database was made, no table was created, no file was stored. */
async function expectUntouched(target: TargetDatabase, storage: FileStorage): Promise<void> {
  if (target.databaseUrl) {
    const database = await openDatabase({ databaseUrl: target.databaseUrl });
    const [found] = await queryRows<{ tables: number }>(
      database.db,
      sql`select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    await database.close();
    expect(found?.tables).toBe(0);
  } else {
    expect(existsSync(path.join(target.dataDir, 'pgdata'))).toBe(false);
  }
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  expect(keys).toEqual([]);
}

/** Every row of every table as text, sorted, and every sequence's position: two databases compared whole. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = await queryRows<{ line: string }>(
      db,
      sql`select to_jsonb(t)::text as line from ${sql.identifier(table.name)} t order by 1`,
    );
    all[table.name] = rows.map((row) => row.line);
  }
  all.sequences = (
    await queryRows<{ state: string }>(
      db,
      sql`select last_value::text || ' ' || is_called::text as state from report_daily_changes_id_seq`,
    )
  ).map((row) => row.state);
  return all;
}

const bucket = (name: string) => s3Storage({ ...s3.settings, bucket: name });

describe(`restore into an empty ${onPostgres ? 'PostgreSQL database' : 'DATA_DIR'}`, () => {
  it('brings back every row as it was, report figures not counted twice, sequences where they were, and every file into a bucket', async () => {
    const target = await emptyTarget();
    const storage = bucket('restored-files');
    await storage.ensureBucket();
    const report = await restoreBackup(archive, { ...target, storage });
    expect(report.files).toBe(report.manifest.files.length);
    expect(report.manifest.files.length).toBeGreaterThanOrEqual(2);

    const restored = await openDatabase(target);
    try {
      const before = await contents(ctx.database.db);
      expect(before.report_daily?.length).toBeGreaterThan(0);
      expect(before.report_daily_changes?.length).toBeGreaterThan(0);
      expect(await contents(restored.db)).toEqual(before);
      // Folding what was waiting gives the figures the tables themselves give: none doubled or lost.
      await restored.db.execute(sql`select report_fold()`);
      const folded = await queryRows(restored.db, sql`select * from report_daily order by day, clinic_id, service_id`);
      await restored.db.execute(sql`select report_rebuild()`);
      expect(await queryRows(restored.db, sql`select * from report_daily order by day, clinic_id, service_id`)).toEqual(
        folded,
      );
    } finally {
      await restored.close();
    }
    for (const stored of report.manifest.files) {
      expect((await storage.get(stored.key))?.equals((await ctx.storage.get(stored.key)) as Buffer), stored.key).toBe(
        true,
      );
    }
    await storage.close();
  }, 60_000);
});

describe('a restore refuses, and writes nothing', () => {
  it('into a database that is not empty', async () => {
    const target = await emptyTarget();
    const first = bucket('first-restore');
    await first.ensureBucket();
    await restoreBackup(archive, { ...target, storage: first });
    await first.close();
    const again = diskStorage(path.join(folder, 'again-files'));
    await expect(restoreBackup(archive, { ...target, storage: again })).rejects.toThrow(
      onPostgres ? /is not empty \(.+ hold rows\)/ : /already holds a database/,
    );
    expect(existsSync(again.location)).toBe(false);
  }, 60_000);

  it('into a file store that already holds files', async () => {
    const target = await emptyTarget();
    const storage = bucket('holds-files');
    await storage.ensureBucket();
    await storage.put('banner/2026/11/0b0c0b0c-0b0c-4b0c-8b0c-0b0c0b0c0b0c.jpg', Buffer.from('a banner of before'));
    await expect(restoreBackup(archive, { ...target, storage })).rejects.toThrow(/already holds files/);
    await storage.remove('banner/2026/11/0b0c0b0c-0b0c-4b0c-8b0c-0b0c0b0c0b0c.jpg');
    await expectUntouched(target, storage);
    await storage.close();
  });

  it('an archive changed after it was written, cut short, or missing its manifest', async () => {
    const whole = gunzipSync(await readFile(archive));
    const email = Buffer.from('@example.com');
    const at = whole.indexOf(email);
    expect(at).toBeGreaterThan(0);
    const tampered = Buffer.from(whole);
    tampered.write('@exbmple.com', at);
    const cases: [string, Buffer, RegExp][] = [
      [
        'tampered.tar.gz',
        gzipSync(tampered),
        /does not match its manifest: tables\/\w+\.jsonl is not what was written/,
      ],
      [
        'cut.tar.gz',
        (await readFile(archive)).subarray(0, Math.floor((await readFile(archive)).length * 0.6)),
        /cut short/,
      ],
      ['no-manifest.tar.gz', await withoutManifest(), /has no manifest: it is incomplete/],
    ];
    for (const [name, bytes, refusal] of cases) {
      const file = path.join(folder, name);
      await writeFile(file, bytes);
      const target = await emptyTarget();
      const storage = diskStorage(path.join(target.dataDir, 'files'));
      await expect(restoreBackup(file, { ...target, storage }), name).rejects.toThrow(refusal);
      await expectUntouched(target, storage);
    }
  });

  it('an archive of another migration than this version’s', async () => {
    const whole = gunzipSync(await readFile(archive));
    const text = whole.toString('latin1');
    const older = Buffer.from(
      text.replace(/"migration": "(\d{4})_\w+"/, (match) =>
        match.replace(/\d{4}_\w+/, (tag) => `0000_${'x'.repeat(tag.length - 5)}`),
      ),
      'latin1',
    );
    const file = path.join(folder, 'older.tar.gz');
    await writeFile(file, gzipSync(older));
    const target = await emptyTarget();
    const storage = diskStorage(path.join(target.dataDir, 'files'));
    await expect(restoreBackup(file, { ...target, storage })).rejects.toThrow(
      /was made at migration 0000_x+, this version is at/,
    );
    await expectUntouched(target, storage);
  });
});

/** The archive as if writing it had stopped just before the manifest: every other entry, whole. */
async function withoutManifest(): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  for await (const entry of readArchiveEntries(archive)) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    if (entry.name !== 'manifest.json') pack.entry({ name: entry.name }, Buffer.concat(parts));
  }
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}
