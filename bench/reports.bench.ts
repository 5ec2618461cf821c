// /admin/reports over a year of business: 100,000 bookings made over the last 365 days across ten
// clinics and five services, 85,000 payments (5,000 of them refunded since) and 30,000 certificates.
// Measures GET /api/admin/reports/summary for a month and for a year, one request at a time (the
// latency staff see). Budget: p99 < 50 ms. Data is written with plain SQL, as the modules would leave
// it; the triggers of migration 0009 append its differences to report_daily_changes as they would for
// the API. Measured twice: with all of them still unfolded (the worst case: a bulk load the fold job
// has not reached yet), then after report_fold(). BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of the year's
// sum over the roll-up.
import pg from 'pg';
import { reportJobs } from '../apps/api/src/modules/reports/reports.jobs.ts';
import { bangkokDate, percentiles, withServer } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3286);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const ADMIN = { email: 'bench-reports@example.com', password: 'Bench-admin-1' };
const BUDGET_MS = 50;
const FOLD_JOB_LOCK = reportJobs[0]?.lockId;
async function seed(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [user] = (
      await db.query(
        `insert into users (id, email, password_hash, first_name, last_name, phone)
         values (gen_random_uuid(), 'bench-report-customer@example.com', 'x', 'เบนช์', 'มาร์ก', '0812345678') returning id`,
      )
    ).rows;
    const services: string[] = [];
    for (let index = 0; index < 5; index++) {
      const [service] = (
        await db.query(
          `insert into services (id, code, name, certificate_type) values (gen_random_uuid(), $1, $2, $3) returning id`,
          [
            `BENCH-S${index}`,
            `บริการทดสอบ ${index}`,
            ['general', 'driving_licence', 'migrant_worker', 'pre_employment', 'other'][index],
          ],
        )
      ).rows;
      services.push(service.id);
    }
    const hours = JSON.stringify(Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })));
    const clinics: string[] = [];
    for (let index = 0; index < 10; index++) {
      const [clinic] = (
        await db.query(
          `insert into clinics (id, code, name, address, province, phone, opening_hours, slot_minutes, capacity_per_slot)
           values (gen_random_uuid(), $1, $2, 'ที่อยู่', 'กรุงเทพมหานคร', '021234567', $3, 60, 200) returning id`,
          [`BENCH-C${index}`, `คลินิกทดสอบ ${index}`, hours],
        )
      ).rows;
      clinics.push(clinic.id);
    }
    // Booking n: made (365 × n / BOOKINGS) days ago at a time of day spread by n, for an appointment
    // 0–13 days later; clinic n % 10, service n % 5; 1–3 examinees; status by n % 20.
    await db.query(
      `insert into bookings (id, booking_no, user_id, clinic_id, service_id, appointment_date, slot_time,
         examinee_count, unit_price, total_amount, status, contact_name, contact_phone, payment_due_at, created_at)
       select gen_random_uuid(), 'BK-BENCH-' || n, $1, ($2::uuid[])[1 + n % 10], ($3::uuid[])[1 + n % 5],
         (made at time zone 'Asia/Bangkok')::date + (n % 14),
         lpad((8 + n % 10)::text, 2, '0') || ':00',
         1 + n % 3, 80000, 80000 * (1 + n % 3),
         case when n % 20 < 14 then 'confirmed' when n % 20 < 16 then 'completed' when n % 20 < 17 then 'cancelled'
              when n % 20 < 18 then 'expired' when n % 20 < 19 then 'pending_payment' else 'payment_review' end,
         'ผู้จอง ทดสอบ', '0812345678', made + interval '1 day', made
       from generate_series(0, $4::int - 1) as n,
            lateral (select now() - (365.0 * n / $4) * interval '1 day' as made) t`,
      [user.id, clinics, services, BOOKINGS],
    );
    // Confirmed and completed bookings were paid, verified two hours after booking; the cancelled ones
    // were paid too and refunded three days later.
    await db.query(
      `insert into payments (id, payment_no, booking_id, user_id, amount, method, status, verified_at, refunded_at, created_at)
       select gen_random_uuid(), 'PAY-BENCH-' || b.booking_no, b.id, b.user_id, b.total_amount, 'bank_transfer',
         case when b.status = 'cancelled' then 'refunded' else 'verified' end,
         b.created_at + interval '2 hours',
         case when b.status = 'cancelled' then b.created_at + interval '3 days' end,
         b.created_at + interval '1 hour'
       from bookings b where b.status in ('confirmed', 'completed', 'cancelled')`,
    );
    // 30% of bookings: one examinee with a result and a certificate issued on the appointment day, 1 in 20 revoked.
    await db.query(
      `insert into examinees (id, booking_id, title, first_name, last_name, id_type, id_number, nationality)
       select gen_random_uuid(), b.id, 'นาย', 'ผู้ตรวจ', 'ทดสอบ', 'passport', 'P' || b.booking_no, 'ไทย'
       from bookings b where split_part(b.booking_no, '-', 3)::int % 10 < 3`,
    );
    await db.query(
      `insert into examination_results (id, examinee_id, booking_id, exam_date, doctor_name, doctor_license_no, items,
         conclusion, source, recorded_by)
       select gen_random_uuid(), e.id, b.id, b.appointment_date, 'นพ.ทดสอบ', 'ว.12345', '[]'::jsonb, 'fit', 'form', b.user_id
       from examinees e join bookings b on b.id = e.booking_id`,
    );
    await db.query(
      `insert into certificates (id, certificate_no, booking_id, examinee_id, result_id, type, exam_date, issued_at,
         valid_until, doctor_name, doctor_license_no, conclusion, verify_code, status, issued_by)
       select gen_random_uuid(), 'MC-BENCH-' || row_number() over (), r.booking_id, r.examinee_id, r.id, s.certificate_type,
         r.exam_date, (r.exam_date + time '12:00') at time zone 'Asia/Bangkok', r.exam_date + 30, r.doctor_name,
         r.doctor_license_no, 'fit', md5(r.id::text),
         case when row_number() over () % 20 = 0 then 'revoked' else 'valid' end, r.recorded_by
       from examination_results r join bookings b on b.id = r.booking_id join services s on s.id = b.service_id`,
    );
    await db.query('analyze');
    const counts = (
      await db.query(
        `select (select count(*) from bookings) as bookings, (select count(*) from payments) as payments,
                (select count(*) from payments where status = 'refunded') as refunded,
                (select count(*) from certificates) as certificates`,
      )
    ).rows[0];
    console.log('seeded', counts);
  } finally {
    await db.end();
  }
}

