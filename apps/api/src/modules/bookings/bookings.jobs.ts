import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, clinicClosedDates, clinics, examinees } from '../../db/schema.ts';
import { addDays, bangkokToday } from '../../lib/clinic-time.ts';
import type { Job } from '../../lib/jobs/job-runner.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
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
    await enqueueMessage(db, { kind: 'booking_expired', userId: booking.userId, payload: { bookingId: booking.id } });
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
    await enqueueMessage(db, {
      kind: 'booking_reminder',
      userId: booking.userId,
      payload: { bookingId: booking.id },
      dedupeKey: `reminder:${booking.id}`,
    });
  }
  return due.length;
}

/**
 * How far back the no-show job looks: a server that was down over a long weekend still marks those
 * days, while bookings from before check-in existed are left alone.
 */
const NO_SHOW_LOOKBACK_DAYS = 7;

/**
 * The instant a booking's appointment day ends at its clinic: the day's closing time (Bangkok), or
 * midnight when the clinic has no hours that day (closed weekday or closed date). Bangkok has no
 * daylight saving, so the local time less 7 hours is UTC (as report_bangkok_day of migration 0009).
 */
const dayEnds = sql`((${bookings.appointmentDate} + coalesce(
    case when exists (select 1 from ${clinicClosedDates}
                       where ${clinicClosedDates.clinicId} = ${bookings.clinicId}
                         and ${clinicClosedDates.date} = ${bookings.appointmentDate}) then null
         else (${clinics.openingHours} -> extract(dow from ${bookings.appointmentDate})::int ->> 'close')::time end,
    time '24:00')) - interval '7 hours') at time zone 'UTC'`;

/**
 * After the clinic's day is over, the examinees of a confirmed booking who did not check in are marked
 * no-show, and so is the booking — once, when at least one listed person (or, with nobody listed,
 * everyone) failed to arrive — and its owner gets one notification. A booking where everyone came is
 * never taken. Idempotent and safe on several processes: bookings are taken with FOR UPDATE SKIP
 * LOCKED while their no_show_at is still null, and every write is conditional on it.
 */
export async function markNoShows(db: Database, now: Date = new Date()): Promise<number> {
  const today = bangkokToday(now);
  const someoneMissing = sql`(exists (select 1 from ${examinees} where ${examinees.bookingId} = ${bookings.id} and ${examinees.checkedInAt} is null)
    or not exists (select 1 from ${examinees} where ${examinees.bookingId} = ${bookings.id} and ${examinees.checkedInAt} is not null))`;
  const due = await db
    .select({ booking: bookings, clinicName: clinics.name })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        isNull(bookings.noShowAt),
        lte(bookings.appointmentDate, today),
        gte(bookings.appointmentDate, addDays(today, -NO_SHOW_LOOKBACK_DAYS)),
        sql`${dayEnds} <= ${now.toISOString()}::timestamptz`,
        someoneMissing,
      ),
    )
    .orderBy(bookings.appointmentDate, bookings.id)
    .limit(BATCH)
    .for('update', { of: bookings, skipLocked: true });
  let marked = 0;
  for (const { booking, clinicName } of due) {
    const [taken] = await db
      .update(bookings)
      .set({ noShowAt: now, updatedAt: now })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.noShowAt)))
      .returning({ id: bookings.id });
    if (!taken) continue;
    const missed = await db
      .update(examinees)
      .set({ noShowAt: now, updatedAt: now })
      .where(and(eq(examinees.bookingId, booking.id), isNull(examinees.checkedInAt), isNull(examinees.noShowAt)))
      .returning({ id: examinees.id, firstName: examinees.firstName, lastName: examinees.lastName });
    await notify(db, {
      userId: booking.userId,
      type: 'booking_no_show',
      link: bookingLink(booking.id),
      ...bookingNotificationTexts.noShow({
        bookingNo: booking.bookingNo,
        clinicName,
        appointmentDate: booking.appointmentDate,
        slotTime: booking.slotTime,
        missed: missed.map((person) => `${person.firstName} ${person.lastName}`),
      }),
    });
    await recordAudit(db, {
      actorId: null,
      action: 'booking.no_show',
      entity: 'booking',
      entityId: booking.id,
      after: { noShowAt: now.toISOString(), examineeIds: missed.map((person) => person.id) },
    });
    marked += 1;
  }
  return marked;
}

export const bookingJobs: Job[] = [
  { name: 'expire-overdue-bookings', lockId: 4_257_101, everyMs: 60_000, run: expireOverdueBookings },
  { name: 'appointment-reminders', lockId: 4_257_102, everyMs: 15 * 60_000, run: sendAppointmentReminders },
  { name: 'mark-no-shows', lockId: 4_257_103, everyMs: 15 * 60_000, run: markNoShows },
];
