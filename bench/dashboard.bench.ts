// The admin dashboard and the calendar on PostgreSQL (BENCH_DATABASE_URL or the local server) with a
// year of a busy practice: 100,000 bookings over four clinics, their payments, and a certificate for
// every completed booking — written with plain SQL, as the modules would leave them. Measures
// GET /api/admin/dashboard and GET /api/admin/calendar through HTTP (the real server), and the
// services' own SQL in process; then EXPLAIN ANALYZE of every statement the dashboard sends.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema.ts';
import { getCalendar } from '../apps/api/src/modules/calendar/calendar.service.ts';
import { getDashboard } from '../apps/api/src/modules/dashboard/dashboard.service.ts';
import { bangkokDate, percentiles, withServer } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3285);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const CLINICS = 4;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };
const base = `http://127.0.0.1:${PORT}`;

/**
 * Four clinics open 08:00–18:00 every day (ten 60-minute slots of 30), closed on a few dates; 100,000
 * bookings from 300 days ago to 65 days ahead (~68 a clinic a day); 40% confirmed or completed with a
 * verified payment, 10% with a slip waiting, cancelled ones partly refunded; and a result and a
 * certificate (5% revoked) for every completed booking.
 */
async function seed(databaseUrl: string): Promise<{ clinicIds: string[] }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [admin] = (await db.query(`select id from users where email = $1`, [ADMIN.email])).rows;
    const users = (
      await db.query(
        `insert into users (id, email, password_hash, first_name, last_name, phone)
         select gen_random_uuid(), 'bench-' || n || '@example.com', 'x', 'ลูกค้า' || n, 'ทดสอบ', '0812345678'
         from generate_series(1, 500) as n returning id`,
      )
    ).rows.map((row) => row.id as string);
    const [service] = (
      await db.query(
        `insert into services (id, code, name, certificate_type) values (gen_random_uuid(), 'BENCH', 'ใบรับรองแพทย์ทั่วไป', 'general') returning id`,
      )
    ).rows;
    const hours = JSON.stringify(Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })));
    const clinicIds: string[] = [];
    for (let index = 0; index < CLINICS; index++) {
      const [clinic] = (
        await db.query(
          `insert into clinics (id, code, name, address, province, phone, opening_hours, slot_minutes, capacity_per_slot)
           values (gen_random_uuid(), $1, $2, 'ที่อยู่', 'กรุงเทพมหานคร', '021234567', $3, 60, 30) returning id`,
          [`BENCH-${index}`, `คลินิกทดสอบโหลด ${index + 1}`, hours],
        )
      ).rows;
      clinicIds.push(clinic.id);
      await db.query('insert into clinic_services (clinic_id, service_id, price) values ($1, $2, 80000)', [
        clinic.id,
        service.id,
      ]);
      await db.query(
        `insert into clinic_closed_dates (clinic_id, date, reason)
         select $1, current_date + d, 'วันหยุดประจำปี' from unnest(array[-200, -100, 3, 30]) as d`,
        [clinic.id],
      );
    }
    // Booking n: clinic n % 4, day -300 + (n / 4) % 365, slot (n / 1460) % 10, 1–3 examinees.
    await db.query(
      `insert into bookings (id, booking_no, user_id, clinic_id, service_id, appointment_date, slot_time,
         examinee_count, unit_price, total_amount, status, contact_name, contact_phone, payment_due_at, created_at)
       select gen_random_uuid(), 'BK-B-' || n, ($1::uuid[])[1 + n % 500], ($2::uuid[])[1 + n % 4], $3,
         current_date - 300 + (n / 4) % 365,
         lpad((8 + (n / 1460) % 10)::text, 2, '0') || ':00',
         1 + n % 3, 80000, 80000 * (1 + n % 3),
         (array['confirmed', 'completed', 'pending_payment', 'confirmed', 'payment_review', 'completed',
                'cancelled', 'expired', 'confirmed', 'completed'])[1 + n % 10],
         'ผู้จอง ทดสอบ', '0812345678', now() + interval '1 day',
         (current_date - 300 + (n / 4) % 365)::timestamptz - ((n % 20) || ' days')::interval
       from generate_series(0, $4::int - 1) as n`,
      [users, clinicIds, service.id, BOOKINGS],
    );
    // What the past looks like by now: slips were reviewed, unpaid bookings expired.
    await db.query(
      `update bookings set status = 'confirmed' where status = 'payment_review' and appointment_date < current_date`,
    );
    await db.query(
      `update bookings set status = 'expired' where status = 'pending_payment' and appointment_date < current_date`,
    );
    await db.query(
      `insert into slot_usage (clinic_id, date, slot_time, booked)
       select clinic_id, appointment_date, slot_time, sum(examinee_count)
       from bookings where status not in ('cancelled', 'expired')
       group by clinic_id, appointment_date, slot_time`,
    );
    // Payments: verified for confirmed and completed (two hours after booking), a slip waiting for
    // payment_review, refunded for half the cancelled ones.
    await db.query(
      `insert into payments (id, payment_no, booking_id, user_id, amount, method, status, verified_at,
         slip_uploaded_at, created_at)
       select gen_random_uuid(), 'PAY-B-' || row_number() over (), b.id, b.user_id, b.total_amount, 'bank_transfer',
         case when b.status in ('confirmed', 'completed') then 'verified'
              when b.status = 'payment_review' then 'submitted' else 'refunded' end,
         case when b.status = 'payment_review' then null else b.created_at + interval '2 hours' end,
         b.created_at + interval '1 hour', b.created_at + interval '1 hour'
       from bookings b
       where b.status in ('confirmed', 'completed', 'payment_review')
          or (b.status = 'cancelled' and right(b.booking_no, 1) in ('0', '2', '4', '6', '8'))`,
    );
    await db.query(
      `insert into examinees (id, booking_id, title, first_name, last_name, id_type, id_number, nationality)
       select gen_random_uuid(), id, 'นาย', 'ผู้ตรวจ', 'ทดสอบ', 'passport', 'P' || substr(booking_no, 6), 'ไทย'
       from bookings where status = 'completed'`,
    );
    await db.query(
      `insert into examination_results (id, examinee_id, booking_id, exam_date, doctor_name, doctor_license_no,
         items, conclusion, source, recorded_by)
       select gen_random_uuid(), e.id, b.id, b.appointment_date, 'นพ.ทดสอบ', 'ว.12345', '[]', 'fit', 'form', $1
       from examinees e join bookings b on b.id = e.booking_id`,
      [admin.id],
    );
    await db.query(
      `insert into certificates (id, certificate_no, booking_id, examinee_id, result_id, type, exam_date, issued_at,
         valid_until, doctor_name, doctor_license_no, conclusion, verify_code, status, issued_by)
       select gen_random_uuid(), 'MC-B-' || row_number() over (), r.booking_id, r.examinee_id, r.id, 'general',
         r.exam_date, r.exam_date + interval '10 hours', r.exam_date + interval '1 month', r.doctor_name,
         r.doctor_license_no, 'fit', md5(r.id::text),
         case when random() < 0.05 then 'revoked' else 'valid' end, $1
       from examination_results r`,
      [admin.id],
    );
    await db.query('analyze');
    const counts = (
      await db.query(
        `select (select count(*) from bookings) as bookings, (select count(*) from payments) as payments,
           (select count(*) from certificates) as certificates, (select count(*) from slot_usage) as slots`,
      )
    ).rows[0];
    console.log('seeded', counts);
    return { clinicIds };
  } finally {
    await db.end();
  }
}

