// The Excel import of examination results on PostgreSQL (BENCH_DATABASE_URL or the local server):
// 5,000 examinees in 25 confirmed bookings of 200 at one clinic with one doctor; a 5,000-row workbook
// built with exceljs from the server's own template; then the preview (upload → answer, BENCH_PREVIEWS
// times, default 5) and the commit without certificates. A second 5,000 (25 more bookings) is
// previewed once and committed with issueCertificates, which also issues 5,000 certificates; once
// that commit is inserting certificates, one certificate of an unrelated booking is issued beside it
// (and again afterwards), to see what the import's transaction holds up.
//
// Clinic, doctor, customer and bookings are made through the HTTP API; the examinees are inserted
// with plain SQL (200 rows a statement; through the API that is 5,000 requests a set, each answering
// the booking with all its examinees so far), then each booking is confirmed through the API.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { CERTIFICATE_FORMS, defaultItems } from '../packages/contracts/src/index.ts';
import { bangkokDate, percentiles, withServer } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3288);
const BOOKINGS = 25;
const PER_BOOKING = 200;
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 5);
const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };
const LICENCE = 'ว.12345';

/** `fetch`, naming the request when it fails without an answer. */
async function send(method: string, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${base}${path}`, { method, ...init });
  } catch (error) {
    throw new Error(`${method} ${path}: no answer at ${new Date().toISOString()}`, { cause: error });
  }
}

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await send(method, path, {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${payload.error}`);
  return payload.data;
}

