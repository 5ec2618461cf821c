// The hot lists against their ceiling (docs/product.md §10: ≥ 50% of the bare-`pg` rate for their own SQL,
// p99 < 50 ms, on PostgreSQL with 50 connections). For each list: the exact statements the endpoint
// runs for that request, through a bare `pg` pool of 50 with 50 loops, then the endpoint itself through
// HTTP with autocannon, side by side in one run. BENCH_CAPTURE_SQL=1 logs every statement of the bench
// database in PostgreSQL's log instead (log_statement = all) and sends each request once: that is how
// the statements below were taken, and how to take them again after a list's SQL changes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { bangkokToday } from '../apps/api/src/lib/clinic-time.ts';
import { seedLists } from '../apps/api/src/test/list-seed.ts';
import { createBenchDatabase, jsonApi, percentiles, spawnServer, waitForHealth } from './harness.ts';

const PORT = 3295;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Both sides first run under the same load, unmeasured, for this long: the bare pool opens its 50
// connections and the server's JIT and heap reach their steady state before the measured SECONDS.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CAPTURE = process.env.BENCH_CAPTURE_SQL === '1';
const EXPLAIN = process.env.BENCH_EXPLAIN === '1'; // the plans of the ceiling's statements, instead of measuring
const ONLY = process.env.BENCH_ONLY; // a substring of the titles to run, while working on one list
const base = `http://127.0.0.1:${PORT}`;
const api = jsonApi(base);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };
const USERS = 300;
const BOOKINGS = 1_000;
const CUSTOMER_BOOKINGS = 60;

type Seeded = { adminId: string; adminToken: string; customerId: string; customerToken: string };

/**
 * The admin and one customer sign in through the API (their tokens drive the lists); the rest is plain
 * SQL (seedLists): 5 clinics, 3 services, 300 more customers, 1,000 bookings over 90 days (60 of them
 * the customer's) with their examinees, a payment for each booking in every state, and certificates
 * for the completed ones.
 */
async function seed(databaseUrl: string): Promise<Seeded> {
  const { token: adminToken, user: admin } = await api<{ token: string; user: { id: string } }>(
    'POST',
    '/api/admin/auth/login',
    null,
    ADMIN,
  );
  const { token: customerToken, user: customer } = await api<{ token: string; user: { id: string } }>(
    'POST',
    '/api/auth/register',
    null,
    {
      firstName: 'เบนช์',
      lastName: 'ลูกค้า',
      email: 'bench-customer@example.com',
      phone: '0812345678',
      password: 'Bench1234',
      pdpaConsent: true,
    },
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await seedLists(
      db,
      { customerId: customer.id, adminId: admin.id },
      { users: USERS, bookings: BOOKINGS, customerBookings: CUSTOMER_BOOKINGS },
    );
    const counts = await db.query(
      `select (select count(*) from users)::int as users, (select count(*) from bookings)::int as bookings,
         (select count(*) from examinees)::int as examinees, (select count(*) from payments)::int as payments,
         (select count(*) from certificates)::int as certificates`,
    );
    console.log('seeded', counts.rows[0]);
  } finally {
    await db.end();
  }
  return { adminId: admin.id, adminToken, customerId: customer.id, customerToken };
}

/** One statement of a request, with its parameters; `name` when the API runs it as a prepared statement. */
type Statement = { text: string; values: unknown[]; name?: string };
/**
 * A request's statements: each inner array is sent at once (the service's Promise.all), the arrays in
 * turn; the session lookup first, then the page.
 */
type Ceiling = Statement[][];
type List = {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token: string;
  ceiling: Ceiling;
};

const SESSION_LOOKUP = {
  name: 'session_lookup',
  text: 'select "sessions"."token_hash", "users"."id", "users"."email", "users"."password_hash", "users"."role", "users"."first_name", "users"."last_name", "users"."phone", "users"."company_name", "users"."tax_id", "users"."address", "users"."is_active", "users"."must_change_password", "users"."anonymized_at", "users"."last_login_at", "users"."message_preferences", "users"."created_at", "users"."updated_at", "sessions"."id", "sessions"."last_seen_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = any($1::text[]) and "sessions"."expires_at" > now() and "sessions"."created_at" > now() - make_interval(secs => $2) and "users"."is_active" = $3)',
};
const sessionLookup = (token: string): Statement => ({
  ...SESSION_LOOKUP,
  values: [[createHash('sha256').update(token).digest('hex')], 2_592_000, true],
});

