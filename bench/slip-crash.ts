// Killing the server in the middle of slip uploads leaves no broken file state (decision 009): each
// round starts the real server on a fresh PostgreSQL database and data folder, opens 50 payments,
// sends 50 distinct ~1.2 MB slips at once and SIGKILLs the server after the Nth answer; then restarts
// it with FILE_ORPHAN_GRACE_SECONDS=0 (its start-up sweep runs before it listens) and checks, by SQL and
// on disk, that no payment points at a missing file, no file lacks its row, no slip row lacks its
// payment, and that the payments the crash cut short are still pending and take their slips again.
// Exits 1 on any violation. SLIP_CRASH_KILL_AFTER sets the rounds: a number of answers to wait for
// (default 5,15,30), or a time such as 2s (before any answer: uploads still being read and checked).
// SLIP_CRASH_STORE=s3 runs the server with FILE_STORAGE=s3 on an S3-protocol server (s3rver) started
// for each round, and checks the bucket instead of the folder.
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { crc16 } from '../apps/api/src/lib/promptpay/promptpay-payload.ts';
import { qrPng, slipImage } from '../apps/api/src/lib/slips/slip-fixtures.ts';
import { diskStorage, type FileStorage, newStorageKey } from '../apps/api/src/lib/storage/file-storage.ts';
import { s3Storage } from '../apps/api/src/lib/storage/s3-storage.ts';
import { startTestS3Server, type TestS3Server } from '../apps/api/src/test/s3-server.ts';
import { bangkokDate, createBenchClinic, createBenchDatabase, jsonApi, spawnServer, waitForHealth } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const base = `http://127.0.0.1:${PORT}`;
const api = jsonApi(base);
const UPLOADS = 50;
const CUSTOMERS = 5;
/** When a round kills the server: after so many answers, or so long after sending. */
type Moment = { answers: number } | { ms: number };
const MOMENTS: Moment[] = (process.env.SLIP_CRASH_KILL_AFTER ?? '5,15,30').split(',').map((text) => {
  const seconds = /^(\d+(?:\.\d+)?)s$/.exec(text.trim());
  if (seconds) return { ms: Number(seconds[1]) * 1000 };
  const answers = Number(text);
  if (!Number.isInteger(answers) || answers < 1 || answers >= UPLOADS)
    throw new Error(`SLIP_CRASH_KILL_AFTER: answer counts from 1 to ${UPLOADS - 1}, or times like 2s`);
  return { answers };
});
const describeMoment = (moment: Moment) =>
  'answers' in moment ? `${moment.answers} answers` : `${moment.ms / 1000} s`;
/** How many of the payments left pending take their slip again after the restart (all: SLIP_CRASH_RETRIES=50). */
const RETRIES = Number(process.env.SLIP_CRASH_RETRIES ?? 5);
if (!Number.isInteger(RETRIES) || RETRIES < 1) throw new Error('SLIP_CRASH_RETRIES: a whole number from 1');
const STORE = process.env.SLIP_CRASH_STORE ?? 'disk';
if (STORE !== 'disk' && STORE !== 's3') throw new Error('SLIP_CRASH_STORE: disk or s3');
const ADMIN = { email: 'crash-admin@example.com', password: 'Crash-admin-1' };
/** Nine 60-minute slots a day (08:00 … 16:00), from the day after tomorrow: a slot of its own per booking. */
const slotOf = (index: number) => ({
  appointmentDate: bangkokDate(2 + Math.floor(index / 9)),
  slotTime: `${String(8 + (index % 9)).padStart(2, '0')}:00`,
});

/** A KBank-style slip QR (docs/thai.md §2) with a reference of its own and a correct CRC. */
function slipQrText(reference: string): string {
  const inner = `0006000001010300402${String(reference.length).padStart(2, '0')}${reference}`;
  const body = `00${String(inner.length).padStart(2, '0')}${inner}5102TH9104`;
  return `${body}${crc16(body)}`;
}

/**
 * 50 phone-photo slips (2400×1800 JPEG with grain, ~1.2 MB), each with its own slip QR: one grainy
 * slip from slipImage, and each QR composited onto its pixels (a slipImage each would take ~2 s).
 */
async function makeSlips(): Promise<Buffer[]> {
  const photo = await slipImage({ width: 2400, height: 1800, noise: true, qrs: [], format: 'png' });
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  return Promise.all(
    Array.from({ length: UPLOADS }, async (_, index) =>
      sharp(data, { raw: info })
        .composite([
          {
            input: await qrPng(slipQrText(`014242082547CRS${String(index).padStart(5, '0')}`), 8),
            left: 1300,
            top: 850,
          },
        ])
        .jpeg({ quality: 88 })
        .toBuffer(),
    ),
  );
}

