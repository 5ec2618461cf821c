/** A booking changed: its details, or moved to another date or slot (its places move with it). */
import type { Booking, UpdateBookingBodySchema, z } from '@jongdee/contracts';
import { count, eq } from 'drizzle-orm';
import { type Database, isCheckViolation } from '../../db/client.ts';
import { bookings, examinees } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { paymentDueAt, slotStart } from '../../lib/clinic-time.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type Actor, allowedActions, type BookingRow, isAdmin, lockBooking, stateConflict } from './bookings.access.ts';
import { releaseSlot, reserveSlot } from './bookings.capacity.ts';
import { checkBookableSlot } from './bookings.create.ts';
import { readBooking } from './bookings.queries.ts';
import { bookingNotificationTexts } from './bookings.texts.ts';
import { auditBooking, bookingLink, notificationRef } from './bookings.trail.ts';

export async function updateBooking(
  db: Database,
  actor: Actor,
  id: string,
  body: z.output<typeof UpdateBookingBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  if (!isAdmin(actor) && body.capacityOverrideReason) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const current = await lockBooking(tx, actor, id);
    const permissions = allowedActions(current, actor, now);
    const moving =
      body.appointmentDate !== undefined &&
      (body.appointmentDate !== current.appointmentDate || body.slotTime !== current.slotTime);
    const otherFields = (['serviceId', 'examineeCount', 'contactName', 'contactPhone', 'note'] as const).filter(
      (field) => body[field] !== undefined && body[field] !== current[field],
    );
    if (!permissions.edit) {
      if (current.status === 'confirmed' && otherFields.length > 0 && permissions.reschedule) {
        throw new AppError('CONFIRMED_ONLY_RESCHEDULE');
      }
      if (!permissions.reschedule || otherFields.length > 0) {
        if (current.status === 'confirmed') throw new AppError('TOO_LATE_TO_CHANGE');
        throw stateConflict(current.status);
      }
    }

    const next = {
      serviceId: body.serviceId ?? current.serviceId,
      appointmentDate: body.appointmentDate ?? current.appointmentDate,
      slotTime: body.slotTime ?? current.slotTime,
      examineeCount: body.examineeCount ?? current.examineeCount,
    };
    if (next.examineeCount < current.examineeCount) {
      const [filled] = await tx.select({ value: count() }).from(examinees).where(eq(examinees.bookingId, id));
      if ((filled?.value ?? 0) > next.examineeCount) {
        throw new AppError('EXAMINEE_COUNT_BELOW_FILLED', { params: { count: filled?.value ?? 0 } });
      }
    }

    let unitPrice = current.unitPrice;
    const slotChanges = moving || next.examineeCount !== current.examineeCount || next.serviceId !== current.serviceId;
    let override = current.capacityOverride;
    if (slotChanges) {
      const day = await checkBookableSlot(
        tx,
        { clinicId: current.clinicId, serviceId: next.serviceId, date: next.appointmentDate, time: next.slotTime },
        now,
        { staff: isAdmin(actor) },
      );
      // The price is the one agreed at booking; choosing another service takes that service's price.
      if (next.serviceId !== current.serviceId) unitPrice = day.price;
      await releaseSlot(tx, current);
      override = Boolean(body.capacityOverrideReason);
      await reserveSlot(
        tx,
        {
          clinicId: current.clinicId,
          date: next.appointmentDate,
          time: next.slotTime,
          capacity: day.clinic.capacityPerSlot,
        },
        next.examineeCount,
        override,
      );
    }
    const dueAt =
      current.status === 'pending_payment' && moving
        ? new Date(
            Math.min(
              current.paymentDueAt.getTime(),
              paymentDueAt(slotStart(next.appointmentDate, next.slotTime), now).getTime(),
            ),
          )
        : current.paymentDueAt;
    const updated = await writeBookingTotal(tx, id, {
      ...next,
      unitPrice,
      totalAmount: unitPrice * next.examineeCount,
      contactName: body.contactName ?? current.contactName,
      contactPhone: body.contactPhone ?? current.contactPhone,
      note: body.note === undefined ? current.note : body.note,
      paymentDueAt: dueAt,
      capacityOverride: override,
      updatedAt: now,
    });
    const changed = Object.fromEntries(
      (
        [
          'serviceId',
          'appointmentDate',
          'slotTime',
          'examineeCount',
          'totalAmount',
          'contactName',
          'contactPhone',
          'note',
        ] as const
      )
        .filter((field) => updated[field] !== current[field])
        .map((field) => [field, { before: current[field], after: updated[field] }]),
    );
    if (moving) {
      await notify(tx, {
        userId: current.userId,
        type: 'booking_rescheduled',
        link: bookingLink(id),
        ...bookingNotificationTexts.rescheduled(await notificationRef(tx, updated)),
      });
    }
    await auditBooking(tx, actor, moving ? 'booking.reschedule' : 'booking.update', id, context, {
      before: Object.fromEntries(Object.entries(changed).map(([field, value]) => [field, value.before])),
      after: {
        ...Object.fromEntries(Object.entries(changed).map(([field, value]) => [field, value.after])),
        ...(body.capacityOverrideReason ? { capacityOverrideReason: body.capacityOverrideReason } : {}),
      },
    });
  });
  return readBooking(db, actor, id, now);
}

/**
 * The booking update that may change its total. The database refuses a new total once a slip waits
 * for review or money was verified, and carries it to a payment still waiting for its slip
 * (migration 0011, decision 014); the refusals become the Thai 409s that say what to do instead.
 */
async function writeBookingTotal(
  tx: Database,
  id: string,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow> {
  try {
    const [updated] = await tx.update(bookings).set(values).where(eq(bookings.id, id)).returning();
    if (!updated) throw new Error('booking update returned no row');
    return updated;
  } catch (error) {
    if (isCheckViolation(error, 'bookings_total_slip_in_review')) throw new AppError('BOOKING_TOTAL_SLIP_IN_REVIEW');
    if (isCheckViolation(error, 'bookings_total_paid')) throw new AppError('BOOKING_TOTAL_PAID');
    throw error;
  }
}
