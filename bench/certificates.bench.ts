// Certificates on PostgreSQL (BENCH_DATABASE_URL or the local server): one booking of 200 examinees,
// each with a complete general result, all set up through the HTTP API; then the issue of all 200 in
// one call, one PDF at a time (BENCH_DOWNLOADS, default 50, after 5 warm-ups), and the ZIP of all 200
// (BENCH_ZIP_RUNS, default 3): time to the response headers, to the first byte of the body, and to
// the last.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { CERTIFICATE_FORMS, defaultItems } from '../packages/contracts/src/index.ts';
import { bangkokDate, createBenchClinic, jsonApi, percentiles, withServer } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3289);
const EXAMINEES = 200;
const WARM_UPS = 5;
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 50);
const ZIP_RUNS = Number(process.env.BENCH_ZIP_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;
const api = jsonApi(base);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };

/** Valid, distinct Thai national ids (the check digit of docs/thai.md §4), as the API tests make them. */
function thaiIdFor(index: number): string {
  const body = String(110_170_000_000 + index).padStart(12, '0');
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (13 - position), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

/** A complete, normal result of the general form, as `generalResult` in apps/api/src/test/exam-factory.ts. */
function generalResult(doctorId: string) {
  const values: Record<string, string> = {
    weight: '62',
    height: '170',
    blood_pressure: '120/80',
    pulse: '72',
    general_condition: 'normal',
  };
  return {
    examDate: bangkokDate(0),
    doctorId,
    conclusion: 'fit',
    items: defaultItems('general').map((item) => {
      const definition = CERTIFICATE_FORMS.general.items.find((candidate) => candidate.code === item.code);
      return { ...item, value: values[item.code] ?? (definition?.kind === 'present_absent' ? 'absent' : '') };
    }),
  };
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The entry count of a ZIP's end-of-central-directory record (no comment, no ZIP64: what yazl writes). */
function zipEntryCount(zip: Buffer): number {
  const end = zip.length - 22;
  if (end < 0 || zip.readUInt32LE(end) !== 0x06054b50) throw new Error('not a ZIP (no end record)');
  return zip.readUInt16LE(end + 10);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jongdee-bench-certificates-'));
try {
  await withServer(
    PORT,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, DEMO_DATA: 'false' },
    async ({ databaseUrl }) => {
      const setupStarted = performance.now();
      const { token: adminToken } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
      const { service, clinic } = await createBenchClinic(api, adminToken, {
        code: 'BENCH-CERT',
        name: 'คลินิกเบนช์มาร์ก',
        capacityPerSlot: EXAMINEES,
      });
      const doctor = await api<{ id: string }>('POST', `/api/admin/clinics/${clinic.id}/doctors`, adminToken, {
        name: 'นพ.เบนช์ มาร์ก',
        licenseNo: 'ว.12345',
      });
      const { token: customerToken } = await api<{ token: string }>('POST', '/api/auth/register', null, {
        firstName: 'เบนช์',
        lastName: 'บริษัท',
        email: 'bench-company@example.com',
        phone: '0812345678',
        password: 'Bench1234',
        pdpaConsent: true,
      });
      const booking = await api<{ id: string }>('POST', '/api/bookings', customerToken, {
        clinicId: clinic.id,
        serviceId: service.id,
        appointmentDate: bangkokDate(7),
        slotTime: '09:00',
        examineeCount: EXAMINEES,
        contactName: 'เบนช์ มาร์ก',
        contactPhone: '0812345678',
      });
      // Everything through the API, as the customer and the clinic would: examinees, confirm, results.
      const examineeIds: string[] = [];
      for (let index = 0; index < EXAMINEES; index++) {
        const updated = await api<{ examinees: { id: string }[] }>(
          'POST',
          `/api/bookings/${booking.id}/examinees`,
          customerToken,
          {
            title: index % 2 ? 'นางสาว' : 'นาย',
            firstName: `ผู้ตรวจ${index + 1}`,
            lastName: 'ทดสอบดี',
            idType: 'thai_id',
            idNumber: thaiIdFor(index),
            gender: index % 2 ? 'female' : 'male',
          },
        );
        const added = updated.examinees.at(-1);
        if (!added) throw new Error('examinee not added');
        examineeIds.push(added.id);
      }
      await api('POST', `/api/bookings/${booking.id}/confirm`, adminToken, { note: 'ชำระที่คลินิก' });
      // Results only after a check-in, on its Bangkok date (issue 16). The front desk checks in on the
      // appointment day only and this booking lies a week ahead, so the arrival is set up by SQL.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query('update examinees set checked_in_at = now() where booking_id = $1', [booking.id]);
      await db.end();
      for (const examineeId of examineeIds) {
        await api('PUT', `/api/admin/examination-results/examinee/${examineeId}`, adminToken, generalResult(doctor.id));
      }
      console.log(`setup: ${EXAMINEES} examinees with results in ${seconds(performance.now() - setupStarted)} s`);

      // The issue of all 200 in one call.
      const issueStarted = performance.now();
      const issued = await api<{ id: string }[]>('POST', '/api/admin/certificates/issue', adminToken, {
        bookingId: booking.id,
      });
      const issueMs = performance.now() - issueStarted;
      if (issued.length !== EXAMINEES) throw new Error(`issued ${issued.length} of ${EXAMINEES}`);

      // One PDF at a time, as the owner downloads them.
      const download = async (id: string) => {
        const started = performance.now();
        const response = await fetch(`${base}/api/certificates/${id}/download`, {
          headers: { authorization: `Bearer ${customerToken}` },
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        if (!response.ok || bytes.subarray(0, 5).toString() !== '%PDF-')
          throw new Error(`download: ${response.status}`);
        return { ms: performance.now() - started, size: bytes.length };
      };
      for (const certificate of issued.slice(0, WARM_UPS)) await download(certificate.id);
      const pdfs: { ms: number; size: number }[] = [];
      for (let index = 0; index < DOWNLOADS; index++) {
        const certificate = issued[(WARM_UPS + index) % issued.length];
        if (certificate) pdfs.push(await download(certificate.id));
      }
      const sizes = pdfs.map((pdf) => pdf.size);

      // The whole booking as a ZIP: headers, first byte of the body, last byte.
      const zips: { headersMs: number; firstByteMs: number; totalMs: number; size: number; entries: number }[] = [];
      for (let run = 0; run < ZIP_RUNS; run++) {
        const started = performance.now();
        const response = await fetch(`${base}/api/certificates/booking/${booking.id}/download-all`, {
          headers: { authorization: `Bearer ${customerToken}` },
        });
        const headersMs = performance.now() - started;
        if (!response.ok || !response.body) throw new Error(`download-all: ${response.status}`);
        let firstByteMs = 0;
        const chunks: Buffer[] = [];
        for await (const chunk of response.body) {
          if (chunks.length === 0) firstByteMs = performance.now() - started;
          chunks.push(Buffer.from(chunk));
        }
        const totalMs = performance.now() - started;
        const zip = Buffer.concat(chunks);
        const entries = zipEntryCount(zip);
        if (entries !== EXAMINEES) throw new Error(`ZIP holds ${entries} of ${EXAMINEES} certificates`);
        zips.push({ headersMs, firstByteMs, totalMs, size: zip.length, entries });
      }

      console.table([{ what: `POST /api/admin/certificates/issue (${EXAMINEES} at once)`, ms: Math.round(issueMs) }]);
      console.table([
        {
          what: `GET /api/certificates/:id/download, ${pdfs.length} one after another`,
          ...percentiles(pdfs.map((pdf) => pdf.ms)),
          minKB: kilobytes(Math.min(...sizes)),
          maxKB: kilobytes(Math.max(...sizes)),
        },
      ]);
      console.table(
        zips.map((zip, run) => ({
          what: `download-all #${run + 1} (${zip.entries} PDFs)`,
          headersMs: Math.round(zip.headersMs),
          firstByteMs: Math.round(zip.firstByteMs),
          totalS: seconds(zip.totalMs),
          sizeMB: Math.round(zip.size / 10_485.76) / 100,
        })),
      );
    },
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