// CEILINGS_START
const CEILINGS: Record<string, (seeded: Seeded) => Ceiling> = {
  'GET /api/bookings (customer)': (seeded) => [
    [sessionLookup(seeded.customerToken)],
    [
      {
        text: 'select "bookings"."id", "bookings"."booking_no", "bookings"."appointment_date", "bookings"."slot_time", "bookings"."examinee_count", "bookings"."unit_price", "bookings"."total_amount", "bookings"."status", "bookings"."contact_name", "bookings"."contact_phone", "bookings"."payment_due_at", "bookings"."created_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "clinics"."id", "clinics"."name", "services"."id", "services"."name", (select count(*)::int from "examinees" where "examinees"."booking_id" = "bookings"."id"), greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = \'verified\'), 0))::integer, case when "bookings"."status" = \'pending_payment\' then (\n  select case when "payments"."status" = \'rejected\' then coalesce("payments"."reject_reason", \'\') end\n  from "payments"\n  where "payments"."booking_id" = "bookings"."id" and "payments"."status" <> \'pending\'\n  order by "payments"."created_at" desc, "payments"."id" desc\n  limit 1) end, ((select count(*) from "bookings" where "bookings"."user_id" = $1)) from "bookings" inner join "users" on "users"."id" = "bookings"."user_id" inner join "clinics" on "clinics"."id" = "bookings"."clinic_id" inner join "services" on "services"."id" = "bookings"."service_id" where "bookings"."user_id" = $2 order by "bookings"."created_at" desc, "bookings"."id" desc limit 20 offset 0',
        values: [seeded.customerId, seeded.customerId],
        name: 'bookings_list_own_createdAt_desc_first20',
      },
    ],
  ],
  'GET /api/bookings (customer, upcoming)': (seeded) => [
    [sessionLookup(seeded.customerToken)],
    [
      {
        text: 'select "bookings"."id", "bookings"."booking_no", "bookings"."appointment_date", "bookings"."slot_time", "bookings"."examinee_count", "bookings"."unit_price", "bookings"."total_amount", "bookings"."status", "bookings"."contact_name", "bookings"."contact_phone", "bookings"."payment_due_at", "bookings"."created_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "clinics"."id", "clinics"."name", "services"."id", "services"."name", (select count(*)::int from "examinees" where "examinees"."booking_id" = "bookings"."id"), greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = \'verified\'), 0))::integer, case when "bookings"."status" = \'pending_payment\' then (\n  select case when "payments"."status" = \'rejected\' then coalesce("payments"."reject_reason", \'\') end\n  from "payments"\n  where "payments"."booking_id" = "bookings"."id" and "payments"."status" <> \'pending\'\n  order by "payments"."created_at" desc, "payments"."id" desc\n  limit 1) end, ((select count(*) from "bookings" where ("bookings"."user_id" = $1 and ("bookings"."status" in ($2, $3) or ("bookings"."status" = $4 and "bookings"."appointment_date" >= $5))))) from "bookings" inner join "users" on "users"."id" = "bookings"."user_id" inner join "clinics" on "clinics"."id" = "bookings"."clinic_id" inner join "services" on "services"."id" = "bookings"."service_id" where ("bookings"."user_id" = $6 and ("bookings"."status" in ($7, $8) or ("bookings"."status" = $9 and "bookings"."appointment_date" >= $10))) order by "bookings"."appointment_date" asc, "bookings"."slot_time" asc, "bookings"."id" asc limit 10 offset 0',
        values: [
          seeded.customerId,
          'pending_payment',
          'payment_review',
          'confirmed',
          bangkokToday(),
          seeded.customerId,
          'pending_payment',
          'payment_review',
          'confirmed',
          bangkokToday(),
        ],
        name: 'bookings_list_own_upcoming_appointmentDate_asc_first10',
      },
    ],
  ],
  'GET /api/bookings (admin)': (seeded) => [
    [sessionLookup(seeded.adminToken)],
    [
      {
        text: 'select "bookings"."id", "bookings"."booking_no", "bookings"."appointment_date", "bookings"."slot_time", "bookings"."examinee_count", "bookings"."unit_price", "bookings"."total_amount", "bookings"."status", "bookings"."contact_name", "bookings"."contact_phone", "bookings"."payment_due_at", "bookings"."created_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "clinics"."id", "clinics"."name", "services"."id", "services"."name", (select count(*)::int from "examinees" where "examinees"."booking_id" = "bookings"."id"), greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = \'verified\'), 0))::integer, case when "bookings"."status" = \'pending_payment\' then (\n  select case when "payments"."status" = \'rejected\' then coalesce("payments"."reject_reason", \'\') end\n  from "payments"\n  where "payments"."booking_id" = "bookings"."id" and "payments"."status" <> \'pending\'\n  order by "payments"."created_at" desc, "payments"."id" desc\n  limit 1) end, ((select count(*) from "bookings")) from "bookings" inner join "users" on "users"."id" = "bookings"."user_id" inner join "clinics" on "clinics"."id" = "bookings"."clinic_id" inner join "services" on "services"."id" = "bookings"."service_id" order by "bookings"."created_at" desc, "bookings"."id" desc limit 20 offset 0',
        values: [],
        name: 'bookings_list_all_createdAt_desc_first20',
      },
    ],
  ],
  'GET /api/payments (customer)': (seeded) => [
    [sessionLookup(seeded.customerToken)],
    [
      {
        text: 'select "payments"."id", "payments"."payment_no", "payments"."booking_id", "payments"."user_id", "payments"."amount", "payments"."method", "payments"."status", "payments"."transferred_at", "payments"."verified_at", "payments"."reject_reason", "payments"."slip_uploaded_at", "payments"."slip_bank_code", "payments"."slip_reference", "payments"."note", "payments"."look_alike_reason", "payments"."refunded_at", "payments"."refund_note", "payments"."created_by_admin_id", "payments"."created_at", "payments"."updated_at", "bookings"."booking_no", greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = \'verified\'), 0))::integer, "receipts"."id", "receipts"."receipt_no", "receipts"."status", ((select count(*) from "payments" where "payments"."user_id" = $1)) from "payments" inner join "bookings" on "bookings"."id" = "payments"."booking_id" left join "receipts" on ("receipts"."payment_id" = "payments"."id" and "receipts"."status" = $2) where "payments"."user_id" = $3 order by "payments"."created_at" desc, "payments"."id" desc limit 20 offset 0',
        values: [seeded.customerId, 'issued', seeded.customerId],
        name: 'payments_list_own_createdAt_desc_first20',
      },
    ],
  ],
  'GET /api/payments (admin)': (seeded) => [
    [sessionLookup(seeded.adminToken)],
    [
      {
        text: 'select "payments"."id", "payments"."payment_no", "payments"."booking_id", "payments"."user_id", "payments"."amount", "payments"."method", "payments"."status", "payments"."transferred_at", "payments"."verified_at", "payments"."reject_reason", "payments"."slip_uploaded_at", "payments"."slip_bank_code", "payments"."slip_reference", "payments"."note", "payments"."look_alike_reason", "payments"."refunded_at", "payments"."refund_note", "payments"."created_by_admin_id", "payments"."created_at", "payments"."updated_at", "bookings"."booking_no", greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = \'verified\'), 0))::integer, "receipts"."id", "receipts"."receipt_no", "receipts"."status", ((select count(*) from "payments" where "payments"."status" <> \'pending\')) from "payments" inner join "bookings" on "bookings"."id" = "payments"."booking_id" left join "receipts" on ("receipts"."payment_id" = "payments"."id" and "receipts"."status" = $1) where "payments"."status" <> \'pending\' order by "payments"."created_at" desc, "payments"."id" desc limit 20 offset 0',
        values: ['issued'],
        name: 'payments_list_all_createdAt_desc_first20',
      },
    ],
  ],
  'GET /api/admin/users': (seeded) => [
    [sessionLookup(seeded.adminToken)],
    [
      {
        text: 'select "id", "email", "role", "first_name", "last_name", "phone", "company_name", "is_active", "must_change_password", "last_login_at", "created_at", "updated_at", ((select count(*) from "users")) from "users" order by "users"."created_at" desc, "users"."id" desc limit 20 offset 0',
        values: [],
        name: 'users_list_createdAt_desc_first20',
      },
    ],
  ],
  'POST /api/search bookings (admin)': (seeded) => [
    [sessionLookup(seeded.adminToken)],
    [
      {
        text: 'select "bookings"."id", "bookings"."booking_no", "bookings"."appointment_date", "bookings"."slot_time", "bookings"."examinee_count", "bookings"."unit_price", "bookings"."total_amount", "bookings"."status", "bookings"."contact_name", "bookings"."contact_phone", "bookings"."payment_due_at", "bookings"."created_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "clinics"."id", "clinics"."name", "services"."id", "services"."name", (select count(*)::int from "examinees" where "examinees"."booking_id" = "bookings"."id"), greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = \'verified\'), 0))::integer, case when "bookings"."status" = \'pending_payment\' then (\n  select case when "payments"."status" = \'rejected\' then coalesce("payments"."reject_reason", \'\') end\n  from "payments"\n  where "payments"."booking_id" = "bookings"."id" and "payments"."status" <> \'pending\'\n  order by "payments"."created_at" desc, "payments"."id" desc\n  limit 1) end, ((select count(*) from "bookings")) from "bookings" inner join "users" on "users"."id" = "bookings"."user_id" inner join "clinics" on "clinics"."id" = "bookings"."clinic_id" inner join "services" on "services"."id" = "bookings"."service_id" order by "bookings"."created_at" desc, "bookings"."id" desc limit 20 offset 0',
        values: [],
        name: 'bookings_list_all_createdAt_desc_first20',
      },
    ],
  ],
  'POST /api/search payments (admin)': (seeded) => [
    [sessionLookup(seeded.adminToken)],
    [
      {
        text: 'select "payments"."id", "payments"."payment_no", "payments"."booking_id", "payments"."user_id", "payments"."amount", "payments"."method", "payments"."status", "payments"."transferred_at", "payments"."verified_at", "payments"."reject_reason", "payments"."slip_uploaded_at", "payments"."slip_bank_code", "payments"."slip_reference", "payments"."note", "payments"."look_alike_reason", "payments"."refunded_at", "payments"."refund_note", "payments"."created_by_admin_id", "payments"."created_at", "payments"."updated_at", "bookings"."booking_no", greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = \'verified\'), 0))::integer, "receipts"."id", "receipts"."receipt_no", "receipts"."status", ((select count(*) from "payments" where "payments"."status" <> \'pending\')) from "payments" inner join "bookings" on "bookings"."id" = "payments"."booking_id" left join "receipts" on ("receipts"."payment_id" = "payments"."id" and "receipts"."status" = $1) where "payments"."status" <> \'pending\' order by "payments"."created_at" desc, "payments"."id" desc limit 20 offset 0',
        values: ['issued'],
        name: 'payments_list_all_createdAt_desc_first20',
      },
    ],
  ],
  'POST /api/search certificates (admin)': (seeded) => [
    [sessionLookup(seeded.adminToken)],
    [
      {
        text: 'select "certificates"."id", "certificates"."certificate_no", "certificates"."booking_id", "certificates"."examinee_id", "certificates"."result_id", "certificates"."type", "certificates"."exam_date", "certificates"."issued_at", "certificates"."valid_until", "certificates"."doctor_name", "certificates"."doctor_license_no", "certificates"."conclusion", "certificates"."verify_code", "certificates"."status", "certificates"."revoked_reason", "certificates"."revoked_at", "certificates"."replaced_by_id", "bookings"."booking_no", "clinics"."name", "examinees"."title", "examinees"."first_name", "examinees"."last_name", ((select count(*) from "certificates")) from "certificates" inner join "bookings" on "bookings"."id" = "certificates"."booking_id" inner join "clinics" on "clinics"."id" = "bookings"."clinic_id" inner join "examinees" on "examinees"."id" = "certificates"."examinee_id" order by "certificates"."issued_at" desc, "certificates"."id" desc limit 20 offset 0',
        values: [],
        name: 'certificates_list_all_issuedAt_desc_first20',
      },
    ],
  ],
};
// CEILINGS_END