async function measure(base: string, token: string, title: string, query: string) {
  const url = `${base}/api/admin/reports/summary?${query}`;
  const get = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${title}: ${response.status} ${Buffer.from(body).toString()}`);
  };
  for (let index = 0; index < 10; index++) await get();
  const latencies: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    const started = performance.now();
    await get();
    latencies.push(performance.now() - started);
  }
  const { p50, p99 } = percentiles(latencies);
  return { title, requests: REQUESTS, p50, p99, budget: `< ${BUDGET_MS} ms`, within: p99 < BUDGET_MS ? 'yes' : 'NO' };
}

/** Folds what the seed's triggers appended into report_daily, as the job does; answers the time and the rows. */
async function fold(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const pending = (await db.query('select count(*)::int as n from report_daily_changes')).rows[0].n as number;
    const started = performance.now();
    await db.query('select report_fold()');
    const ms = Math.round(performance.now() - started);
    await db.query('analyze report_daily, report_daily_changes');
    const rows = (await db.query('select count(*)::int as n from report_daily')).rows[0].n as number;
    return { pending, ms, rows };
  } finally {
    await db.end();
  }
}

async function explain(databaseUrl: string, from: string, to: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const plan = await db.query(
      `explain (analyze, buffers off, costs off)
       select clinic_id, sum(revenue), sum(made_confirmed), sum(places), sum(general_valid)
         from (select * from report_daily where day between $1 and $2
               union all
               select (jsonb_populate_record(null::report_daily, to_jsonb(c))).*
                 from report_daily_changes c where day between $1 and $2) f
        group by grouping sets ((), (clinic_id))`,
      [from, to],
    );
    console.log(`\n-- the year's sums\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  } finally {
    await db.end();
  }
}

await withServer(PORT, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, async ({ base, databaseUrl }) => {
  // The fold job would fold the seed's changes within the minute: its advisory lock is held until the
  // unfolded runs are measured, so they measure what they say.
  const jobLock = new pg.Client({ connectionString: databaseUrl });
  await jobLock.connect();
  await jobLock.query(`select pg_advisory_lock(${FOLD_JOB_LOCK})`);
  const started = performance.now();
  await seed(databaseUrl);
  console.log(`seed took ${Math.round(performance.now() - started)} ms`);
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const today = bangkokDate(0);
  const monthFrom = bangkokDate(-30);
  const yearFrom = bangkokDate(-365);
  const clinicId = (
    (await (await fetch(`${base}/api/admin/clinics`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { id: string }[];
    }
  ).data[0]?.id as string;
  const all = async (when: string) => [
    await measure(base, token, `${when}: month (31 days), all clinics`, `from=${monthFrom}&to=${today}`),
    await measure(base, token, `${when}: month, one clinic`, `from=${monthFrom}&to=${today}&clinicId=${clinicId}`),
    await measure(base, token, `${when}: year (366 days), all clinics`, `from=${yearFrom}&to=${today}`),
    await measure(base, token, `${when}: year, one clinic`, `from=${yearFrom}&to=${today}&clinicId=${clinicId}`),
  ];
  const unfolded = await all('unfolded');
  await jobLock.end();
  const folded = await fold(databaseUrl);
  console.log(
    `report_fold(): ${folded.pending} pending changes into ${folded.rows} day × clinic × service rows in ${folded.ms} ms`,
  );
  console.table([...unfolded, ...(await all('folded'))]);
  if (process.env.BENCH_EXPLAIN) await explain(databaseUrl, yearFrom, today);
});
