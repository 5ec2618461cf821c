import {
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingListItem,
  type BookingStatus,
  type CancelBookingBodySchema,
  type ConfirmBookingBodySchema,
  type CreateBookingBodySchema,
  type Examinee,
  type ExamineeBodySchema,
  maskIdNumber,
  type Pagination,
  type UpdateBookingBodySchema,
  type z,
} from '@jongdee/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { bookingAmountDue, bookingAmountDueInline } from '../../db/amount-due.ts';
import { type Database, isCheckViolation, isUniqueViolation } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  auditLog,
  bookings,
  certificates,
  clinics,
  examinationResults,
  examinees,
  services,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { paymentDueAt, slotStart } from '../../lib/clinic-time.ts';
import { nextDailyNumber } from '../../lib/human-numbers.ts';
import { totalFromPage } from '../../lib/page-total.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { type ClinicDay, loadClinicDay } from '../clinics/clinics.queries.ts';
import { notify } from '../notifications/notifications.service.ts';
import { requireHealthDataConsent } from '../privacy/privacy.service.ts';
import { inSlotTurn, releaseSlot, reserveSlot, slotVisiblyFull } from './bookings.capacity.ts';
import { bookingNotificationTexts } from './bookings.texts.ts';

type BookingRow = typeof bookings.$inferSelect;
type ExamineeRow = typeof examinees.$inferSelect;
type Actor = Authenticated['user'];

const HOUR_MS = 60 * 60 * 1000;
/** A confirmed booking may be rescheduled or cancelled by its owner up to this long before it begins. */
const CHANGE_NOTICE_MS = 24 * HOUR_MS;
const OPEN_STATUSES: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed'];

const isAdmin = (actor: Actor) => actor.role === 'admin';
const READ_ACTION = 'booking.read';

// ─── capacity ────────────────────────────────────────────────────────────────────────────────────

/** The rules of docs/product.md §4 for a date and slot; answers the clinic's day (price, capacity). */
async function checkBookableSlot(
  db: Database,
  input: { clinicId: string; serviceId: string; date: string; time: string },
  now: Date,
): Promise<ClinicDay & { price: number }> {
  const day = await loadClinicDay(db, input.clinicId, input.serviceId, input.date, now);
  if (!day) throw new AppError('NOT_FOUND');
  if (day.closedReason === 'inactive') throw new AppError('CLINIC_UNAVAILABLE');
  if (!day.serviceBookable || day.price === null) throw new AppError('SERVICE_UNAVAILABLE_AT_CLINIC');
  if (day.closedReason === 'out_of_window') throw new AppError('DATE_OUT_OF_WINDOW', { params: { days: 90 } });
  if (day.closedReason) throw new AppError('CLINIC_CLOSED_ON_DATE');
  if (!day.times.includes(input.time)) throw new AppError('SLOT_NOT_OFFERED');
  if (slotStart(input.date, input.time) <= now) throw new AppError('SLOT_IN_PAST');
  return { ...day, price: day.price };
}

// ─── reading ─────────────────────────────────────────────────────────────────────────────────────

const listColumns = {
  booking: bookings,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
  clinic: {
    id: clinics.id,
    name: clinics.name,
    address: clinics.address,
    province: clinics.province,
    phone: clinics.phone,
    mapUrl: clinics.mapUrl,
  },
  service: { id: services.id, name: services.name, certificateType: services.certificateType },
  examineesFilled: sql<number>`(select count(*)::int from ${examinees} where ${examinees.bookingId} = ${bookings.id})`,
  amountDue: bookingAmountDueInline,
};

