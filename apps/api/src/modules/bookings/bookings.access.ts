/** Who may reach a booking and what they may do with it now: every read and write of the module asks here. */
import { BOOKING_STATUS_LABELS, type Booking, type BookingStatus } from '@jongdee/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { slotStart } from '../../lib/clinic-time.ts';
import type { Authenticated } from '../auth/auth.service.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type Actor = Authenticated['user'];

const HOUR_MS = 60 * 60 * 1000;
/** A confirmed booking may be rescheduled or cancelled by its owner up to this long before it begins. */
const CHANGE_NOTICE_MS = 24 * HOUR_MS;
const OPEN_STATUSES: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed'];

export const isAdmin = (actor: Actor) => actor.role === 'admin';

/** What the caller may do with a booking now: the one statement of docs/product.md §4's permissions. */
export function allowedActions(booking: BookingRow, actor: Actor, now: Date = new Date()): Booking['allowedActions'] {
  const admin = isAdmin(actor);
  const status = booking.status;
  const noticeLeft = slotStart(booking.appointmentDate, booking.slotTime).getTime() - now.getTime() >= CHANGE_NOTICE_MS;
  const open = OPEN_STATUSES.includes(status);
  return {
    edit: admin ? open : status === 'pending_payment',
    reschedule: admin ? open : status === 'pending_payment' || (status === 'confirmed' && noticeLeft),
    cancel: admin
      ? open
      : status === 'pending_payment' || status === 'payment_review' || (status === 'confirmed' && noticeLeft),
    editExaminees: open,
    pay: status === 'pending_payment' && booking.paymentDueAt > now,
    confirm: admin && (status === 'pending_payment' || status === 'payment_review'),
    complete: admin && status === 'confirmed',
  };
}

/** A user's query only ever reaches their own bookings; another's id answers 404 (docs/security.md §1). */
export function ownedBy(actor: Actor): SQL | undefined {
  return isAdmin(actor) ? undefined : eq(bookings.userId, actor.id);
}

/**
 * One booking as the caller may see it (another's answers 404), for features that act on a booking
 * (payments); `lock` holds it for the caller's transaction.
 */
export async function findBookingForCaller(
  db: Database,
  actor: Actor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<BookingRow> {
  return options.lock ? lockBooking(db, actor, id) : loadBookingRow(db, actor, id);
}

async function loadBookingRow(db: Database, actor: Actor, id: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ownedBy(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Locks one booking for a state change; scoped to the caller, so another's answers 404. */
export async function lockBooking(db: Database, actor: Actor, id: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ownedBy(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const stateConflict = (status: BookingStatus) =>
  new AppError('BOOKING_STATE_CONFLICT', {
    params: { status: BOOKING_STATUS_LABELS[status] },
  });