async function timeRequests(title: string, path: string, token: string) {
  const latencies: number[] = [];
  let bytes = 0;
  for (let index = 0; index < REQUESTS + 10; index++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${title}: ${response.status} ${Buffer.from(body).toString()}`);
    // The first ten warm the connection and the JIT.
    if (index >= 10) latencies.push(performance.now() - started);
    bytes = body.byteLength;
  }
  return { title, runs: REQUESTS, ...percentiles(latencies), kilobytes: Math.round(bytes / 1024) };
}

async function timeCalls(title: string, call: () => Promise<unknown>) {
  const latencies: number[] = [];
  for (let index = 0; index < REQUESTS + 10; index++) {
    const started = performance.now();
    await call();
    if (index >= 10) latencies.push(performance.now() - started);
  }
  return { title, runs: REQUESTS, ...percentiles(latencies), kilobytes: '' };
}

await withServer(
  PORT,
  { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' },
  async ({ databaseUrl }) => {
    const login = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const started = performance.now();
    const { clinicIds } = await seed(databaseUrl);
    console.log(`seeded in ${Math.round(performance.now() - started)} ms`);

    // A month grid: Sunday before the 1st to Saturday after the last day (35 or 42 days).
    const today = bangkokDate(0);
    const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    const from = new Date(first.getTime() - first.getUTCDay() * 86_400_000).toISOString().slice(0, 10);
    const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const to = new Date(lastDay.getTime() + (6 - lastDay.getUTCDay()) * 86_400_000).toISOString().slice(0, 10);
    const week = new Date(Date.parse(`${today}T00:00:00Z`) - new Date(`${today}T00:00:00Z`).getUTCDay() * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const weekEnd = new Date(Date.parse(`${week}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const clinicId = clinicIds[0] as string;

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const captured: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(pool, { schema });
    const logged = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
    });
    try {
      console.table([
        await timeRequests('GET /api/admin/dashboard', '/api/admin/dashboard', token),
        await timeCalls('getDashboard (service SQL, in process)', () => getDashboard(db)),
        await timeRequests(
          `calendar month grid, all clinics, summary (${from}…${to})`,
          `/api/admin/calendar?from=${from}&to=${to}&detail=summary`,
          token,
        ),
        await timeRequests(
          'calendar month grid, one clinic, with bookings',
          `/api/admin/calendar?from=${from}&to=${to}&clinicId=${clinicId}&detail=bookings`,
          token,
        ),
        await timeRequests(
          'calendar week, all clinics, with bookings',
          `/api/admin/calendar?from=${week}&to=${weekEnd}&detail=bookings`,
          token,
        ),
        await timeCalls('getCalendar month, all clinics, summary (service)', () =>
          getCalendar(db, { from, to, detail: 'summary' }),
        ),
        await timeCalls('getCalendar week, all clinics, bookings (service)', () =>
          getCalendar(db, { from: week, to: weekEnd, detail: 'bookings' }),
        ),
      ]);

      // Every statement the dashboard and the month grid send, with its plan and its time inside PostgreSQL.
      const explainAll = async (title: string, run: () => Promise<unknown>) => {
        captured.length = 0;
        await run();
        console.log(`\n== ${title}`);
        for (const { sql, params } of captured) {
          const plan = await pool.query(`explain (analyze, buffers, format text) ${sql}`, params);
          const lines = plan.rows.map((row) => row['QUERY PLAN'] as string);
          const time = lines.find((line) => line.startsWith('Execution Time'));
          console.log(`${sql.slice(0, 140).replace(/\s+/g, ' ')}…\n  ${time}`);
          if (process.env.BENCH_PLANS) console.log(lines.map((line) => `    ${line}`).join('\n'));
        }
      };
      await explainAll('getDashboard', () => getDashboard(logged));
      await explainAll('getCalendar month, all clinics, summary', () =>
        getCalendar(logged, { from, to, detail: 'summary' }),
      );
    } finally {
      await pool.end();
    }
  },
);
