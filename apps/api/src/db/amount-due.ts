import { sql } from 'drizzle-orm';
import { bookings } from './schema.ts';

/**
 * What a booking still owes: its total less its verified payments — the SQL function
 * `booking_amount_due` of migration 0011, which the database's own money rules use too (decision 014).
 */
export const bookingAmountDue = sql<number>`booking_amount_due(${bookings.id}, ${bookings.totalAmount})`.mapWith(
  Number,
);
