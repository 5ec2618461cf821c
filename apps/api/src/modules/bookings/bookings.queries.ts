/** Reading bookings: one booking, the lists, search and export behind them, counts, its history, and their DTOs. */
import {
  BOOKING_STATUSES,
  type Booking,
  type BookingListItem,
  type BookingPeriod,
  type BookingStatus,
  cancellationPolicyOf,
  type Examinee,
  maskIdNumber,
  type Pagination,
} from '@jongdee/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { bookingAmountDueInline } from '../../db/amount-due.ts';
import type { Database } from '../../db/client.ts';
import { type Instants, isoInstant, isoTimestamp } from '../../db/iso-timestamp.ts';
import { listPage, listTotal, NO_LIST_TOTAL, preparedOnce } from '../../db/prepared.ts';
import { auditLog, bookings, clinics, examinees, payments, receipts, services, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { bangkokToday, slotStart } from '../../lib/clinic-time.ts';
import { paginate } from '../../lib/page-total.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { type Actor, allowedActions, type BookingRow, isAdmin, ownedBy } from './bookings.access.ts';

type ExamineeRow = typeof examinees.$inferSelect;

const READ_ACTION = 'booking.read';

// Why the clinic refused the latest slip, while the booking waits for a new one ('' if none was kept);
// a payment still waiting for its slip does not count. Only a booking waiting for payment can be
// waiting for a new slip: other rows skip the lookup.
const rejectedSlipReason = sql<string | null>`case when ${bookings.status} = 'pending_payment' then (
  select case when ${payments.status} = 'rejected' then coalesce(${payments.rejectReason}, '') end
  from ${payments}
  where ${payments.bookingId} = ${bookings.id} and ${payments.status} <> 'pending'
  order by ${payments.createdAt} desc, ${payments.id} desc
  limit 1) end`;

const computedColumns = {
  examineesFilled: sql<number>`(select count(*)::int from ${examinees} where ${examinees.bookingId} = ${bookings.id})`,
  amountDue: bookingAmountDueInline,
  rejectedSlipReason,
};

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
};

// Only what a list item shows (BookingListItemSchema): fewer cells for the driver and Drizzle to read
// and map, and a third fewer bytes to write (decision 030).
const listColumns = {
  booking: {
    id: bookings.id,
    bookingNo: bookings.bookingNo,
    appointmentDate: bookings.appointmentDate,
    slotTime: bookings.slotTime,
    examineeCount: bookings.examineeCount,
    unitPrice: bookings.unitPrice,
    totalAmount: bookings.totalAmount,
    status: bookings.status,
    contactName: bookings.contactName,
    contactPhone: bookings.contactPhone,
    // Its instants pass straight into the answer: as text, without a `Date` each way (iso-timestamp.ts).
    paymentDueAt: isoTimestamp(bookings.paymentDueAt),
    createdAt: isoTimestamp(bookings.createdAt),
  },
  user: userColumns,
  clinic: { id: clinics.id, name: clinics.name },
  service: { id: services.id, name: services.name },
  ...computedColumns,
};

