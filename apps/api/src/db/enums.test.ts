import {
  BOOKING_STATUSES,
  CERTIFICATE_STATUSES,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATUSES,
  EXAMINEES_MAX,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECEIPT_STATUSES,
  RESULT_CONCLUSIONS,
  ROLES,
} from '@jongdee/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helpers.ts';

/**
 * schema.ts builds each CHECK from the contracts' array; the database has what the committed migrations
 * made. A value added to an array in contracts only (no migration) makes the two differ, and this fails.
 */
const ENUM_CHECKS: Record<string, readonly string[]> = {
  users_role: ROLES,
  bookings_status: BOOKING_STATUSES,
  payments_status: PAYMENT_STATUSES,
  receipts_status: RECEIPT_STATUSES,
  payments_method: PAYMENT_METHODS,
  excel_imports_kind: IMPORT_KINDS,
  excel_imports_status: IMPORT_STATUSES,
  examination_results_conclusion: RESULT_CONCLUSIONS,
  certificates_status: CERTIFICATE_STATUSES,
  data_requests_kind: DATA_REQUEST_KINDS,
  data_requests_status: DATA_REQUEST_STATUSES,
  outbox_kind: MESSAGE_KINDS,
  outbox_channel: MESSAGE_CHANNELS,
  outbox_status: MESSAGE_STATUSES,
};

let ctx: TestContext;
let checks: Map<string, string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const result = (await ctx.database.db.execute(
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where contype = 'c' and connamespace = 'public'::regnamespace`,
  )) as unknown as { rows: { name: string; definition: string }[] };
  checks = new Map(result.rows.map((row) => [row.name, row.definition]));
});

afterAll(() => ctx?.close());

/** The values of a `column in ('a', 'b')` CHECK, as PostgreSQL shows it: `(col = ANY (ARRAY['a'::text, 'b'::text]))`. */
function listedValues(definition: string): string[] {
  return [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1] ?? '');
}

describe('enums in the database', () => {
  for (const [constraint, values] of Object.entries(ENUM_CHECKS)) {
    it(`${constraint} allows exactly the contracts' values`, () => {
      const definition = checks.get(constraint);
      expect(definition, `CHECK ${constraint} in the migrated database`).toBeDefined();
      expect(listedValues(definition ?? '')).toEqual([...values]);
    });
  }

  it('every CHECK that lists values is compared with a contracts array above', () => {
    const listing = [...checks].filter(([, definition]) => /= ANY \(ARRAY\[/.test(definition)).map(([name]) => name);
    // A CHECK of one value reads `(col = 'x'::text)`, not ANY: those are compared by name above only.
    const lists = Object.entries(ENUM_CHECKS).filter(([, values]) => values.length > 1);
    expect(listing.sort()).toEqual(lists.map(([name]) => name).sort());
  });

  it("bookings_examinee_count allows up to the contracts' EXAMINEES_MAX", () => {
    expect(checks.get('bookings_examinee_count')).toContain(`<= ${EXAMINEES_MAX}`);
  });
});
