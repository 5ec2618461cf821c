/**
 * A booking's status changes: cancel, confirm and complete by a person through one transition helper,
 * and the changes a payment causes inside the payment's transaction.
 */
import type {
  Booking,
  BookingStatus,
  CancelBookingBodySchema,
  ConfirmBookingBodySchema,
  NotificationType,
  z,
} from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import { bookingAmountDue } from '../../db/amount-due.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { paymentDueAt, slotStart } from '../../lib/clinic-time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type Actor, allowedActions, type BookingRow, lockBooking, stateConflict } from './bookings.access.ts';
import { releaseSlot } from './bookings.capacity.ts';
import { readBooking } from './bookings.queries.ts';
import { bookingNotificationTexts } from './bookings.texts.ts';
import { auditBooking, bookingLink, notificationRef } from './bookings.trail.ts';

type NotificationRef = Awaited<ReturnType<typeof notificationRef>>;

/** One status change a person makes, as data for `transition`. */
type Transition = {
  /** The permission of `allowedActions` that allows it now. */
  allowedBy: 'cancel' | 'confirm' | 'complete';
  /** The refusal when it is not allowed; a state conflict unless said otherwise. */
  refusal?: (current: BookingRow) => AppError;
  /** What else must hold, or be done, in the transaction before the status changes. */
  before?: (tx: Database, current: BookingRow) => Promise<void> | void;
  to: BookingStatus;
  /** The columns written beside the status. */
  set: Partial<typeof bookings.$inferInsert>;
  notification: { type: NotificationType; texts: (ref: NotificationRef) => { title: string; body: string } };
  /** The audit row's action, and what it records beside the new status. */
  audit: { action: string; after?: Record<string, unknown> };
};

/**
 * lock → check → update → notify → audit, in one transaction, then the booking as the caller now
 * sees it. The lock is scoped to the caller, so another's booking answers 404.
 */
async function transition(
  db: Database,
  actor: Actor,
  id: string,
  context: RequestContext,
  now: Date,
  change: Transition,
): Promise<Booking> {
  await db.transaction(async (tx) => {
    const current = await lockBooking(tx, actor, id);
    if (!allowedActions(current, actor, now)[change.allowedBy]) {
      throw change.refusal?.(current) ?? stateConflict(current.status);
    }
    await change.before?.(tx, current);
    const [updated] = await tx
      .update(bookings)
      .set({ status: change.to, ...change.set, updatedAt: now })
      .where(eq(bookings.id, id))
      .returning();
    if (!updated) throw new Error('booking update returned no row');
    await notify(tx, {
      userId: current.userId,
      type: change.notification.type,
      link: bookingLink(id),
      ...change.notification.texts(await notificationRef(tx, updated)),
    });
    if (change.to === 'cancelled') {
      await enqueueMessage(tx, { kind: 'booking_cancelled', userId: current.userId, payload: { bookingId: id } });
    }
    await auditBooking(tx, actor, change.audit.action, id, context, {
      before: { status: current.status },
      after: { status: change.to, ...change.audit.after },
    });
  });
  return readBooking(db, actor, id, now);
}

export function cancelBooking(
  db: Database,
  actor: Actor,
  id: string,
  body: z.output<typeof CancelBookingBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  return transition(db, actor, id, context, now, {
    allowedBy: 'cancel',
    refusal: (current) =>
      current.status === 'confirmed' ? new AppError('TOO_LATE_TO_CHANGE') : stateConflict(current.status),
    before: (tx, current) => releaseSlot(tx, current),
    to: 'cancelled',
    set: { cancelledAt: now, cancelReason: body.reason, cancelledBy: actor.id },
    notification: {
      type: 'booking_cancelled',
      texts: (ref) => bookingNotificationTexts.cancelled({ ...ref, reason: body.reason }),
    },
    audit: { action: 'booking.cancel', after: { reason: body.reason } },
  });
}

/** Admin: confirm without a verified payment (counter payment, corporate credit). */
export function confirmBooking(
  db: Database,
  actor: Actor,
  id: string,
  body: z.output<typeof ConfirmBookingBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  // Only an admin reaches this: the route sits in the admin scope, and `allowedActions` gives `confirm`
  // to admins alone.
  return transition(db, actor, id, context, now, {
    allowedBy: 'confirm',
    before: (_tx, current) => {
      // Confirming one's own booking without payment is a decision in one's own favour (decision 014).
      if (current.userId === actor.id) throw new AppError('OWN_BOOKING_DECISION');
    },
    to: 'confirmed',
    set: { confirmedAt: now, confirmedBy: actor.id, confirmedByPayment: false, confirmNote: body.note },
    notification: { type: 'booking_confirmed', texts: bookingNotificationTexts.confirmed },
    audit: { action: 'booking.confirm', after: { note: body.note } },
  });
}

/** Admin: the visit is done (normally certificates complete a booking; this is the manual way). */
export function completeBooking(
  db: Database,
  actor: Actor,
  id: string,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  return transition(db, actor, id, context, now, {
    allowedBy: 'complete',
    to: 'completed',
    set: { completedAt: now },
    notification: { type: 'booking_completed', texts: bookingNotificationTexts.completed },
    audit: { action: 'booking.complete' },
  });
}

// ─── transitions caused by payments ──────────────────────────────────────────────────────────────

/**
 * The booking side of a payment's change, inside the payment's transaction: a slip sent puts it in
 * review; verified money confirms it only when the verified payments cover its total, and otherwise
 * leaves it waiting for the rest with a fresh deadline (decision 014); a rejected slip reopens it for
 * payment with a fresh deadline. Each checks the booking's current state and writes its audit row.
 * Returns the booking's status afterwards.
 */
export async function applyPaymentToBooking(
  db: Database,
  bookingId: string,
  change: 'slip_submitted' | 'payment_verified' | 'slip_rejected',
  actor: { id: string | null; ip: string | null },
  now: Date = new Date(),
): Promise<BookingStatus> {
  const [row] = await db
    .select({ booking: bookings, amountDue: bookingAmountDue })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const { booking } = row;
  const from: Record<typeof change, BookingStatus[]> = {
    slip_submitted: ['pending_payment'],
    payment_verified: ['pending_payment', 'payment_review'],
    slip_rejected: ['payment_review'],
  };
  // A slip turned down after its booking was cancelled or expired changes nothing about the booking.
  if (change === 'slip_rejected' && (booking.status === 'cancelled' || booking.status === 'expired')) {
    return booking.status;
  }
  if (!from[change].includes(booking.status)) throw stateConflict(booking.status);
  // Time to pay (again): the same rule as at booking, from now.
  const payAgain = {
    status: 'pending_payment' as const,
    paymentDueAt: paymentDueAt(slotStart(booking.appointmentDate, booking.slotTime), now),
  };
  const set =
    change === 'slip_submitted'
      ? { status: 'payment_review' as const }
      : change === 'slip_rejected'
        ? payAgain
        : row.amountDue === 0
          ? { status: 'confirmed' as const, confirmedAt: now, confirmedBy: actor.id, confirmedByPayment: true }
          : payAgain;
  await db
    .update(bookings)
    .set({ ...set, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await recordAudit(db, {
    actorId: actor.id,
    action: `booking.${change}`,
    entity: 'booking',
    entityId: bookingId,
    before: { status: booking.status },
    after: { status: set.status, ...(set.status === 'pending_payment' ? { amountDue: row.amountDue } : {}) },
    ip: actor.ip,
  });
  return set.status;
}
