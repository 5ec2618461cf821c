// /admin/reports over a year of business: 100,000 bookings made over the last 365 days across ten
// clinics and five services, 85,000 payments (5,000 of them refunded since) and 30,000 certificates.
// Measures GET /api/admin/reports/summary for a month and for a year, one request at a time (the
// latency staff see). Budget: p99 < 50 ms. Data is written with plain SQL, as the modules would leave
// it. BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of the heaviest scans; BENCH_PROPOSED_INDEXES=1 first
// creates the indexes the report asks for (PROPOSED_INDEXES below), to measure them before a migration.
import pg from 'pg';
import { bangkokDate, percentiles, withServer } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3286);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const ADMIN = { email: 'bench-reports@example.com', password: 'Bench-admin-1' };
const BUDGET_MS = 50;
/** Money by verification and by refund time: without them every report scans all payments. */
const PROPOSED_INDEXES = [
  `create index payments_verified_at_idx on payments (verified_at) where status in ('verified', 'refunded')`,
  `create index payments_refunded_at_idx on payments (refunded_at) where status = 'refunded'`,
];

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
    if (process.env.BENCH_PROPOSED_INDEXES) for (const statement of PROPOSED_INDEXES) await db.query(statement);
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

async function explain(databaseUrl: string, from: string, to: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const bounds = [`${from}T00:00:00+07:00`, `${to}T23:59:59.999+07:00`];
    for (const [title, sql] of [
      [
        'payments verified in range',
        `select b.clinic_id, sum(amount) from payments p join bookings b on b.id = p.booking_id
          where p.status in ('verified', 'refunded') and p.verified_at >= $1 and p.verified_at <= $2 group by 1`,
      ],
      [
        'bookings made in range',
        `select status, count(*) from bookings b where b.created_at >= $1 and b.created_at <= $2 group by status`,
      ],
      [
        'certificates issued in range',
        `select type, status, count(*) from certificates c where c.issued_at >= $1 and c.issued_at <= $2 group by 1, 2`,
      ],
    ] as const) {
      const plan = await db.query(`explain (analyze, buffers off, costs off) ${sql}`, bounds);
      console.log(`\n-- ${title}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await db.end();
  }
}

await withServer(PORT, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, async ({ base, databaseUrl }) => {
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
  console.table([
    await measure(base, token, 'month (31 days), all clinics', `from=${monthFrom}&to=${today}`),
    await measure(base, token, 'month, one clinic', `from=${monthFrom}&to=${today}&clinicId=${clinicId}`),
    await measure(base, token, 'year (366 days), all clinics', `from=${yearFrom}&to=${today}`),
    await measure(base, token, 'year, one clinic', `from=${yearFrom}&to=${today}&clinicId=${clinicId}`),
  ]);
  if (process.env.BENCH_EXPLAIN) {
    await explain(databaseUrl, monthFrom, today);
    await explain(databaseUrl, yearFrom, today);
  }
});