function lists(seeded: Seeded): List[] {
  const { adminToken, customerToken } = seeded;
  const search = (type: string) => ({ type });
  return [
    ['GET /api/bookings (customer)', 'GET', '/api/bookings?limit=20', undefined, customerToken],
    // What the customer's dashboard asks (my-bookings-state.ts): the upcoming ones, soonest first, 10 a page.
    [
      'GET /api/bookings (customer, upcoming)',
      'GET',
      '/api/bookings?period=upcoming&sortBy=appointmentDate&sortOrder=asc&page=1&limit=10',
      undefined,
      customerToken,
    ],
    ['GET /api/bookings (admin)', 'GET', '/api/bookings?limit=20', undefined, adminToken],
    ['GET /api/payments (customer)', 'GET', '/api/payments?limit=20', undefined, customerToken],
    ['GET /api/payments (admin)', 'GET', '/api/payments?limit=20', undefined, adminToken],
    ['GET /api/admin/users', 'GET', '/api/admin/users?limit=20', undefined, adminToken],
    ['POST /api/search bookings (admin)', 'POST', '/api/search', search('bookings'), adminToken],
    ['POST /api/search payments (admin)', 'POST', '/api/search', search('payments'), adminToken],
    ['POST /api/search certificates (admin)', 'POST', '/api/search', search('certificates'), adminToken],
  ].map(([title, method, path, body, token]) => ({
    title,
    method,
    path,
    body,
    token,
    ceiling: CEILINGS[title as string]?.(seeded) ?? [],
  })) as List[];
}