/** The slip as the phone app sends it: multipart, field `slipImage`. Answers the HTTP status. */
async function sendSlip(token: string, paymentId: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('slipImage', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'slip.jpg');
  const response = await fetch(`${base}/api/payments/${paymentId}/slip`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

type Target = { token: string; paymentId: string; slip: Buffer };

/** A clinic, five customers and 50 bookings, each with its pending PromptPay payment — through the API. */
async function openPayments(slips: Buffer[]): Promise<Target[]> {
  const { token: adminToken } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
  const { service, clinic } = await createBenchClinic(api, adminToken, {
    code: 'CRASH-1',
    name: 'คลินิกทดสอบการล่ม',
    capacityPerSlot: 10,
  });
  const tokens = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, index) => {
      const { token } = await api<{ token: string }>('POST', '/api/auth/register', null, {
        firstName: 'ทดสอบ',
        lastName: `ผู้ใช้${index}`,
        email: `crash-${index}@example.com`,
        phone: '0812345678',
        password: 'Crash1234',
        pdpaConsent: true,
      });
      return token;
    }),
  );
  return Promise.all(
    slips.map(async (slip, index) => {
      const token = tokens[index % CUSTOMERS] as string;
      const booking = await api<{ id: string }>('POST', '/api/bookings', token, {
        clinicId: clinic.id,
        serviceId: service.id,
        ...slotOf(index),
        examineeCount: 1,
        contactName: 'ทดสอบ ล่ม',
        contactPhone: '0812345678',
      });
      const payment = await api<{ id: string }>('POST', '/api/payments', token, {
        bookingId: booking.id,
        method: 'promptpay',
      });
      return { token, paymentId: payment.id, slip };
    }),
  );
}

/** Every file in the store (the folder or the bucket), temporary ones included, as `key → size`. */
async function filesInStore(storage: FileStorage): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for await (const entry of storage.scan()) files.set(entry.key, entry.size);
  return files;
}

const isTemporary = (key: string) => path.posix.basename(key).startsWith('.tmp-');

type Row = { id: string; storage_key: string; kind: string; size: number };
type PaymentRow = {
  id: string;
  status: string;
  booking_status: string;
  slip_file_id: string | null;
  slip_thumbnail_file_id: string | null;
};

/** The invariants of decision 009, by SQL and on disk. Answers the violations and the payments by status. */
async function checkFiles(
  client: pg.Client,
  store: FileStorage,
  targets: Target[],
): Promise<{ violations: string[]; pending: string[]; submitted: string[] }> {
  const violations: string[] = [];
  const rows = (await client.query<Row>('select id, storage_key, kind, size from stored_files')).rows;
  const paymentRows = (
    await client.query<PaymentRow>(
      `select p.id, p.status, b.status as booking_status, p.slip_file_id, p.slip_thumbnail_file_id
         from payments p join bookings b on b.id = p.booking_id`,
    )
  ).rows;
  const disk = await filesInStore(store);
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const referenced = new Set<string>();

  for (const payment of paymentRows) {
    for (const [column, fileId] of [
      ['slip_file_id', payment.slip_file_id],
      ['slip_thumbnail_file_id', payment.slip_thumbnail_file_id],
    ] as const) {
      if (!fileId) continue;
      referenced.add(fileId);
      const row = rowsById.get(fileId);
      if (!row) violations.push(`payment ${payment.id}: ${column} points at no stored_files row`);
      else if (!disk.has(row.storage_key)) violations.push(`payment ${payment.id}: ${row.storage_key} is missing`);
      else if (disk.get(row.storage_key) !== row.size)
        violations.push(
          `payment ${payment.id}: ${row.storage_key} has ${disk.get(row.storage_key)} bytes, not ${row.size}`,
        );
    }
    const hasFiles = Boolean(payment.slip_file_id && payment.slip_thumbnail_file_id);
    if (payment.status === 'submitted') {
      if (!hasFiles) violations.push(`payment ${payment.id}: submitted without its slip and thumbnail`);
      if (payment.booking_status !== 'payment_review')
        violations.push(`payment ${payment.id}: submitted, but its booking is ${payment.booking_status}`);
    } else if (payment.status === 'pending') {
      if (payment.slip_file_id || payment.slip_thumbnail_file_id)
        violations.push(`payment ${payment.id}: pending with a slip file`);
      if (payment.booking_status !== 'pending_payment')
        violations.push(`payment ${payment.id}: pending, but its booking is ${payment.booking_status}`);
    } else {
      violations.push(`payment ${payment.id}: status ${payment.status}`);
    }
  }
  const keys = new Set(rows.map((row) => row.storage_key));
  for (const key of disk.keys()) {
    if (isTemporary(key)) violations.push(`temporary file left: ${key}`);
    else if (!keys.has(key)) violations.push(`file without a row: ${key}`);
  }
  for (const row of rows) {
    if ((row.kind === 'slip' || row.kind === 'thumbnail') && !referenced.has(row.id))
      violations.push(`stored_files ${row.storage_key} (${row.kind}) is referenced by no payment`);
  }
  if (paymentRows.length !== targets.length) violations.push(`${paymentRows.length} payments, not ${targets.length}`);
  return {
    violations,
    pending: paymentRows.filter((payment) => payment.status === 'pending').map((payment) => payment.id),
    submitted: paymentRows.filter((payment) => payment.status === 'submitted').map((payment) => payment.id),
  };
}

