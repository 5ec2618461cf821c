/** Who may reach a payment (its payer, or staff) and who may decide on it. */
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@jongdee/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Authenticated } from '../auth/auth.service.ts';

export type Actor = Authenticated['user'];
export type PaymentRow = typeof payments.$inferSelect;

export const OPEN_STATUSES = ['pending', 'submitted'] as const;
export const isAdmin = (actor: Actor) => actor.role === 'admin';

/** A user's query reaches only their own payments; another's id answers 404. */
export const ownedBy = (actor: Actor): SQL | undefined => (isAdmin(actor) ? undefined : eq(payments.userId, actor.id));

export const stateConflict = (status: PaymentStatus) =>
  new AppError('PAYMENT_STATE_CONFLICT', { params: { status: PAYMENT_STATUS_LABELS[status] } });

/**
 * One payment, locked, as the caller may see it (another's answers 404). Its booking is locked
 * first: every writer takes the booking before its payments (a booking's new total reaches its open
 * payment through a trigger), so a payment decision and a booking change wait for each other in
 * turn rather than deadlock.
 */
export async function lockPayment(db: Database, actor: Actor, id: string): Promise<PaymentRow & { bookingNo: string }> {
  const [found] = await db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.id, id), ownedBy(actor)));
  if (!found) throw new AppError('NOT_FOUND');
  await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
  const [row] = await db
    .select({ payment: payments, bookingNo: bookings.bookingNo })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.id, id), ownedBy(actor)))
    .for('update', { of: payments });
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row.payment, bookingNo: row.bookingNo };
}

/** Staff never move money in their own favour: another admin decides on their booking (decision 014). */
export function refuseOwnBooking(actor: Actor, customerId: string): void {
  if (customerId === actor.id) throw new AppError('OWN_BOOKING_DECISION');
}