/** Valid, distinct Thai national ids (the check digit of docs/thai.md §4), as the API tests make them. */
function thaiIdFor(index: number): string {
  const body = String(110_170_000_000 + index).padStart(12, '0');
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (13 - position), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

/** The measurements of a normal general result (the rest: every listed condition absent). */
const GENERAL_VALUES: Record<string, string> = {
  weight: '62',
  height: '170',
  blood_pressure: '120/80',
  pulse: '72',
  general_condition: 'normal',
};

/** `2026-11-23` → `23/11/2569`, as a Thai clinic types it. */
const thaiDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${Number(iso.slice(0, 4)) + 543}`;

/** A complete, normal row of the general form by header text, as `resultRow` in imports.test.ts. */
function resultRow(bookingNo: string, idNumber: string): Record<string, string> {
  const absent = Object.fromEntries(
    CERTIFICATE_FORMS.general.items
      .filter((item) => item.kind === 'present_absent')
      .map((item) => [item.label, 'ไม่ปรากฏ']),
  );
  return {
    เลขที่การจอง: bookingNo,
    เลขประจำตัว: idNumber,
    วันที่ตรวจ: thaiDate(bangkokDate(0)),
    เลขใบอนุญาตแพทย์: LICENCE,
    'น้ำหนักตัว (กก.)': '62',
    'ความสูง (ซม.)': '170',
    'ความดันโลหิต (มม.ปรอท)': '120/80',
    'ชีพจร (ครั้ง/นาที)': '72',
    สภาพร่างกายทั่วไป: 'ปกติ',
    ...absent,
    สรุปผล: CERTIFICATE_FORMS.general.conclusionLabels.fit,
  };
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;
const load = () => os.loadavg()[0]?.toFixed(1);

type ImportPreview = { id: string; rowsTotal: number; rowsValid: number; errors: unknown[] };
type ImportSummary = { status: string; certificatesIssued: number };

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jongdee-bench-imports-'));
try {
  await withServer(
    PORT,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, DEMO_DATA: 'false' },
    async ({ databaseUrl }) => {
      const { token: adminToken } = await api<{ token: string }>('POST', '/api/admin/auth/login', null, ADMIN);
      const service = await api<{ id: string }>('POST', '/api/admin/services', adminToken, {
        code: 'BENCH-GEN',
        name: 'ใบรับรองแพทย์ทั่วไป',
        certificateType: 'general',
      });
      const clinic = await api<{ id: string }>('POST', '/api/admin/clinics', adminToken, {
        code: 'BENCH-IMPORT',
        name: 'คลินิกเบนช์มาร์ก',
        address: '1 ถนนทดสอบ',
        province: 'กรุงเทพมหานคร',
        phone: '021234567',
        openingHours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '17:00' })),
        slotMinutes: 60,
        capacityPerSlot: PER_BOOKING,
        paymentReceiver: null,
        services: [{ serviceId: service.id, price: 50_000 }],
      });
      const doctor = await api<{ id: string }>('POST', `/api/admin/clinics/${clinic.id}/doctors`, adminToken, {
        name: 'นพ.เบนช์ มาร์ก',
        licenseNo: LICENCE,
      });
      const { token: customerToken } = await api<{ token: string }>('POST', '/api/auth/register', null, {
        firstName: 'เบนช์',
        lastName: 'บริษัท',
        email: 'bench-company@example.com',
        phone: '0812345678',
        password: 'Bench1234',
        pdpaConsent: true,
      });
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();

      /**
       * Results are recorded only after a check-in, on its Bangkok date (issue 16). The front desk checks
       * in on the appointment day only, and these bookings lie ahead: set up by SQL, like the examinees.
       */
      async function arrivedToday(bookingId: string) {
        await db.query('update examinees set checked_in_at = now() where booking_id = $1', [bookingId]);
      }

      /** 25 confirmed bookings of 200 examinees from `firstDay` on, one a slot; the rows of its workbook. */
      async function examinedSet(firstDay: number, firstPerson: number) {
        const rows: Record<string, string>[] = [];
        for (let index = 0; index < BOOKINGS; index++) {
          const booking = await api<{ id: string; bookingNo: string }>('POST', '/api/bookings', customerToken, {
            clinicId: clinic.id,
            serviceId: service.id,
            appointmentDate: bangkokDate(firstDay + Math.floor(index / SLOTS.length)),
            slotTime: SLOTS[index % SLOTS.length],
            examineeCount: PER_BOOKING,
            contactName: 'เบนช์ มาร์ก',
            contactPhone: '0812345678',
          });
          const values: unknown[] = [];
          const tuples: string[] = [];
          for (let person = 0; person < PER_BOOKING; person++) {
            const number = firstPerson + index * PER_BOOKING + person;
            const at = values.length;
            tuples.push(
              `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, 'ทดสอบดี', 'thai_id', $${at + 5}, 'ไทย', $${at + 6})`,
            );
            // Ids are UUIDv7 made by the application (schema.ts), not a database default.
            values.push(uuidv7(), booking.id, number % 2 ? 'นางสาว' : 'นาย', `ผู้ตรวจ${number + 1}`, thaiIdFor(number));
            values.push(number % 2 ? 'female' : 'male');
            rows.push(resultRow(booking.bookingNo, thaiIdFor(number)));
          }
          await db.query(
            `insert into examinees (id, booking_id, title, first_name, last_name, id_type, id_number, nationality, gender)
             values ${tuples.join(', ')}`,
            values,
          );
          await api('POST', `/api/bookings/${booking.id}/confirm`, adminToken, { note: 'ชำระที่คลินิก' });
          await arrivedToday(booking.id);
        }
        return rows;
      }

      /**
       * Waits until the commit in flight starts inserting certificates (its statement is seen in
       * pg_stat_activity); answers how long after the commit began that was.
       */
      async function untilIssuing(committing: Promise<number>): Promise<number> {
        const started = performance.now();
        let done = false;
        const settle = () => {
          done = true;
        };
        committing.then(settle, settle);
        while (!done) {
          const { rows } = await db.query(
            `select 1 from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and query like 'insert into "certificates"%'`,
          );
          if (rows.length > 0) return performance.now() - started;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the commit ended before it issued a certificate');
      }

      let others = 0;
      /** A booking of one examinee with a result, on a day of its own; answers its id. */
      async function oneExamineeReady(): Promise<string> {
        others += 1;
        const booking = await api<{ id: string }>('POST', '/api/bookings', customerToken, {
          clinicId: clinic.id,
          serviceId: service.id,
          appointmentDate: bangkokDate(20 + others),
          slotTime: '09:00',
          examineeCount: 1,
          contactName: 'เบนช์ มาร์ก',
          contactPhone: '0812345678',
        });
        const { examinees } = await api<{ examinees: { id: string }[] }>(
          'POST',
          `/api/bookings/${booking.id}/examinees`,
          customerToken,
          { title: 'นาย', firstName: 'อีกราย', lastName: 'ทดสอบดี', idNumber: thaiIdFor(20_000 + others) },
        );
        await api('POST', `/api/bookings/${booking.id}/confirm`, adminToken, { note: 'ชำระที่คลินิก' });
        await arrivedToday(booking.id);
        await api('PUT', `/api/admin/examination-results/examinee/${examinees[0]?.id}`, adminToken, {
          examDate: bangkokDate(0),
          doctorId: doctor.id,
          conclusion: 'fit',
          items: defaultItems('general').map((item) => {
            const kind = CERTIFICATE_FORMS.general.items.find((candidate) => candidate.code === item.code)?.kind;
            return { ...item, value: GENERAL_VALUES[item.code] ?? (kind === 'present_absent' ? 'absent' : '') };
          }),
        });
        return booking.id;
      }

      /** The server's template, filled from row 2 (over its example) by header text, as imports.test.ts does. */
      async function workbook(rows: Record<string, string>[]): Promise<Buffer> {
        const response = await fetch(
          `${base}/api/admin/excel-imports/template?kind=examination_results&clinicId=${clinic.id}&certificateType=general`,
          { headers: { authorization: `Bearer ${adminToken}` } },
        );
        if (!response.ok) throw new Error(`template: ${response.status}`);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(await response.arrayBuffer());
        const sheet = book.worksheets[0];
        if (!sheet) throw new Error('template has no sheet');
        const columnOf = new Map<string, number>();
        sheet.getRow(1).eachCell((cell, column) => {
          columnOf.set(cell.text.replace(' *', '').trim(), column);
        });
        sheet.spliceRows(2, sheet.rowCount);
        rows.forEach((row, index) => {
          const excelRow = sheet.getRow(index + 2);
          for (const [header, value] of Object.entries(row)) {
            const column = columnOf.get(header);
            if (!column) throw new Error(`no column ${header}`);
            excelRow.getCell(column).value = value;
          }
        });
        return Buffer.from(await book.xlsx.writeBuffer());
      }

      async function preview(bytes: Buffer): Promise<{ ms: number; answerBytes: number; preview: ImportPreview }> {
        const form = new FormData();
        form.set('kind', 'examination_results');
        form.set('clinicId', clinic.id);
        form.set('certificateType', 'general');
        form.set('file', new Blob([new Uint8Array(bytes)], { type: XLSX }), 'ผลตรวจ.xlsx');
        const started = performance.now();
        const response = await send('POST', '/api/admin/excel-imports/preview', {
          headers: { authorization: `Bearer ${adminToken}` },
          body: form,
        });
        const text = await response.text();
        const ms = performance.now() - started;
        if (response.status !== 201) throw new Error(`preview: ${response.status} ${text.slice(0, 300)}`);
        const answer = (JSON.parse(text) as { data: ImportPreview }).data;
        if (answer.rowsValid !== BOOKINGS * PER_BOOKING || answer.errors.length) {
          throw new Error(
            `preview: ${answer.rowsValid} valid rows, errors ${JSON.stringify(answer.errors.slice(0, 3))}`,
          );
        }
        return { ms, answerBytes: Buffer.byteLength(text), preview: answer };
      }

      async function commit(id: string, issueCertificates: boolean) {
        const started = performance.now();
        const summary = await api<ImportSummary>('POST', `/api/admin/excel-imports/${id}/commit`, adminToken, {
          issueCertificates,
        });
        const ms = performance.now() - started;
        const expected = issueCertificates ? BOOKINGS * PER_BOOKING : 0;
        if (summary.status !== 'committed' || summary.certificatesIssued !== expected) {
          throw new Error(`commit: ${JSON.stringify(summary)}`);
        }
        return ms;
      }

      try {
        let started = performance.now();
        const rowsA = await examinedSet(7, 0);
        console.log(
          `set A: ${rowsA.length} examinees in ${BOOKINGS} bookings, ${seconds(performance.now() - started)} s`,
        );
        started = performance.now();
        const fileA = await workbook(rowsA);
        console.log(
          `workbook A: ${(fileA.length / 1024).toFixed(0)} KB, built in ${seconds(performance.now() - started)} s`,
        );

        const previews: { ms: number; answerBytes: number; preview: ImportPreview }[] = [];
        for (let run = 0; run < PREVIEWS; run++) {
          previews.push(await preview(fileA));
          console.log(`preview ${run + 1}: ${seconds(previews.at(-1)?.ms ?? 0)} s (load ${load()})`);
        }
        const last = previews.at(-1);
        if (!last) throw new Error('no preview');
        const commitPlainMs = await commit(last.preview.id, false);
        console.log(`commit without certificates: ${seconds(commitPlainMs)} s (load ${load()})`);

        started = performance.now();
        const rowsB = await examinedSet(11, BOOKINGS * PER_BOOKING);
        const fileB = await workbook(rowsB);
        console.log(`set B and its workbook: ${seconds(performance.now() - started)} s`);
        const previewB = await preview(fileB);
        // One examinee of another booking, ready for a certificate, to issue while the import commits.
        const other = await oneExamineeReady();
        const committing = commit(previewB.preview.id, true);
        const issuingStartedMs = await untilIssuing(committing);
        started = performance.now();
        // Not `api`: past the database's statement_timeout (15 s) this answers 500, which is a result here.
        const otherIssue = await send('POST', '/api/admin/certificates/issue', {
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ bookingId: other }),
        });
        await otherIssue.arrayBuffer();
        const otherIssueMs = performance.now() - started;
        const commitIssueMs = await committing;
        console.log(`commit with certificates: ${seconds(commitIssueMs)} s (load ${load()})`);
        started = performance.now();
        await api('POST', '/api/admin/certificates/issue', adminToken, { bookingId: await oneExamineeReady() });
        const quietIssueMs = performance.now() - started;

        const previewMs = [...previews.map((run) => run.ms), previewB.ms];
        const { p50 } = percentiles(previewMs);
        console.table([
          { what: 'workbook (5,000 rows)', value: `${(fileA.length / 1024).toFixed(0)} KB` },
          { what: 'preview answer', value: `${(last.answerBytes / 1024 / 1024).toFixed(1)} MB of JSON` },
          {
            what: `preview, ${previewMs.length} runs (s)`,
            value: `${previewMs.map(seconds).join(', ')} (p50 ${seconds(p50)}, max ${seconds(Math.max(...previewMs))})`,
          },
          { what: 'commit, no certificates (s)', value: seconds(commitPlainMs) },
          { what: 'commit + 5,000 certificates (s)', value: seconds(commitIssueMs) },
          {
            what: 'one certificate of another booking (s)',
            value: `${seconds(otherIssueMs)} (HTTP ${otherIssue.status}) during that commit's issue, ${seconds(quietIssueMs)} after it`,
          },
          {
            what: 'that commit: reading and writing results, then issuing (s)',
            value: `${seconds(issuingStartedMs)} + ${seconds(commitIssueMs - issuingStartedMs)}`,
          },
          { what: 'load average (1 min)', value: load() },
        ]);
      } finally {
        await db.end();
      }
    },
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