/** The slip and its thumbnail as a customer downloads them: every submitted payment's files answer. */
async function checkDownloads(targets: Target[], submitted: string[]): Promise<string[]> {
  const byPayment = new Map(targets.map((target) => [target.paymentId, target]));
  const failures = await Promise.all(
    submitted.flatMap((paymentId) =>
      ['slip', 'slip/thumbnail'].map(async (which) => {
        const response = await fetch(`${base}/api/payments/${paymentId}/${which}`, {
          headers: { authorization: `Bearer ${byPayment.get(paymentId)?.token}` },
        });
        const bytes = await response.arrayBuffer();
        return response.ok && bytes.byteLength > 0 ? null : `GET ${paymentId}/${which}: ${response.status}`;
      }),
    ),
  );
  return failures.filter((failure): failure is string => failure !== null);
}

type Server = { child: ChildProcess; exited: Promise<number | string | null> };

function startServer(
  databaseUrl: string,
  dataDir: string,
  logFile: string,
  graceSeconds: string,
  storeEnv: Record<string, string>,
): Server {
  const log = openSync(logFile, 'a');
  const child = spawnServer(
    PORT,
    databaseUrl,
    {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      FILE_ORPHAN_GRACE_SECONDS: graceSeconds,
      // 50 slip checks at once lag the event loop; shedding them (503) is not what this bench checks.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...storeEnv,
    },
    ['ignore', log, log],
  );
  closeSync(log);
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited };
}

/** Healthy, or the reason it is not: a server that exits at start-up fails at once, not after 20 s. */
async function healthy(server: Server): Promise<void> {
  const exit = server.exited.then((code) => {
    throw new Error(`server exited at start-up (${code})`);
  });
  // Up to a minute: on a loaded machine migrations and the start-up sweep outlast the harness's 20 s.
  const waited = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await waitForHealth(base);
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  };
  await Promise.race([waited(), exit]);
  exit.catch(() => {});
}

type RoundResult = {
  killAfter: string;
  /** Answers received (all must be 200); the kill goes on the Nth, and a few more may be on their way. */
  answered: number;
  /** Time from sending the 50 uploads to the kill. */
  killedAtMs: number;
  /** Committed before the kill, but the answer was lost with the process. */
  committedUnanswered: number;
  /** Files the crash left without a row (both files of an upload whose transaction never committed). */
  orphans: number;
  /** Temporary files the crash left (a write cut between open and rename). */
  temporary: number;
  /** Payments still pending after the restart, and how many of them took their slip again. */
  pending: number;
  retried: number;
  seconds: number;
  violations: string[];
};

