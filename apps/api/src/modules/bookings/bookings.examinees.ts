/** The people a booking is for: added, corrected and removed while the booking is open, each change audited. */
import { BOOKING_STATUS_LABELS, type Booking, type ExamineeBodySchema, maskIdNumber, type z } from '@jongdee/contracts';
import { and, count, eq } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { certificates, examinationResults, examinees } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { type Actor, allowedActions, type BookingRow, lockBooking } from './bookings.access.ts';
import { readBooking } from './bookings.queries.ts';
import { auditBooking } from './bookings.trail.ts';

export async function insertExaminee(db: Database, bookingId: string, body: z.output<typeof ExamineeBodySchema>) {
  try {
    const [row] = await db
      .insert(examinees)
      .values({ bookingId, ...body })
      .returning();
    if (!row) throw new Error('examinee insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'examinees_booking_person_unique')) throw new AppError('DUPLICATE_EXAMINEE');
    throw error;
  }
}

async function lockForExaminees(db: Database, actor: Actor, id: string, now: Date): Promise<BookingRow> {
  const booking = await lockBooking(db, actor, id);
  if (!allowedActions(booking, actor, now).editExaminees) {
    throw new AppError('EXAMINEES_LOCKED', { params: { status: BOOKING_STATUS_LABELS[booking.status] } });
  }
  return booking;
}

const examineeAuditFields = (row: { firstName: string; lastName: string; idType: string; idNumber: string }) => ({
  name: `${row.firstName} ${row.lastName}`,
  idNumber: maskIdNumber(row.idType as 'thai_id', row.idNumber),
});

export async function addExaminee(
  db: Database,
  actor: Actor,
  bookingId: string,
  body: z.output<typeof ExamineeBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  await db.transaction((tx) => addExaminees(tx, actor, bookingId, [body], context, now));
  return readBooking(db, actor, bookingId, now);
}

/**
 * Examinees added to a booking in the caller's transaction, never beyond its examinee count: one
 * from the form, or a whole Excel sheet at once (all or none).
 */
export async function addExaminees(
  tx: Database,
  actor: Actor,
  bookingId: string,
  bodies: readonly z.output<typeof ExamineeBodySchema>[],
  context: RequestContext,
  now: Date = new Date(),
): Promise<void> {
  const booking = await lockForExaminees(tx, actor, bookingId, now);
  const [filled] = await tx.select({ value: count() }).from(examinees).where(eq(examinees.bookingId, bookingId));
  if ((filled?.value ?? 0) + bodies.length > booking.examineeCount) {
    throw new AppError('EXAMINEES_EXCEED_COUNT', { params: { count: booking.examineeCount } });
  }
  for (const body of bodies) {
    const row = await insertExaminee(tx, bookingId, body);
    await auditBooking(tx, actor, 'booking.examinee_add', bookingId, context, {
      after: { examineeId: row.id, ...examineeAuditFields(row) },
    });
  }
}

/**
 * The examinee, locked, only when it belongs to this booking (already checked to be the caller's):
 * someone else's examinee answers 404 before any check of its state could tell that it exists.
 */
async function lockExaminee(tx: Database, bookingId: string, examineeId: string) {
  const [row] = await tx
    .select()
    .from(examinees)
    .where(and(eq(examinees.id, examineeId), eq(examinees.bookingId, bookingId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateExaminee(
  db: Database,
  actor: Actor,
  bookingId: string,
  examineeId: string,
  body: z.output<typeof ExamineeBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  await db.transaction(async (tx) => {
    await lockForExaminees(tx, actor, bookingId, now);
    const before = await lockExaminee(tx, bookingId, examineeId);
    // The certificate prints these details: once one exists, they stay as certified.
    const [certified] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.examineeId, examineeId))
      .limit(1);
    if (certified) throw new AppError('EXAMINEE_CERTIFIED');
    try {
      await tx
        .update(examinees)
        .set({ ...body, updatedAt: now })
        .where(eq(examinees.id, examineeId));
    } catch (error) {
      if (isUniqueViolation(error, 'examinees_booking_person_unique')) throw new AppError('DUPLICATE_EXAMINEE');
      throw error;
    }
    await auditBooking(tx, actor, 'booking.examinee_update', bookingId, context, {
      before: { examineeId, ...examineeAuditFields(before) },
      after: { examineeId, ...examineeAuditFields(body) },
    });
  });
  return readBooking(db, actor, bookingId, now);
}

export async function removeExaminee(
  db: Database,
  actor: Actor,
  bookingId: string,
  examineeId: string,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  await db.transaction(async (tx) => {
    await lockForExaminees(tx, actor, bookingId, now);
    const removed = await lockExaminee(tx, bookingId, examineeId);
    // An examinee with a health record stays with it (medical records are kept, PDPA §6).
    const [examined] = await tx
      .select({ id: examinationResults.id })
      .from(examinationResults)
      .where(eq(examinationResults.examineeId, examineeId));
    if (examined) throw new AppError('EXAMINEE_HAS_RESULT');
    await tx.delete(examinees).where(eq(examinees.id, examineeId));
    await auditBooking(tx, actor, 'booking.examinee_remove', bookingId, context, {
      before: { examineeId, ...examineeAuditFields(removed) },
    });
  });
  return readBooking(db, actor, bookingId, now);
}