/** The statements through a bare pool of 50, 50 loops for SECONDS: the ceiling. */
async function bare(databaseUrl: string, list: List) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const run = async () => {
    const results: pg.QueryResult[][] = [];
    for (const step of list.ceiling)
      results.push(
        await Promise.all(
          // Rows as arrays, as Drizzle asks for them.
          step.map((statement) => pool.query({ ...statement, rowMode: 'array' })),
        ),
      );
    return results;
  };
  // The page is the first statement after the session lookup.
  const page = (await run())[1]?.[0];
  const loops = async (seconds: number, latencies: number[]) => {
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          const started = performance.now();
          await run();
          latencies.push(performance.now() - started);
        }
      }),
    );
  };
  await loops(WARM_UP_SECONDS, []);
  const latencies: number[] = [];
  const databaseCpuBefore = postgresCpuMs();
  await loops(SECONDS, latencies);
  const databaseCpuPerRequest = (postgresCpuMs() - databaseCpuBefore) / latencies.length;
  await pool.end();
  return {
    requestsPerSecond: Math.round(latencies.length / SECONDS),
    ...percentiles(latencies),
    databaseCpuPerRequest,
    page,
  };
}

// A process's CPU time so far, in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms).
function cpuMs(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // it has just ended
  }
}

// PostgreSQL's CPU time so far on this machine, in ms: every process named postgres. Both sides keep
// their connections open through the measured seconds, so the difference is what their statements
// cost the database, whatever else the machine ran (0 with a database elsewhere).
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(pid);
    } catch {
      // ended while listed
    }
  }
  return total;
}