async function round(moment: Moment, slips: Buffer[]): Promise<RoundResult> {
  const started = performance.now();
  const result: RoundResult = {
    killAfter: describeMoment(moment),
    answered: 0,
    killedAtMs: 0,
    committedUnanswered: 0,
    orphans: 0,
    temporary: 0,
    pending: 0,
    retried: 0,
    seconds: 0,
    violations: [],
  };
  const { violations } = result;
  const database = await createBenchDatabase('jongdee_crash');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jongdee-crash-'));
  const logFile = path.join(dataDir, 'server.log');
  const client = new pg.Client({ connectionString: database.url });
  const s3: TestS3Server | undefined = STORE === 's3' ? await startTestS3Server('slip-crash') : undefined;
  const store: FileStorage = s3 ? s3Storage(s3.settings) : diskStorage(path.join(dataDir, 'files'));
  const storeEnv = s3?.env ?? {};
  let server = startServer(database.url, dataDir, logFile, '', storeEnv);
  try {
    await healthy(server);
    await client.connect();
    const targets = await openPayments(slips);

    // All 50 at once; the Nth answer triggers SIGKILL, and the rest are cut wherever they are.
    const sent = performance.now();
    const kill = () => {
      if (result.killedAtMs) return;
      server.child.kill('SIGKILL');
      result.killedAtMs = Math.round(performance.now() - sent);
    };
    const timer = 'ms' in moment ? setTimeout(kill, moment.ms) : undefined;
    const acknowledged = new Set<string>();
    await Promise.all(
      targets.map(async (target) => {
        let status: number;
        try {
          status = await sendSlip(target.token, target.paymentId, target.slip);
        } catch {
          return; // cut by the kill
        }
        result.answered += 1;
        if (status === 200) acknowledged.add(target.paymentId);
        else violations.push(`upload to ${target.paymentId} answered ${status}`);
        if ('answers' in moment && result.answered === moment.answers) kill();
      }),
    );
    clearTimeout(timer);
    if (!result.killedAtMs) throw new Error(`every upload was answered before the kill at ${describeMoment(moment)}`);
    await server.exited;

    // What the crash left, before any sweep.
    const keys = new Set(
      (await client.query<{ storage_key: string }>('select storage_key from stored_files')).rows.map(
        (row) => row.storage_key,
      ),
    );
    const left = [...(await filesInStore(store)).keys()];
    result.temporary = left.filter(isTemporary).length;
    result.orphans = left.filter((key) => !isTemporary(key) && !keys.has(key)).length;
    if (s3) {
      // A PUT leaves nothing half-written on S3; an object whose row never committed is what a crash
      // leaves there, planted too in case the kill left none.
      await store.put(newStorageKey('slip'), slips[0] ?? Buffer.from(''));
    } else if (result.temporary === 0) {
      // The write window (open → write → fsync → rename) is a few milliseconds, and a kill rarely
      // lands in it: leave what it would, half a slip under a temporary name, for the sweep to find.
      const temporary = diskStorage(path.join(dataDir, 'files')).tempPath(newStorageKey('slip'));
      await mkdir(path.dirname(temporary), { recursive: true });
      await writeFile(temporary, slips[0]?.subarray(0, 500_000) ?? '');
    }

    server = startServer(database.url, dataDir, logFile, '0', storeEnv);
    await healthy(server);
    const after = await checkFiles(client, store, targets);
    violations.push(...after.violations);
    for (const paymentId of acknowledged)
      if (!after.submitted.includes(paymentId)) violations.push(`payment ${paymentId}: answered 200 but not submitted`);
    violations.push(...(await checkDownloads(targets, after.submitted)));
    result.committedUnanswered = after.submitted.length - acknowledged.size;

    // Uploads the crash cut short are sent again, the same slips: nothing of them may have been kept.
    const retries = await Promise.all(
      targets
        .filter((target) => after.pending.includes(target.paymentId))
        .slice(0, RETRIES)
        .map(async (target) => ({ target, status: await sendSlip(target.token, target.paymentId, target.slip) })),
    );
    result.retried = retries.length;
    result.pending = after.pending.length;
    for (const { target, status } of retries)
      if (status !== 200) violations.push(`retry of ${target.paymentId} answered ${status}`);
    const final = await checkFiles(client, store, targets);
    violations.push(...final.violations);
    if (final.submitted.length !== after.submitted.length + retries.length)
      violations.push(
        `${final.submitted.length} submitted after ${retries.length} retries, not ${after.submitted.length + retries.length}`,
      );
  } catch (error) {
    violations.push(`round failed: ${(error as Error).message}`);
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await client.end().catch(() => {});
    await database.drop();
    await store.close();
    await s3?.stop();
    if (violations.length > 0)
      console.error(`server log (kill after ${result.killAfter}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    await rm(dataDir, { recursive: true, force: true });
  }
  result.seconds = Math.round((performance.now() - started) / 100) / 10;
  return result;
}

const preparing = performance.now();
const slips = await makeSlips();
const averageMb = slips.reduce((sum, slip) => sum + slip.length, 0) / slips.length / 1024 / 1024;
console.log(
  `Files on ${STORE === 's3' ? 'an S3 server (s3rver)' : 'disk'}; ${UPLOADS} slips of ${averageMb.toFixed(1)} MB (2400×1800 JPEG, own QR each) in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
);

const results: RoundResult[] = [];
for (const moment of MOMENTS) {
  const result = await round(moment, slips);
  results.push(result);
  console.log(`kill after ${result.killAfter}: ${result.violations.length} violations`);
  for (const violation of result.violations.slice(0, 20)) console.error(`  ${violation}`);
}
console.table(
  results.map((result) => ({
    'kill after': result.killAfter,
    'killed at s': result.killedAtMs / 1000,
    answered: result.answered,
    'committed, answer lost': result.committedUnanswered,
    'cut (pending)': result.pending,
    'orphan files': result.orphans,
    'temp files': STORE === 's3' ? '– (+1 orphan planted)' : result.temporary || '0 (+1 planted)',
    retried: result.retried,
    violations: result.violations.length,
    seconds: result.seconds,
  })),
);
if (results.some((result) => result.violations.length > 0)) process.exit(1);