type ListRow = {
  // A list reads its instants as text; a record (toBookingDto) passes its `Date`s.
  booking: Instants<Pick<BookingRow, keyof typeof listColumns.booking>>;
  user: BookingListItem['user'];
  clinic: BookingListItem['clinic'];
  service: BookingListItem['service'];
  examineesFilled: number;
  amountDue: number;
  rejectedSlipReason: string | null;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toListItem(row: ListRow): BookingListItem {
  const b = row.booking;
  return {
    id: b.id,
    bookingNo: b.bookingNo,
    user: row.user,
    clinic: row.clinic,
    service: row.service,
    appointmentDate: b.appointmentDate,
    slotTime: b.slotTime,
    examineeCount: b.examineeCount,
    examineesFilled: row.examineesFilled,
    unitPrice: b.unitPrice,
    totalAmount: b.totalAmount,
    amountDue: row.amountDue,
    rejectedSlipReason: row.rejectedSlipReason,
    status: b.status,
    contactName: b.contactName,
    contactPhone: b.contactPhone,
    paymentDueAt: isoInstant(b.paymentDueAt),
    createdAt: isoInstant(b.createdAt),
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
    checkedInAt: iso(row.checkedInAt),
    noShowAt: iso(row.noShowAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One booking's record: every column of the booking, and its clinic and service as its page shows them. */
const recordColumns = {
  booking: bookings,
  user: userColumns,
  clinic: {
    id: clinics.id,
    name: clinics.name,
    address: clinics.address,
    province: clinics.province,
    phone: clinics.phone,
    mapUrl: clinics.mapUrl,
    openingHours: clinics.openingHours,
    cancellationPolicy: clinics.cancellationPolicy,
  },
  service: { id: services.id, name: services.name, certificateType: services.certificateType },
  ...computedColumns,
};

type RecordRow = {
  booking: BookingRow;
  user: Booking['user'];
  clinic: Omit<Booking['clinic'], 'cancellationPolicy'> & { cancellationPolicy: string | null };
  service: Booking['service'];
  examineesFilled: number;
  amountDue: number;
  rejectedSlipReason: string | null;
};

async function loadRecordRow(db: Database, actor: Actor, id: string): Promise<RecordRow> {
  const [row] = await db
    .select(recordColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.id, id), ownedBy(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function toBookingDto(db: Database, actor: Actor, row: RecordRow, now: Date = new Date()): Promise<Booking> {
  const [people, issued] = await Promise.all([
    db
      .select()
      .from(examinees)
      .where(eq(examinees.bookingId, row.booking.id))
      .orderBy(asc(examinees.createdAt), asc(examinees.id)),
    db
      .select({
        id: receipts.id,
        receiptNo: receipts.receiptNo,
        status: receipts.status,
        paymentId: receipts.paymentId,
      })
      .from(receipts)
      .where(eq(receipts.bookingId, row.booking.id))
      .orderBy(asc(receipts.issuedAt), asc(receipts.receiptNo)),
  ]);
  // The list item's fields, then what only the record shows.
  const { examineesFilled: _, ...item } = toListItem(row);
  const b = row.booking;
  return {
    ...item,
    userId: b.userId,
    clinic: { ...row.clinic, cancellationPolicy: cancellationPolicyOf(row.clinic.cancellationPolicy) },
    service: row.service,
    appointmentAt: slotStart(b.appointmentDate, b.slotTime).toISOString(),
    note: b.note,
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
    noShowAt: iso(b.noShowAt),
    updatedAt: b.updatedAt.toISOString(),
    // The record view of its owner or an admin shows ids whole; an admin's read is audited (getBooking).
    examinees: people.map((person) => toExamineeDto(person, false)),
    receipt:
      b.receiptName && b.receiptTaxId && b.receiptAddress
        ? { name: b.receiptName, taxId: b.receiptTaxId, address: b.receiptAddress }
        : null,
    receipts: issued,
    allowedActions: allowedActions(row.booking, actor, now),
  };
}

/** The booking as the caller sees it, read again after a write. */
export async function readBooking(db: Database, actor: Actor, id: string, now: Date = new Date()): Promise<Booking> {
  return toBookingDto(db, actor, await loadRecordRow(db, actor, id), now);
}

export async function getBooking(db: Database, actor: Actor, id: string, context: RequestContext): Promise<Booking> {
  const row = await loadRecordRow(db, actor, id);
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
  period?: BookingPeriod | undefined;
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
  if (filters.period) conditions.push(periodCondition(filters.period));
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
        // The account's own number: the one way to find a walk-in customer, who has no e-mail.
        ilike(users.phone, containsPattern(digits)),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        examineeMatches(pattern, digits.toUpperCase()),
      ),
    );
  }
  return and(...conditions);
}

/** The three parts of the customer's list (BOOKING_PERIODS), each booking in exactly one. */
function periodCondition(period: BookingPeriod, today: string | Placeholder = bangkokToday()): SQL | undefined {
  if (period === 'closed') return inArray(bookings.status, ['cancelled', 'expired']);
  if (period === 'past') {
    return or(
      eq(bookings.status, 'completed'),
      and(eq(bookings.status, 'confirmed'), lt(bookings.appointmentDate, today)),
    );
  }
  return or(
    inArray(bookings.status, ['pending_payment', 'payment_review']),
    and(eq(bookings.status, 'confirmed'), gte(bookings.appointmentDate, today)),
  );
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

const listFrom = (db: Database, total: SQL<number | null> = NO_LIST_TOTAL) =>
  db
    .select({ ...listColumns, listTotal: total })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId));

// The list without filters, or with a period only, is what every list screen and search asks first (a
// customer's dashboard asks its upcoming bookings): prepared once per scope, period, sort and page
// (db/prepared.ts), with the caller and today as placeholders; other filters are built per request.
// The name says the scope; the conditions are built only with the statement, not on every request.
const scopeName = (own: boolean, period: BookingPeriod | undefined) =>
  `${own ? 'own' : 'all'}${period ? `_${period}` : ''}`;
const scopeConditions = (own: boolean, period: BookingPeriod | undefined) =>
  and(
    own ? eq(bookings.userId, sql.placeholder('userId')) : undefined,
    period ? periodCondition(period, sql.placeholder('today')) : undefined,
  );

function plainListPage(db: Database, own: boolean, options: BookingListOptions, offset: number) {
  const scope = scopeName(own, options.period);
  const page = listPage(`bookings_list_${scope}_${options.sortBy}_${options.sortOrder}`, options.limit, offset);
  return preparedOnce(db, page.name, (statement) =>
    listFrom(db, listTotal(page.counted, plainCount(db, own, options.period)))
      .where(scopeConditions(own, options.period))
      .orderBy(...listOrder(options.sortBy, options.sortOrder))
      .limit(page.limit)
      .offset(page.offset)
      .prepare(statement),
  );
}

const plainCount = (db: Database, own: boolean, period: BookingPeriod | undefined) =>
  db.select({ value: count() }).from(bookings).where(scopeConditions(own, period));

function plainListCount(db: Database, own: boolean, period: BookingPeriod | undefined) {
  return preparedOnce(db, `bookings_count_${scopeName(own, period)}`, (statement) =>
    plainCount(db, own, period).prepare(statement),
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
  // listTotal: the list's total, on a first page that counted it (db/prepared.ts); otherwise null.
  let rows: (ListRow & { listTotal: number | null })[];
  let countAll: () => Promise<number>;
  if (!filtered(options)) {
    const values = { userId: actor.id, today: bangkokToday(), limit: options.limit, offset };
    rows = await plainListPage(db, own, options, offset).execute(values);
    countAll = async () => (await plainListCount(db, own, options.period).execute(values))[0]?.value ?? 0;
  } else {
    const where = bookingConditions(actor, options);
    rows = await listFrom(db)
      .where(where)
      .orderBy(...listOrder(options.sortBy, options.sortOrder))
      .limit(options.limit)
      .offset(offset);
    countAll = async () => {
      // Only the search text reads the customer's name: without it, the count needs no join.
      const counted = options.q?.trim()
        ? db.select({ value: count() }).from(bookings).innerJoin(users, eq(users.id, bookings.userId))
        : db.select({ value: count() }).from(bookings);
      return (await counted.where(where))[0]?.value ?? 0;
    };
  }
  return { items: rows.map(toListItem), pagination: await paginate(rows, options.page, options.limit, countAll) };
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
  // Every status of the contracts, those without a booking as 0.
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
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
