/**
 * The front desk on the appointment day: who of a booking has arrived. A result can be recorded only
 * for someone checked in (exams module; a trigger of migration 0012 holds it in the database), and
 * whoever has not arrived by closing time is marked no-show (bookings.jobs.ts).
 */
import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  type CheckInBodySchema,
  type CheckInBooking,
  type CheckInDay,
  type CheckInDayQuerySchema,
  type z,
} from '@jongdee/contracts';
import { formatThaiDate } from '@jongdee/contracts/thai-format';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { bookingAmountDueInline } from '../../db/amount-due.ts';
import type { Database } from '../../db/client.ts';
import { bookings, clinics, examinationResults, examinees, services, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { bangkokToday } from '../../lib/clinic-time.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { findBookingForCaller } from '../bookings/bookings.service.ts';

type Actor = Authenticated['user'];

/** Who may check in: a booking the clinic has taken on (paid or confirmed by staff), or one already done. */
const CHECK_IN_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed'];
/** What the desk's day lists: every booking still expected, so an unpaid one can be settled at the counter. */
const DAY_STATUSES: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed', 'completed'];

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The bookings matching `where`, each with its examinees, in the order of the day. */
async function loadCheckInBookings(db: Database, where: SQL | undefined): Promise<CheckInBooking[]> {
  const rows = await db
    .select({
      booking: bookings,
      clinic: { id: clinics.id, name: clinics.name },
      service: { id: services.id, name: services.name },
      amountDue: bookingAmountDueInline,
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(asc(bookings.slotTime), asc(bookings.bookingNo));
  if (rows.length === 0) return [];
  const people = await db
    .select({
      examinee: examinees,
      hasResult: sql<boolean>`${examinationResults.id} is not null`,
    })
    .from(examinees)
    .leftJoin(examinationResults, eq(examinationResults.examineeId, examinees.id))
    .where(
      inArray(
        examinees.bookingId,
        rows.map((row) => row.booking.id),
      ),
    )
    .orderBy(asc(examinees.createdAt), asc(examinees.id));
  return rows.map(({ booking, clinic, service, amountDue }) => ({
    id: booking.id,
    bookingNo: booking.bookingNo,
    status: booking.status,
    appointmentDate: booking.appointmentDate,
    slotTime: booking.slotTime,
    clinic,
    service,
    contactName: booking.contactName,
    contactPhone: booking.contactPhone,
    examineeCount: booking.examineeCount,
    amountDue,
    noShowAt: iso(booking.noShowAt),
    examinees: people
      .filter((person) => person.examinee.bookingId === booking.id)
      .map(({ examinee, hasResult }) => ({
        id: examinee.id,
        title: examinee.title as CheckInBooking['examinees'][number]['title'],
        firstName: examinee.firstName,
        lastName: examinee.lastName,
        idType: examinee.idType,
        idNumber: examinee.idNumber,
        checkedInAt: iso(examinee.checkedInAt),
        noShowAt: iso(examinee.noShowAt),
        hasResult: Boolean(hasResult),
      })),
  }));
}

async function readCheckInBooking(db: Database, id: string): Promise<CheckInBooking> {
  const [booking] = await loadCheckInBookings(db, eq(bookings.id, id));
  if (!booking) throw new AppError('NOT_FOUND');
  return booking;
}

/**
 * Staff: one day's bookings for the front desk (today in Bangkok unless a date is given). `q` finds
 * a booking by its number (what the check-in QR holds), the contact's or the account's phone, or an
 * examinee's id number or name.
 */
export async function listCheckInDay(
  db: Database,
  query: z.output<typeof CheckInDayQuerySchema>,
  now: Date = new Date(),
): Promise<CheckInDay> {
  const date = query.date ?? bangkokToday(now);
  const q = query.q?.trim();
  const digits = q?.replace(/[\s-]/g, '').toUpperCase();
  const search =
    q && digits
      ? or(
          ilike(bookings.bookingNo, containsPattern(q)),
          ilike(bookings.contactName, containsPattern(q)),
          ilike(bookings.contactPhone, containsPattern(digits)),
          ilike(users.phone, containsPattern(digits)),
          sql`exists (select 1 from ${examinees} where ${examinees.bookingId} = ${bookings.id} and (${examinees.idNumber} = ${digits} or (${examinees.firstName} || ' ' || ${examinees.lastName}) ilike ${containsPattern(q)}))`,
        )
      : undefined;
  const list = await loadCheckInBookings(
    db,
    and(
      eq(bookings.appointmentDate, date),
      inArray(bookings.status, DAY_STATUSES),
      query.clinicId ? eq(bookings.clinicId, query.clinicId) : undefined,
      search,
    ),
  );
  return { date, bookings: list };
}

/**
 * Staff: the examinees who arrived. Only on the appointment day (Bangkok) and only for a booking the
 * clinic has taken on; someone already checked in keeps their first time, so a repeated or parallel
 * tap changes nothing. The booking's row lock orders it against results and undo.
 */
export async function checkInExaminees(
  db: Database,
  actor: Actor,
  bookingId: string,
  body: z.output<typeof CheckInBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<CheckInBooking> {
  await db.transaction(async (tx) => {
    const booking = await findBookingForCaller(tx, actor, bookingId, { lock: true });
    if (!CHECK_IN_STATUSES.includes(booking.status)) {
      throw new AppError('CHECK_IN_BOOKING_STATE', { params: { status: BOOKING_STATUS_LABELS[booking.status] } });
    }
    if (booking.appointmentDate !== bangkokToday(now)) {
      throw new AppError('CHECK_IN_NOT_TODAY', { params: { date: formatThaiDate(booking.appointmentDate, 'long') } });
    }
    const ids = [...new Set(body.examineeIds)];
    const people = await tx
      .select()
      .from(examinees)
      .where(and(eq(examinees.bookingId, booking.id), inArray(examinees.id, ids)));
    if (people.length !== ids.length) throw new AppError('CHECK_IN_UNKNOWN_EXAMINEE');
    const missed = people.find((person) => person.noShowAt !== null);
    if (missed) throw new AppError('CHECK_IN_AFTER_NO_SHOW', { params: { name: fullName(missed) } });
    const arrived = await tx
      .update(examinees)
      .set({ checkedInAt: now, checkedInBy: actor.id, updatedAt: now })
      .where(and(eq(examinees.bookingId, booking.id), inArray(examinees.id, ids), isNull(examinees.checkedInAt)))
      .returning({ id: examinees.id });
    if (arrived.length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'booking.check_in',
        entity: 'booking',
        entityId: booking.id,
        after: { examineeIds: arrived.map((person) => person.id), checkedInAt: now.toISOString() },
        ip: context.ip,
      });
    }
  });
  return readCheckInBooking(db, bookingId);
}

/** Staff: a mistaken check-in taken back, while the examinee has no result. */
export async function undoCheckIn(
  db: Database,
  actor: Actor,
  bookingId: string,
  examineeId: string,
  context: RequestContext,
  now: Date = new Date(),
): Promise<CheckInBooking> {
  await db.transaction(async (tx) => {
    const booking = await findBookingForCaller(tx, actor, bookingId, { lock: true });
    const [person] = await tx
      .select({ examinee: examinees, resultId: examinationResults.id })
      .from(examinees)
      .leftJoin(examinationResults, eq(examinationResults.examineeId, examinees.id))
      .where(and(eq(examinees.id, examineeId), eq(examinees.bookingId, booking.id)));
    if (!person) throw new AppError('NOT_FOUND');
    if (person.resultId) throw new AppError('CHECK_IN_HAS_RESULT', { params: { name: fullName(person.examinee) } });
    if (person.examinee.checkedInAt === null) return;
    await tx
      .update(examinees)
      .set({ checkedInAt: null, checkedInBy: null, updatedAt: now })
      .where(eq(examinees.id, examineeId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'booking.check_in_undo',
      entity: 'booking',
      entityId: booking.id,
      before: { examineeId, checkedInAt: person.examinee.checkedInAt.toISOString() },
      after: { examineeId, checkedInAt: null },
      ip: context.ip,
    });
  });
  return readCheckInBooking(db, bookingId);
}
