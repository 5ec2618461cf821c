import { sql } from 'drizzle-orm';
import { bookings } from './schema.ts';

/**
 * What a booking still owes: its total less its verified payments — the SQL function
 * `booking_amount_due` of migration 0011, which the database's own money rules use too (decision 014).
 */
export const bookingAmountDue = sql<number>`booking_amount_due(${bookings.id}, ${bookings.totalAmount})`.mapWith(
  Number,
);

/**
 * The same amount written into the query rather than called: PostgreSQL cannot inline a SQL function
 * holding a sub-select, and calling it cost about 30 µs a row — 0.7 of the 0.8 ms a page of 20
 * bookings took in the database (bench/README.md, bench:lists). Lists and pages of rows use this one;
 * `bookings-list.test.ts` holds it equal to the function for bookings with payments in every state.
 */
// The columns are named in full: Drizzle writes a one-table query's columns bare, and a bare "id" in
// the sub-select would be the payment's own.
export const bookingAmountDueInline =
  sql<number>`greatest(0, "bookings"."total_amount" - coalesce((select sum(paid.amount) from payments as paid where paid.booking_id = "bookings"."id" and paid.status = 'verified'), 0))::integer`.mapWith(
    Number,
  );