type ListRow = {
  booking: BookingRow;
  user: BookingListItem['user'];
  clinic: BookingListItem['clinic'];
  service: BookingListItem['service'];
  examineesFilled: number;
  amountDue: number;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toListItem(row: ListRow): BookingListItem {
  const b = row.booking;
  return {
    id: b.id,
    bookingNo: b.bookingNo,
    userId: b.userId,
    user: row.user,
    clinic: row.clinic,
    service: row.service,
    appointmentDate: b.appointmentDate,
    slotTime: b.slotTime,
    appointmentAt: slotStart(b.appointmentDate, b.slotTime).toISOString(),
    examineeCount: b.examineeCount,
    unitPrice: b.unitPrice,
    totalAmount: b.totalAmount,
    amountDue: row.amountDue,
    status: b.status,
    contactName: b.contactName,
    contactPhone: b.contactPhone,
    note: b.note,
    paymentDueAt: b.paymentDueAt.toISOString(),
    createdByAdminId: b.createdByAdminId,
    capacityOverride: b.capacityOverride,
    confirmedAt: iso(b.confirmedAt),
    confirmedBy: b.confirmedBy,
    confirmNote: b.confirmNote,
    cancelledAt: iso(b.cancelledAt),
    cancelReason: b.cancelReason,
    cancelledBy: b.cancelledBy,
    completedAt: iso(b.completedAt),
    expiredAt: iso(b.expiredAt),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    examineesFilled: row.examineesFilled,
  };
}

function toExamineeDto(row: ExamineeRow, masked: boolean): Examinee {
  return {
    id: row.id,
    bookingId: row.bookingId,
    title: row.title as Examinee['title'],
    firstName: row.firstName,
    lastName: row.lastName,
    idType: row.idType,
    idNumber: masked ? maskIdNumber(row.idType, row.idNumber) : row.idNumber,
    nationality: row.nationality,
    birthDate: row.birthDate,
    gender: row.gender,
    phone: row.phone,
    healthHistory: row.healthHistory,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
function ownedBy(actor: Actor): SQL | undefined {
  return isAdmin(actor) ? undefined : eq(bookings.userId, actor.id);
}

async function loadListRow(db: Database, actor: Actor, id: string): Promise<ListRow> {
  const [row] = await db
    .select(listColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.id, id), ownedBy(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function toBookingDto(db: Database, actor: Actor, row: ListRow, now: Date = new Date()): Promise<Booking> {
  const people = await db
    .select()
    .from(examinees)
    .where(eq(examinees.bookingId, row.booking.id))
    .orderBy(asc(examinees.createdAt), asc(examinees.id));
  const { examineesFilled: _, ...item } = toListItem(row);
  return {
    ...item,
    // The record view of its owner or an admin shows ids whole; an admin's read is audited (getBooking).
    examinees: people.map((person) => toExamineeDto(person, false)),
    allowedActions: allowedActions(row.booking, actor, now),
  };
}

export async function getBooking(db: Database, actor: Actor, id: string, context: RequestContext): Promise<Booking> {
  const row = await loadListRow(db, actor, id);
  if (isAdmin(actor) && row.examineesFilled > 0) {
    await recordAudit(db, {
      actorId: actor.id,
      action: 'booking.read',
      entity: 'booking',
      entityId: id,
      ip: context.ip,
    });
  }
  return toBookingDto(db, actor, row);
}

export type BookingFilters = {
  status?: BookingStatus[] | undefined;
  clinicId?: string | undefined;
  serviceId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  q?: string | undefined;
  /** One customer's bookings (the admin's user view). */
  userId?: string | undefined;
};

/** The WHERE of every booking list, search and export: scope first, then the filters. */
function bookingConditions(actor: Actor, filters: BookingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ownedBy(actor)];
  if (filters.userId) conditions.push(eq(bookings.userId, filters.userId));
  if (filters.status?.length) conditions.push(inArray(bookings.status, filters.status));
  if (filters.clinicId) conditions.push(eq(bookings.clinicId, filters.clinicId));
  if (filters.serviceId) conditions.push(eq(bookings.serviceId, filters.serviceId));
  if (filters.dateFrom) conditions.push(gte(bookings.appointmentDate, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(bookings.appointmentDate, filters.dateTo));
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const digits = q.replace(/[\s-]/g, '');
    conditions.push(
      or(
        ilike(bookings.bookingNo, pattern),
        ilike(bookings.contactName, pattern),
        ilike(bookings.contactPhone, containsPattern(digits)),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        examineeMatches(pattern, digits.toUpperCase()),
      ),
    );
  }
  return and(...conditions);
}

// An examinee of the booking whose name matches, or whose id number is the one typed.
function examineeMatches(pattern: string, idNumber: string) {
  return sql`exists (select 1 from ${examinees} where ${examinees.bookingId} = ${bookings.id} and (${examinees.firstName} ilike ${pattern} or ${examinees.lastName} ilike ${pattern} or ${examinees.idNumber} = ${idNumber}))`;
}

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  appointmentDate: bookings.appointmentDate,
  bookingNo: bookings.bookingNo,
  totalAmount: bookings.totalAmount,
  status: bookings.status,
} as const;

export type BookingListOptions = BookingFilters & {
  page: number;
  limit: number;
  sortBy: keyof typeof SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
};

/** The sort key, then the slot within a day, then the id: pages never overlap or skip a row. */
function listOrder(sortBy: BookingListOptions['sortBy'], sortOrder: BookingListOptions['sortOrder']) {
  const direction = sortOrder === 'asc' ? asc : desc;
  const order = [direction(SORT_COLUMNS[sortBy]), direction(bookings.id)];
  if (sortBy === 'appointmentDate') order.splice(1, 0, direction(bookings.slotTime));
  return order;
}

const listFrom = (db: Database) =>
  db
    .select(listColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId));

// The list without filters is what every list screen and search asks first: prepared once per scope
// and sort (db/prepared.ts); filtered lists are built per request.
function plainListPage(db: Database, own: boolean, options: BookingListOptions) {
  const name = `bookings_list_${own ? 'own' : 'all'}_${options.sortBy}_${options.sortOrder}`;
  return preparedOnce(db, name, (statement) =>
    listFrom(db)
      .where(own ? eq(bookings.userId, sql.placeholder('userId')) : undefined)
      .orderBy(...listOrder(options.sortBy, options.sortOrder))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(statement),
  );
}

function plainListCount(db: Database, own: boolean) {
  return preparedOnce(db, `bookings_count_${own ? 'own' : 'all'}`, (statement) =>
    db
      .select({ value: count() })
      .from(bookings)
      .where(own ? eq(bookings.userId, sql.placeholder('userId')) : undefined)
      .prepare(statement),
  );
}

const filtered = (filters: BookingFilters) =>
  Boolean(
    filters.userId ||
      filters.status?.length ||
      filters.clinicId ||
      filters.serviceId ||
      filters.dateFrom ||
      filters.dateTo ||
      filters.q?.trim(),
  );

export async function listBookings(
  db: Database,
  actor: Actor,
  options: BookingListOptions,
): Promise<{ items: BookingListItem[]; pagination: Pagination }> {
  const offset = (options.page - 1) * options.limit;
  const own = !isAdmin(actor);
  let rows: ListRow[];
  let total: number | undefined;
  if (!filtered(options)) {
    const values = { userId: actor.id, limit: options.limit, offset };
    rows = await plainListPage(db, own, options).execute(values);
    total = totalFromPage(offset, rows.length, options.limit);
    if (total === undefined) total = (await plainListCount(db, own).execute(values))[0]?.value ?? 0;
  } else {
    const where = bookingConditions(actor, options);
    rows = await listFrom(db)
      .where(where)
      .orderBy(...listOrder(options.sortBy, options.sortOrder))
      .limit(options.limit)
      .offset(offset);
    total = totalFromPage(offset, rows.length, options.limit);
    if (total === undefined) {
      // Only the search text reads the customer's name: without it, the count needs no join.
      const counted = options.q?.trim()
        ? db.select({ value: count() }).from(bookings).innerJoin(users, eq(users.id, bookings.userId))
        : db.select({ value: count() }).from(bookings);
      total = (await counted.where(where))[0]?.value ?? 0;
    }
  }
  return {
    items: rows.map(toListItem),
    pagination: { page: options.page, limit: options.limit, total, totalPages: Math.ceil(total / options.limit) },
  };
}

/** Every booking matching the filters, for the admin's Excel export (bounded). */
export async function listBookingsForExport(
  db: Database,
  actor: Actor,
  filters: BookingFilters & Pick<BookingListOptions, 'sortBy' | 'sortOrder'>,
  limit: number,
): Promise<BookingListItem[]> {
  const direction = filters.sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select(listColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(bookingConditions(actor, filters))
    .orderBy(direction(SORT_COLUMNS[filters.sortBy]), direction(bookings.id))
    .limit(limit);
  return rows.map(toListItem);
}

/** Counts by status, scoped to the caller. */
export async function bookingStats(
  db: Database,
  actor: Actor,
): Promise<{ total: number; byStatus: Record<BookingStatus, number> }> {
  const rows = await db
    .select({ status: bookings.status, value: count() })
    .from(bookings)
    .where(ownedBy(actor))
    .groupBy(bookings.status);
  const byStatus: Record<BookingStatus, number> = {
    pending_payment: 0,
    payment_review: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    expired: 0,
  };
  for (const row of rows) byStatus[row.status] = row.value;
  return { total: rows.reduce((sum, row) => sum + row.value, 0), byStatus };
}

export async function bookingAuditTrail(db: Database, id: string) {
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  if (!booking) throw new AppError('NOT_FOUND');
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    // The booking's history of changes: admins' reads stay in the audit log (PDPA) but are not changes.
    .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, id), ne(auditLog.action, READ_ACTION)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorId: row.actorId,
    actorName: row.actorFirstName ? `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim() : null,
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
    createdAt: row.createdAt.toISOString(),
  }));
}

// ─── writing ─────────────────────────────────────────────────────────────────────────────────────

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
async function lockBooking(db: Database, actor: Actor, id: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ownedBy(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const stateConflict = (status: BookingStatus) =>
  new AppError('BOOKING_STATE_CONFLICT', {
    params: { status: BOOKING_STATUS_LABELS[status] },
  });

export async function notificationRef(db: Database, booking: BookingRow) {
  const [clinic] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, booking.clinicId));
  return {
    bookingNo: booking.bookingNo,
    clinicName: clinic?.name ?? '',
    appointmentDate: booking.appointmentDate,
    slotTime: booking.slotTime,
  };
}

const bookingLink = (id: string) => `/booking/${id}`;

/** The audit row of a booking write: every admin write, and a person's own changes too. */
function auditBooking(
  db: Database,
  actor: Actor,
  action: string,
  bookingId: string,
  context: RequestContext,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } = {},
) {
  return recordAudit(db, {
    actorId: actor.id,
    action,
    entity: 'booking',
    entityId: bookingId,
    ip: context.ip,
    ...change,
  });
}

async function insertExaminee(db: Database, bookingId: string, body: z.output<typeof ExamineeBodySchema>) {
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
  // Everything below runs in the slot's turn on one connection: under a rush, a request refused as
  // full has cost one query (its session), and the turns waited for a pooled connection once each.
  const id = await inSlotTurn(db, slot, { places: body.examineeCount, override }, () =>
    db.transaction(async (tx) => {
      if (!override && (await slotVisiblyFull(tx, slot, body.examineeCount))) throw new AppError('SLOT_FULL');
      // Health data is sensitive (PDPA s.26): no booking without its owner's consent (privacy module decides whose).
      await requireHealthDataConsent(tx, ownerId, { bookedByStaff: isAdmin(actor) });
      const day = await checkBookableSlot(tx, { ...slot, serviceId: body.serviceId }, now);
      await reserveSlot(tx, { ...slot, capacity: day.clinic.capacityPerSlot }, body.examineeCount, override);
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
    }),
  );
  return toBookingDto(db, actor, await loadListRow(db, actor, id), now);
}

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
  return toBookingDto(db, actor, await loadListRow(db, actor, id), now);
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

export async function cancelBooking(
  db: Database,
  actor: Actor,
  id: string,
  body: z.output<typeof CancelBookingBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  await db.transaction(async (tx) => {
    const current = await lockBooking(tx, actor, id);
    if (!allowedActions(current, actor, now).cancel) {
      if (current.status === 'confirmed') throw new AppError('TOO_LATE_TO_CHANGE');
      throw stateConflict(current.status);
    }
    await releaseSlot(tx, current);
    const [updated] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: body.reason, cancelledBy: actor.id, updatedAt: now })
      .where(eq(bookings.id, id))
      .returning();
    if (!updated) throw new Error('booking update returned no row');
    await notify(tx, {
      userId: current.userId,
      type: 'booking_cancelled',
      link: bookingLink(id),
      ...bookingNotificationTexts.cancelled({ ...(await notificationRef(tx, updated)), reason: body.reason }),
    });
    await auditBooking(tx, actor, 'booking.cancel', id, context, {
      before: { status: current.status },
      after: { status: 'cancelled', reason: body.reason },
    });
  });
  return toBookingDto(db, actor, await loadListRow(db, actor, id), now);
}

/** Admin: confirm without a verified payment (counter payment, corporate credit). */
export async function confirmBooking(
  db: Database,
  actor: Actor,
  id: string,
  body: z.output<typeof ConfirmBookingBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  if (!isAdmin(actor)) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const current = await lockBooking(tx, actor, id);
    if (!allowedActions(current, actor, now).confirm) throw stateConflict(current.status);
    // Confirming one's own booking without payment is a decision in one's own favour (decision 014).
    if (current.userId === actor.id) throw new AppError('OWN_BOOKING_DECISION');
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'confirmed',
        confirmedAt: now,
        confirmedBy: actor.id,
        confirmedByPayment: false,
        confirmNote: body.note,
        updatedAt: now,
      })
      .where(eq(bookings.id, id))
      .returning();
    if (!updated) throw new Error('booking update returned no row');
    await notify(tx, {
      userId: current.userId,
      type: 'booking_confirmed',
      link: bookingLink(id),
      ...bookingNotificationTexts.confirmed(await notificationRef(tx, updated)),
    });
    await auditBooking(tx, actor, 'booking.confirm', id, context, {
      before: { status: current.status },
      after: { status: 'confirmed', note: body.note },
    });
  });
  return toBookingDto(db, actor, await loadListRow(db, actor, id), now);
}

/** Admin: the visit is done (normally certificates complete a booking; this is the manual way). */
export async function completeBooking(
  db: Database,
  actor: Actor,
  id: string,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Booking> {
  await db.transaction(async (tx) => {
    const current = await lockBooking(tx, actor, id);
    if (!allowedActions(current, actor, now).complete) throw stateConflict(current.status);
    const [updated] = await tx
      .update(bookings)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(eq(bookings.id, id))
      .returning();
    if (!updated) throw new Error('booking update returned no row');
    await notify(tx, {
      userId: current.userId,
      type: 'booking_completed',
      link: bookingLink(id),
      ...bookingNotificationTexts.completed(await notificationRef(tx, updated)),
    });
    await auditBooking(tx, actor, 'booking.complete', id, context, {
      before: { status: current.status },
      after: { status: 'completed' },
    });
  });
  return toBookingDto(db, actor, await loadListRow(db, actor, id), now);
}

// ─── examinees ───────────────────────────────────────────────────────────────────────────────────

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
  return toBookingDto(db, actor, await loadListRow(db, actor, bookingId), now);
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
  return toBookingDto(db, actor, await loadListRow(db, actor, bookingId), now);
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
  return toBookingDto(db, actor, await loadListRow(db, actor, bookingId), now);
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