async function http(list: List, pid: number) {
  const load = (duration: number) =>
    autocannon({
      url: `${base}${list.path}`,
      method: list.method,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${list.token}`, 'content-type': 'application/json' },
      body: list.body === undefined ? undefined : JSON.stringify(list.body),
    });
  if (WARM_UP_SECONDS > 0) {
    const warmUp = await load(WARM_UP_SECONDS);
    if (warmUp.non2xx > 0 || warmUp.errors > 0)
      throw new Error(`${list.title} (warm-up): ${warmUp.non2xx} non-2xx, ${warmUp.errors} errors`);
  }
  const cpuBefore = cpuMs(pid);
  const databaseCpuBefore = postgresCpuMs();
  const result = await load(SECONDS);
  const databaseCpu = postgresCpuMs() - databaseCpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${list.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // What each answer cost the server's process, whatever else the machine ran, and what it weighed.
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / result.requests.total,
    databaseCpuPerRequest: databaseCpu / result.requests.total,
    bytesPerAnswer: result.throughput.total / result.requests.total,
  };
}

const database = await createBenchDatabase();
// Every statement of this database goes to PostgreSQL's log, to read what each request ran.
if (CAPTURE) {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`alter database ${database.name} set log_statement = 'all'`);
  await admin.end();
}
const server = spawnServer(PORT, database.url, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
try {
  await waitForHealth(base);
  const seeded = await seed(database.url);
  const marker = new pg.Client({ connectionString: database.url });
  // The database is dropped with force on failure: that ends this connection too, which is no error.
  marker.on('error', () => {});
  await marker.connect();
  const rows = [];
  for (const list of lists(seeded)) {
    if (ONLY && !list.title.includes(ONLY)) continue;
    const answered = await api<{ items: { id: string }[] }>(list.method, list.path, list.token, list.body);
    if (CAPTURE) {
      // Between markers in the log: the statements of this one request.
      await marker.query(`select ${pg.escapeLiteral(`bench:lists after ${list.title}`)}`);
      continue;
    }
    if (EXPLAIN) {
      // Where the database's time goes, statement by statement (the session lookup has its own bench).
      console.log(`\n── ${list.title}`);
      for (const statement of list.ceiling.flat().filter((statement) => statement.name !== 'session_lookup')) {
        const plan = await marker.query(`explain (analyze, costs off) ${statement.text}`, statement.values);
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      continue;
    }
    // Prepare the server's statements and plans before its first load (each side then warms up under load).
    for (let index = 0; index < 50; index++) await api(list.method, list.path, list.token, list.body);
    const ceiling = await bare(database.url, list);
    const expected = answered.items.map((item) => item.id);
    // Its first column is the id.
    const got = (ceiling.page?.rows ?? []).map((row: unknown[]) => row[0]);
    if (JSON.stringify(expected) !== JSON.stringify(got))
      throw new Error(`${list.title}: the ceiling's page is not the API's:\n${expected}\n${got}`);
    const measured = await http(list, server.pid as number);
    rows.push({
      list: list.title,
      'bare pg req/s': ceiling.requestsPerSecond,
      'API req/s': measured.requestsPerSecond,
      ratio: `${Math.round((measured.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`,
      'API p50': measured.p50,
      'API p99': measured.p99,
      'pg p99': ceiling.p99,
      'API CPU ms': measured.cpuPerRequest.toFixed(2),
      // PostgreSQL's CPU per answer under each side: the same statements should cost it the same.
      'pg CPU ms (API)': measured.databaseCpuPerRequest.toFixed(2),
      'pg CPU ms (bare)': ceiling.databaseCpuPerRequest.toFixed(2),
      'KB/answer': (measured.bytesPerAnswer / 1024).toFixed(1),
    });
  }
  await marker.end();
  if (CAPTURE) {
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    console.log(`statements logged for database ${database.name}: grep PostgreSQL's log for it; their values:`);
    console.log(
      JSON.stringify({
        [seeded.customerId]: 'seeded.customerId',
        [seeded.adminId]: 'seeded.adminId',
        [hash(seeded.customerToken)]: 'seeded.customerToken',
        [hash(seeded.adminToken)]: 'seeded.adminToken',
      }),
    );
  } else console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  // BENCH_KEEP_DATABASE=1 leaves the seeded database behind, to try a statement on it with psql.
  if (process.env.BENCH_KEEP_DATABASE === '1') {
    console.log(`kept database ${database.name}`);
    process.exit(0); // the harness's admin connection stays open otherwise
  } else await database.drop();
}
