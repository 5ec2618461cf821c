// What the lists benches share: the data (seeded through the API and seedLists), the requests the
// screens send for each hot list, the exact statements each runs (its ceiling), and the CPU counters.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { bangkokToday } from '../apps/api/src/lib/clinic-time.ts';
import { seedLists } from '../apps/api/src/test/list-seed.ts';
import { jsonApi } from './harness.ts';

export const LISTS_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-1' };
const USERS = 300;
const BOOKINGS = 1_000;
const CUSTOMER_BOOKINGS = 60;

export type Seeded = { adminId: string; adminToken: string; customerId: string; customerToken: string };

/**
 * The admin and one customer sign in through the API (their tokens drive the lists); the rest is plain
 * SQL (seedLists): 5 clinics, 3 services, 300 more customers, 1,000 bookings over 90 days (60 of them
 * the customer's) with their examinees, a payment for each booking in every state, and certificates
 * for the completed ones.
 */
export async function seedListsBench(base: string, databaseUrl: string): Promise<Seeded> {
  const api = jsonApi(base);
  const { token: adminToken, user: admin } = await api<{ token: string; user: { id: string } }>(
    'POST',
    '/api/admin/auth/login',
    null,
    LISTS_ADMIN,
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
export type Statement = { text: string; values: unknown[]; name?: string };
/**
 * A request's statements: each inner array is sent at once (the service's Promise.all), the arrays in
 * turn; the session lookup first, then the page.
 */
export type Ceiling = Statement[][];
export type List = {
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
  // The searches without filters run the staff's lists' own prepared statements (the same names).
  'POST /api/search bookings (admin)': (seeded) => CEILINGS['GET /api/bookings (admin)']?.(seeded) ?? [],
  'POST /api/search payments (admin)': (seeded) => CEILINGS['GET /api/payments (admin)']?.(seeded) ?? [],
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

export function benchLists(seeded: Seeded): List[] {
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

// A process's CPU time so far, in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms).
export function cpuMs(pid: number | string): number {
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
export function postgresCpuMs(): number {
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
