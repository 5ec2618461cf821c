import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { addDays, bangkokToday } from '../../lib/clinic-time.ts';
import type { Job } from '../../lib/jobs/job-runner.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { releaseSlot } from './bookings.capacity.ts';
import { bookingNotificationTexts } from './bookings.texts.ts';
import { bookingLink, notificationRef } from './bookings.trail.ts';

/** Rows per run; a backlog is worked off over the following runs. */
const BATCH = 200;

/**
 * Unpaid bookings past their payment deadline become `expired`, free their places and tell their
 * owner. Idempotent: a booking is taken only while still pending_payment, and rows another process
 * has locked are skipped.
 */
export async function expireOverdueBookings(db: Database, now: Date = new Date()): Promise<number> {
  const overdue = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.paymentDueAt, now)))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  for (const booking of overdue) {
    await releaseSlot(db, booking);
    await db
      .update(bookings)
      .set({ status: 'expired', expiredAt: now, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await notify(db, {
      userId: booking.userId,
      type: 'booking_expired',
      link: bookingLink(booking.id),
      ...bookingNotificationTexts.expired(await notificationRef(db, booking)),
    });
    await recordAudit(db, {
      actorId: null,
      action: 'booking.expire',
      entity: 'booking',
      entityId: booking.id,
      before: { status: 'pending_payment' },
      after: { status: 'expired' },
    });
  }
  return overdue.length;
}

/** The day before an appointment (Bangkok), one reminder per booking that is going ahead. */
export async function sendAppointmentReminders(db: Database, now: Date = new Date()): Promise<number> {
  const tomorrow = addDays(bangkokToday(now), 1);
  const due = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.appointmentDate, tomorrow),
        inArray(bookings.status, ['payment_review', 'confirmed']),
        isNull(bookings.reminderSentAt),
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  for (const booking of due) {
    await db.update(bookings).set({ reminderSentAt: now }).where(eq(bookings.id, booking.id));
    await notify(db, {
      userId: booking.userId,
      type: 'appointment_reminder',
      link: bookingLink(booking.id),
      ...bookingNotificationTexts.reminder(await notificationRef(db, booking)),
    });
  }
  return due.length;
}

export const bookingJobs: Job[] = [
  { name: 'expire-overdue-bookings', lockId: 4_257_101, everyMs: 60_000, run: expireOverdueBookings },
  { name: 'appointment-reminders', lockId: 4_257_102, everyMs: 15 * 60_000, run: sendAppointmentReminders },
];
