/** A new booking: the slot's rules checked, its places reserved in the slot's turn, the owner told. */
import type { Booking, CreateBookingBodySchema, z } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { BOOKING_WINDOW_DAYS, paymentDueAt, slotStart } from '../../lib/clinic-time.ts';
import { nextDailyNumber } from '../../lib/human-numbers.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { type ClinicDay, loadClinicDay } from '../clinics/clinics.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { requireHealthDataConsent } from '../privacy/privacy.service.ts';
import { type Actor, isAdmin } from './bookings.access.ts';
import { inSlotTurn, reserveSlot, slotVisiblyFull } from './bookings.capacity.ts';
import { insertExaminee } from './bookings.examinees.ts';
import { readBooking } from './bookings.queries.ts';
import { bookingNotificationTexts } from './bookings.texts.ts';
import { auditBooking, bookingLink } from './bookings.trail.ts';

/**
 * The rules of docs/product.md §4 for a date and slot; answers the clinic's day (price, capacity).
 * Staff at the desk may also book the slot in progress, for someone who walks in now; a customer's
 * slot must not have begun.
 */
export async function checkBookableSlot(
  db: Database,
  input: { clinicId: string; serviceId: string; date: string; time: string },
  now: Date,
  by: { staff: boolean },
): Promise<ClinicDay & { price: number }> {
  const day = await loadClinicDay(db, input.clinicId, input.serviceId, input.date, now);
  if (!day) throw new AppError('NOT_FOUND');
  if (day.closedReason === 'inactive') throw new AppError('CLINIC_UNAVAILABLE');
  if (!day.serviceBookable || day.price === null) throw new AppError('SERVICE_UNAVAILABLE_AT_CLINIC');
  if (day.closedReason === 'out_of_window')
    throw new AppError('DATE_OUT_OF_WINDOW', { params: { days: BOOKING_WINDOW_DAYS } });
  if (day.closedReason) throw new AppError('CLINIC_CLOSED_ON_DATE');
  if (!day.times.includes(input.time)) throw new AppError('SLOT_NOT_OFFERED');
  const start = slotStart(input.date, input.time);
  const latest = by.staff ? start.getTime() + day.clinic.slotMinutes * 60_000 : start.getTime();
  if (latest <= now.getTime()) throw new AppError('SLOT_IN_PAST');
  return { ...day, price: day.price };
}

export async function createBooking(
  db: Database,
  actor: Actor,
  body: z.output<typeof CreateBookingBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  if (!isAdmin(actor) && (body.userId !== undefined || body.capacityOverrideReason)) throw new AppError('FORBIDDEN');
  if (body.examinees.length > body.examineeCount) {
    throw new AppError('EXAMINEES_EXCEED_COUNT', { params: { count: body.examineeCount } });
  }
  const ownerId = body.userId ?? actor.id;
  if (ownerId !== actor.id) {
    const [owner] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, ownerId));
    if (!owner?.isActive) throw new AppError('USER_NOT_FOUND');
  }
  const override = Boolean(body.capacityOverrideReason);
  const slot = { clinicId: body.clinicId, date: body.appointmentDate, time: body.slotTime };
  // Under a rush, a request refused as full has cost one query (its session look-up, shared with the
  // requests that came with it). In the slot's turn, the three reads run side by side; then the
  // reservation, and once it is decided the turn passes on: the booking is written while the next
  // one reads (the row lock keeps that one from reserving before this one ends).
  const id = await inSlotTurn(db, slot, { places: body.examineeCount, override }, async (decided) => {
    const day = await firstRefusal([
      override ? Promise.resolve() : slotVisiblyFull(db, slot, body.examineeCount).then(refuseWhenFull),
      // Health data is sensitive (PDPA s.26): no booking without its owner's consent (privacy module decides whose).
      requireHealthDataConsent(db, ownerId, { bookedByStaff: isAdmin(actor) }),
      checkBookableSlot(db, { ...slot, serviceId: body.serviceId }, now, { staff: isAdmin(actor) }),
    ] as const);
    return db.transaction(async (tx) => {
      await reserveSlot(tx, { ...slot, capacity: day.clinic.capacityPerSlot }, body.examineeCount, override);
      decided();
      const bookingNo = await nextDailyNumber(tx, 'BK', now);
      const dueAt = paymentDueAt(slotStart(body.appointmentDate, body.slotTime), now);
      const [booking] = await tx
        .insert(bookings)
        .values({
          bookingNo,
          userId: ownerId,
          clinicId: body.clinicId,
          serviceId: body.serviceId,
          appointmentDate: body.appointmentDate,
          slotTime: body.slotTime,
          examineeCount: body.examineeCount,
          unitPrice: day.price,
          totalAmount: day.price * body.examineeCount,
          contactName: body.contactName,
          contactPhone: body.contactPhone,
          note: body.note,
          receiptName: body.receipt?.name ?? null,
          receiptTaxId: body.receipt?.taxId ?? null,
          receiptAddress: body.receipt?.address ?? null,
          paymentDueAt: dueAt,
          createdByAdminId: isAdmin(actor) ? actor.id : null,
          capacityOverride: override,
        })
        .returning();
      if (!booking) throw new Error('booking insert returned no row');
      for (const examinee of body.examinees) await insertExaminee(tx, booking.id, examinee);
      await notify(tx, {
        userId: ownerId,
        type: 'booking_created',
        link: bookingLink(booking.id),
        ...bookingNotificationTexts.created({
          bookingNo,
          clinicName: day.clinic.name,
          appointmentDate: booking.appointmentDate,
          slotTime: booking.slotTime,
          dueAt,
        }),
      });
      await enqueueMessage(tx, { kind: 'booking_created', userId: ownerId, payload: { bookingId: booking.id } });
      await auditBooking(tx, actor, 'booking.create', booking.id, context, {
        after: {
          bookingNo,
          userId: ownerId,
          appointmentDate: booking.appointmentDate,
          slotTime: booking.slotTime,
          examineeCount: booking.examineeCount,
          totalAmount: booking.totalAmount,
          ...(override ? { capacityOverrideReason: body.capacityOverrideReason } : {}),
        },
      });
      return booking.id;
    });
  });
  return readBooking(db, actor, id, now);
}

const refuseWhenFull = (full: boolean) => {
  if (full) throw new AppError('SLOT_FULL');
};

/**
 * Waits for all of `checks` and throws the refusal of the first in the list that refused, so the
 * answer does not depend on which read came back first; otherwise answers the last check's value.
 */
async function firstRefusal<L>(checks: readonly [Promise<void>, Promise<void>, Promise<L>]): Promise<L> {
  const settled = await Promise.allSettled(checks);
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  return (settled[2] as PromiseFulfilledResult<L>).value;
}
