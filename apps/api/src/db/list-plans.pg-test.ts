import {
  BOOKING_PERIODS,
  BOOKING_SORT_KEYS,
  BookingListQuerySchema,
  CertificateListQuerySchema,
  CUSTOMER_PAGE_SIZE,
  PaymentListQuerySchema,
  STAFF_PAGE_SIZES,
  UserListQuerySchema,
} from '@jongdee/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookings } from '../modules/bookings/bookings.queries.ts';
import { listCertificates } from '../modules/certificates/certificates.service.ts';
import { listPayments } from '../modules/payments/payments.queries.ts';
import { listUsers } from '../modules/users/users.service.ts';
import { createPostgresTestDatabase } from '../test/helpers.ts';
import { seedLists } from '../test/list-seed.ts';
import type { Database } from './client.ts';
import { NAMED_STATEMENTS_MAX } from './prepared.ts';
import * as schema from './schema.ts';
import { users } from './schema.ts';

// The first page of a list in a screen's size is planned once per connection, not on every call
// (db/prepared.ts, bench:lists): PostgreSQL counts, per connection, how often each prepared statement
// ran on a plan made for its values (custom) and on the one it keeps (generic). It tries five custom
// plans first, so after CALLS calls a statement it keeps a plan for shows CALLS - 5 generic ones at least.
const CALLS = 8;

let testDatabase: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let connection: pg.Client;
let db: Database;
let admin: typeof users.$inferSelect;
let customer: typeof users.$inferSelect;

beforeAll(async () => {
  testDatabase = await createPostgresTestDatabase();
  // One connection, so that every call runs on the session whose statements are read back.
  connection = new pg.Client({ connectionString: testDatabase.url });
  await connection.connect();
  db = drizzle(connection, { schema });
  const [adminRow, customerRow] = await db
    .insert(users)
    .values([
      {
        email: 'plans-admin@example.com',
        passwordHash: 'x',
        role: 'admin',
        firstName: 'แอดมิน',
        lastName: 'แผน',
        phone: '0812345679',
      },
      {
        email: 'plans-customer@example.com',
        passwordHash: 'x',
        firstName: 'ลูกค้า',
        lastName: 'แผน',
        phone: '0812345678',
      },
    ])
    .returning();
  if (!adminRow || !customerRow) throw new Error('not written');
  admin = adminRow;
  customer = customerRow;
  // The lists bench's data: lists long enough that a tenth of each is more than a page.
  await seedLists(
    connection,
    { customerId: customer.id, adminId: admin.id },
    { users: 300, bookings: 1_000, customerBookings: 60 },
  );
}, 60_000);

afterAll(async () => {
  await connection?.end();
  await testDatabase?.dispose();
});

type Plans = { name: string; generic_plans: string; custom_plans: string };
const plansOf = async (prefix: string) =>
  (
    await connection.query<Plans>(
      'select name, generic_plans, custom_plans from pg_prepared_statements where name like $1 order by name',
      [`${prefix}%`],
    )
  ).rows.map((row) => ({ name: row.name, generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));

/** Calls `list` CALLS times and answers how each first-page statement it ran was planned. */
async function firstPagePlans(prefix: string, list: () => Promise<{ items: unknown[] }>) {
  for (let call = 0; call < CALLS; call++) expect((await list()).items.length).toBeGreaterThan(0);
  return (await plansOf(prefix)).filter((plan) => plan.name.includes('_first'));
}

const keptOnePlan = (plans: { name: string; generic: number; custom: number }[], names: string[]) => {
  expect(plans.map((plan) => plan.name)).toEqual(names);
  for (const plan of plans) {
    expect(plan.generic + plan.custom, plan.name).toBe(CALLS);
    expect(plan.generic, plan.name).toBeGreaterThanOrEqual(CALLS - 5);
  }
};

describe('the first page of a list in a screen size', () => {
  it("keeps one plan for the staff's and the customer's bookings", async () => {
    const [size] = STAFF_PAGE_SIZES;
    const query = BookingListQuerySchema.parse({ limit: size });
    const staff = await firstPagePlans('bookings_list_all', () => listBookings(db, admin, query));
    keptOnePlan(staff, [`bookings_list_all_createdAt_desc_first${size}`]);
    const own = await firstPagePlans('bookings_list_own', () =>
      listBookings(db, customer, BookingListQuerySchema.parse({ limit: CUSTOMER_PAGE_SIZE })),
    );
    keptOnePlan(own, [`bookings_list_own_createdAt_desc_first${CUSTOMER_PAGE_SIZE}`]);
    // What the customer's dashboard asks: the upcoming ones, soonest first.
    const upcoming = BookingListQuerySchema.parse({
      period: 'upcoming',
      sortBy: 'appointmentDate',
      sortOrder: 'asc',
      limit: CUSTOMER_PAGE_SIZE,
    });
    const dashboard = await firstPagePlans('bookings_list_own_upcoming', () => listBookings(db, customer, upcoming));
    keptOnePlan(dashboard, [`bookings_list_own_upcoming_appointmentDate_asc_first${CUSTOMER_PAGE_SIZE}`]);
  });

  it("keeps one plan for the staff's payments, in every size staff choose", async () => {
    for (const size of STAFF_PAGE_SIZES) {
      const query = PaymentListQuerySchema.parse({ limit: size });
      const plans = await firstPagePlans(`payments_list_all_createdAt_desc_first${size}`, () =>
        listPayments(db, admin, query),
      );
      keptOnePlan(plans, [`payments_list_all_createdAt_desc_first${size}`]);
    }
  });

  it('keeps one plan for the certificates and the users', async () => {
    const certificates = await firstPagePlans('certificates_list_all', () =>
      listCertificates(db, admin, CertificateListQuerySchema.parse({}), 'http://localhost'),
    );
    keptOnePlan(certificates, ['certificates_list_all_issuedAt_desc_first20']);
    const people = await firstPagePlans('users_list', () => listUsers(db, UserListQuerySchema.parse({})));
    keptOnePlan(people, ['users_list_createdAt_desc_first20']);
  });
});

describe('a caller walking through every variant of a list', () => {
  it('leaves the connection at most NAMED_STATEMENTS_MAX statements, and every answer whole', async () => {
    for (const period of [undefined, ...BOOKING_PERIODS]) {
      const totals = new Set<number>();
      for (const sortBy of BOOKING_SORT_KEYS)
        for (const sortOrder of ['asc', 'desc'])
          for (const limit of [CUSTOMER_PAGE_SIZE, ...STAFF_PAGE_SIZES, 7]) {
            const query = BookingListQuerySchema.parse({ period, sortBy, sortOrder, limit });
            const page = await listBookings(db, customer, query);
            expect(page.items.length).toBe(Math.min(limit, page.pagination.total));
            totals.add(page.pagination.total);
          }
      // However it is sorted and cut, a list has one total.
      expect([...totals], String(period)).toHaveLength(1);
    }
    const { rows } = await connection.query<{ named: string }>('select count(*) as named from pg_prepared_statements');
    expect(Number(rows[0]?.named)).toBeLessThanOrEqual(NAMED_STATEMENTS_MAX);
    expect(Number(rows[0]?.named)).toBeGreaterThan(NAMED_STATEMENTS_MAX / 2);
  });
});
