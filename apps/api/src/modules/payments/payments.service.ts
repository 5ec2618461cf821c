import {
  BANKS,
  type BankCode,
  BOOKING_STATUS_LABELS,
  type CreatePaymentBodySchema,
  PAYMENT_STATUS_LABELS,
  type Pagination,
  type Payment,
  type PaymentListQuerySchema,
  type PaymentStatus,
  type PromptPayInstructions,
  type RecordPaymentBodySchema,
  type SimilarSlip,
  type z,
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
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { bookingAmountDue, bookingAmountDueInline } from '../../db/amount-due.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { bookings, clinics, payments, storedFiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, slotStart } from '../../lib/clinic-time.ts';
import { nextDailyNumber } from '../../lib/human-numbers.ts';
import { totalFromPage } from '../../lib/page-total.ts';
import { promptPayPayload } from '../../lib/promptpay/promptpay-payload.ts';
import { type CheckedSlip, checkSlipImage, decodeSlipText } from '../../lib/slips/slip-image.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { withStoredFiles } from '../../lib/storage/stored-files.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { allowedActions, applyPaymentToBooking, findBookingForCaller } from '../bookings/bookings.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { paymentNotificationTexts } from './payments.texts.ts';

type Actor = Authenticated['user'];
type PaymentRow = typeof payments.$inferSelect;
type BookingRow = Awaited<ReturnType<typeof findBookingForCaller>>;

const OPEN_STATUSES = ['pending', 'submitted'] as const;
const isAdmin = (actor: Actor) => actor.role === 'admin';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** What a payment shows of its booking: the number, and what the booking still owes. */
type BookingFacts = { bookingNo: string; amountDue: number };
const bookingFacts = { bookingNo: bookings.bookingNo, amountDue: bookingAmountDueInline };

function toPaymentDto(row: PaymentRow, booking: BookingFacts): Payment {
  return {
    id: row.id,
    paymentNo: row.paymentNo,
    bookingId: row.bookingId,
    bookingNo: booking.bookingNo,
    userId: row.userId,
    amount: row.amount,
    bookingAmountDue: booking.amountDue,
    method: row.method,
    status: row.status,
    transferredAt: iso(row.transferredAt),
    verifiedAt: iso(row.verifiedAt),
    rejectReason: row.rejectReason,
    slip: row.slipUploadedAt
      ? {
          uploadedAt: row.slipUploadedAt.toISOString(),
          qr:
            row.slipBankCode && row.slipReference
              ? {
                  bankCode: row.slipBankCode,
                  bankName: BANKS[row.slipBankCode as BankCode]?.name ?? null,
                  reference: row.slipReference,
                }
              : null,
        }
      : null,
    note: row.note,
    lookAlikeReason: row.lookAlikeReason,
    refundedAt: iso(row.refundedAt),
    refundNote: row.refundNote,
    createdByAdminId: row.createdByAdminId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A payment as the API shows it, with its booking as it stands now (written in this transaction). */
async function paymentDto(db: Database, row: PaymentRow): Promise<Payment> {
  const [booking] = await db.select(bookingFacts).from(bookings).where(eq(bookings.id, row.bookingId));
  if (!booking) throw new Error(`booking ${row.bookingId} of payment ${row.id} is missing`);
  return toPaymentDto(row, booking);
}

/**
 * Due now: the booking takes payment (pending, deadline not passed) and something is owed — its
 * total less its verified payments (db/amount-due.ts, the one definition of it).
 */
async function dueNow(db: Database, actor: Actor, booking: BookingRow, now: Date): Promise<number> {
  if (!allowedActions(booking, actor, now).pay) throw new AppError('PAYMENT_NOT_DUE');
  const [row] = await db.select({ due: bookingAmountDue }).from(bookings).where(eq(bookings.id, booking.id));
  const due = row?.due ?? 0;
  if (due === 0) throw new AppError('PAYMENT_NOT_DUE');
  return due;
}

/**
 * The open payment of a booking, made if there is none: idempotent, so a double tap or a retry
 * gives the same payment. The booking row is locked while deciding, and a partial unique index
 * (one open payment per booking) backs it up in the database. The amount is computed here.
 */
export async function createPayment(
  db: Database,
  actor: Actor,
  body: z.output<typeof CreatePaymentBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<{ payment: Payment; created: boolean }> {
  return db.transaction(async (tx) => {
    const booking = await findBookingForCaller(tx, actor, body.bookingId, { lock: true });
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, OPEN_STATUSES)));
    if (open) {
      // A payer who switches from PromptPay to a transfer before sending a slip: same payment.
      if (open.status === 'pending' && open.method !== body.method) {
        const [changed] = await tx
          .update(payments)
          .set({ method: body.method, updatedAt: now })
          .where(eq(payments.id, open.id))
          .returning();
        return { payment: await paymentDto(tx, changed ?? open), created: false };
      }
      return { payment: await paymentDto(tx, open), created: false };
    }
    const due = await dueNow(tx, actor, booking, now);
    const [row] = await tx
      .insert(payments)
      .values({
        paymentNo: await nextDailyNumber(tx, 'PAY', now),
        bookingId: booking.id,
        userId: booking.userId,
        amount: due,
        method: body.method,
        createdByAdminId: isAdmin(actor) ? actor.id : null,
      })
      .returning();
    if (!row) throw new Error('payment insert returned no row');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.create',
      entity: 'payment',
      entityId: row.id,
      after: { paymentNo: row.paymentNo, bookingId: booking.id, amount: due, method: body.method },
      ip: context.ip,
    });
    return { payment: await paymentDto(tx, row), created: true };
  });
}

/** A user's query reaches only their own payments; another's id answers 404. */
const ownedBy = (actor: Actor): SQL | undefined => (isAdmin(actor) ? undefined : eq(payments.userId, actor.id));

const SORT_COLUMNS = {
  createdAt: payments.createdAt,
  amount: payments.amount,
  status: payments.status,
  paymentNo: payments.paymentNo,
} as const;

type PaymentListQuery = z.output<typeof PaymentListQuerySchema> & { userId?: string };

const listFrom = (db: Database) =>
  db
    .select({ payment: payments, booking: bookingFacts })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId));

const listOrder = (query: PaymentListQuery) => {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[query.sortBy]), direction(payments.id)];
};

// The list without filters is what the payment screens ask first: prepared once per scope and sort
// (db/prepared.ts); filtered lists are built per request.
function plainListPage(db: Database, own: boolean, query: PaymentListQuery) {
  return preparedOnce(db, `payments_list_${own ? 'own' : 'all'}_${query.sortBy}_${query.sortOrder}`, (statement) =>
    listFrom(db)
      .where(own ? eq(payments.userId, sql.placeholder('userId')) : undefined)
      .orderBy(...listOrder(query))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(statement),
  );
}

function plainListCount(db: Database, own: boolean) {
  return preparedOnce(db, `payments_count_${own ? 'own' : 'all'}`, (statement) =>
    db
      .select({ value: count() })
      .from(payments)
      .where(own ? eq(payments.userId, sql.placeholder('userId')) : undefined)
      .prepare(statement),
  );
}

export async function listPayments(
  db: Database,
  actor: Actor,
  // userId: one customer's payments (the admin's user view); not a query parameter.
  query: PaymentListQuery,
): Promise<{ items: Payment[]; pagination: Pagination }> {
  const q = query.q?.trim();
  const offset = (query.page - 1) * query.limit;
  const own = !isAdmin(actor);
  const plain =
    !q &&
    !query.status?.length &&
    !query.method &&
    !query.bookingId &&
    !query.userId &&
    !query.dateFrom &&
    !query.dateTo;
  let rows: { payment: PaymentRow; booking: BookingFacts }[];
  let total: number | undefined;
  if (plain) {
    const values = { userId: actor.id, limit: query.limit, offset };
    rows = await plainListPage(db, own, query).execute(values);
    total = totalFromPage(offset, rows.length, query.limit);
    if (total === undefined) total = (await plainListCount(db, own).execute(values))[0]?.value ?? 0;
  } else {
    const where = and(
      ownedBy(actor),
      query.status?.length ? inArray(payments.status, query.status) : undefined,
      query.method ? eq(payments.method, query.method) : undefined,
      query.bookingId ? eq(payments.bookingId, query.bookingId) : undefined,
      query.userId ? eq(payments.userId, query.userId) : undefined,
      q ? or(ilike(payments.paymentNo, containsPattern(q)), ilike(bookings.bookingNo, containsPattern(q))) : undefined,
      // Dates are Bangkok calendar days.
      query.dateFrom ? gte(payments.createdAt, slotStart(query.dateFrom, '00:00')) : undefined,
      query.dateTo ? lt(payments.createdAt, slotStart(addDays(query.dateTo, 1), '00:00')) : undefined,
    );
    rows = await listFrom(db)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.limit)
      .offset(offset);
    total = totalFromPage(offset, rows.length, query.limit);
    if (total === undefined) {
      // Only the search text reads the booking number: without it, the count needs no join.
      const counted = q
        ? db.select({ value: count() }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId))
        : db.select({ value: count() }).from(payments);
      total = (await counted.where(where))[0]?.value ?? 0;
    }
  }
  return {
    items: rows.map((row) => toPaymentDto(row.payment, row.booking)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** Counts by status, scoped to the caller. */
export async function paymentStats(
  db: Database,
  actor: Actor,
): Promise<{ total: number; byStatus: Record<PaymentStatus, number> }> {
  const rows = await db
    .select({ status: payments.status, value: count() })
    .from(payments)
    .where(ownedBy(actor))
    .groupBy(payments.status);
  const byStatus: Record<PaymentStatus, number> = { pending: 0, submitted: 0, verified: 0, rejected: 0, refunded: 0 };
  for (const row of rows) byStatus[row.status] = row.value;
  return { total: rows.reduce((sum, row) => sum + row.value, 0), byStatus };
}

export async function getPayment(db: Database, actor: Actor, id: string): Promise<Payment> {
  const [row] = await db
    .select({ payment: payments, booking: bookingFacts })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.id, id), ownedBy(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toPaymentDto(row.payment, row.booking);
}

/** Every payment of a booking the caller may see, newest first. */
export async function listBookingPayments(db: Database, actor: Actor, bookingId: string): Promise<Payment[]> {
  const booking = await findBookingForCaller(db, actor, bookingId);
  const [facts] = await db.select(bookingFacts).from(bookings).where(eq(bookings.id, booking.id));
  if (!facts) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => toPaymentDto(row, facts));
}

/** `0812345678` → `xxx-xxx-5678`; a 13-digit id keeps its last four digits too. */
function maskPromptPayId(promptPayId: string): string {
  const tail = promptPayId.slice(-4);
  return promptPayId.length === 10 ? `xxx-xxx-${tail}` : `x-xxxx-xxxxx-${tail.slice(0, 2)}-${tail.slice(2)}`;
}

/** How to pay a booking now: the exact amount due as a PromptPay payload, and the clinic's account. */
export async function promptPayInstructions(
  db: Database,
  actor: Actor,
  bookingId: string,
  now: Date = new Date(),
): Promise<PromptPayInstructions> {
  const booking = await findBookingForCaller(db, actor, bookingId);
  const due = await dueNow(db, actor, booking, now);
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, booking.clinicId));
  if (!clinic?.promptPayId || !clinic.bankCode || !clinic.accountNumber || !clinic.accountName) {
    throw new AppError('PAYMENT_RECEIVER_MISSING');
  }
  const bankCode = clinic.bankCode as BankCode;
  return {
    bookingId: booking.id,
    bookingNo: booking.bookingNo,
    amountDue: due,
    payload: promptPayPayload(clinic.promptPayId, due),
    paymentDueAt: booking.paymentDueAt.toISOString(),
    receiver: {
      promptPayId: maskPromptPayId(clinic.promptPayId),
      bankCode,
      bankName: BANKS[bankCode].name,
      accountNumber: clinic.accountNumber,
      accountName: clinic.accountName,
    },
  };
}

// ─── slips ───────────────────────────────────────────────────────────────────────────────────────

const stateConflict = (status: PaymentStatus) =>
  new AppError('PAYMENT_STATE_CONFLICT', { params: { status: PAYMENT_STATUS_LABELS[status] } });

/**
 * One payment, locked, as the caller may see it (another's answers 404). Its booking is locked
 * first: every writer takes the booking before its payments (a booking's new total reaches its open
 * payment through a trigger), so a payment decision and a booking change wait for each other in
 * turn rather than deadlock.
 */
async function lockPayment(db: Database, actor: Actor, id: string): Promise<PaymentRow & { bookingNo: string }> {
  const [found] = await db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.id, id), ownedBy(actor)));
  if (!found) throw new AppError('NOT_FOUND');
  await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
  const [row] = await db
    .select({ payment: payments, bookingNo: bookings.bookingNo })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.id, id), ownedBy(actor)))
    .for('update', { of: payments });
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row.payment, bookingNo: row.bookingNo };
}

const paymentLink = (bookingId: string) => `/booking/${bookingId}`;

/**
 * A slip for a pending payment: checked and re-encoded first, then stored with the payment moved to
 * submitted and the booking to review, all or nothing (see withStoredSlip).
 */
export async function uploadSlip(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  paymentId: string,
  input: { bytes: Buffer; transferredAt: Date | null },
  context: RequestContext,
  now: Date = new Date(),
): Promise<Payment> {
  const [current] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, paymentId), ownedBy(actor)));
  if (!current) throw new AppError('NOT_FOUND');
  if (current.status !== 'pending') throw stateConflict(current.status);

  const slip = await checkSlipImage(input.bytes);
  return withStoredSlip(db, storage, slip, async (tx, files) => {
    const payment = await lockPayment(tx, actor, paymentId);
    if (payment.status !== 'pending') throw stateConflict(payment.status);
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'submitted',
        ...slipColumns(slip, files, now),
        transferredAt: input.transferredAt,
        updatedAt: now,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!updated) throw new Error('payment update returned no row');
    await applyPaymentToBooking(tx, payment.bookingId, 'slip_submitted', { id: actor.id, ip: context.ip }, now);
    await notify(tx, {
      userId: payment.userId,
      type: 'payment_submitted',
      link: paymentLink(payment.bookingId),
      ...paymentNotificationTexts.submitted({ ...updated, bookingNo: payment.bookingNo }),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.slip_upload',
      entity: 'payment',
      entityId: paymentId,
      before: { status: 'pending' },
      after: {
        status: 'submitted',
        sha256: slip.sha256,
        pixelsSha256: slip.pixelsSha256,
        qr: slip.qr ? `${slip.qr.bankCode}/${slip.qr.reference}` : null,
      },
      ip: context.ip,
    });
    return paymentDto(tx, updated);
  });
}

type SlipFiles = { imageId: string; thumbnailId: string };

/**
 * Stores a checked slip and its thumbnail and runs `record` in one transaction with their
 * stored_files rows (lib/storage/stored-files.ts: files first, removed if the transaction fails, so
 * there is never a row without its file). A reused slip (same reference, or same image) is refused
 * by unique indexes, so two racing uploads cannot both pass.
 */
async function withStoredSlip<T>(
  db: Database,
  storage: FileStorage,
  slip: CheckedSlip,
  record: (tx: Database, files: SlipFiles) => Promise<T>,
): Promise<T> {
  try {
    return await withStoredFiles(
      db,
      storage,
      [
        { kind: 'slip', bytes: slip.image, mimeType: 'image/jpeg', sha256: slip.sha256 },
        { kind: 'thumbnail', bytes: slip.thumbnail, mimeType: 'image/jpeg', sha256: slip.sha256 },
      ],
      (tx, [imageId, thumbnailId]) => record(tx, { imageId, thumbnailId }),
    );
  } catch (error) {
    if (
      isUniqueViolation(error, 'payments_slip_reference_unique') ||
      isUniqueViolation(error, 'payments_slip_image_unique') ||
      isUniqueViolation(error, 'payments_slip_pixels_unique')
    ) {
      throw new AppError('SLIP_ALREADY_USED');
    }
    throw error;
  }
}

/** The payment columns that describe its slip. */
const slipColumns = (slip: CheckedSlip, files: SlipFiles, now: Date) => ({
  slipFileId: files.imageId,
  slipThumbnailFileId: files.thumbnailId,
  slipUploadedAt: now,
  slipSha256: slip.sha256,
  slipPixelsSha256: slip.pixelsSha256,
  slipPhash: slip.phash,
  slipBankCode: slip.qr?.bankCode ?? null,
  slipReference: slip.qr?.reference ?? null,
  slipQrRaw: slip.qr?.raw ?? null,
});

/** The slip image or its thumbnail, for the payment's owner and admins. */
export async function readSlip(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  paymentId: string,
  which: 'image' | 'thumbnail',
): Promise<Buffer> {
  const [row] = await db
    .select({ key: storedFiles.storageKey })
    .from(payments)
    .leftJoin(storedFiles, eq(storedFiles.id, which === 'image' ? payments.slipFileId : payments.slipThumbnailFileId))
    .where(and(eq(payments.id, paymentId), ownedBy(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.key) throw new AppError('SLIP_MISSING');
  const bytes = await storage.get(row.key);
  if (!bytes) throw new Error(`stored file ${row.key} is missing`);
  return bytes;
}

type SlipDecision =
  | { verdict: 'approve'; note: string | null; lookAlikeReason: string | null }
  | { verdict: 'reject'; reason: string };

/** Staff never move money in their own favour: another admin decides on their booking (decision 014). */
function refuseOwnBooking(actor: Actor, customerId: string): void {
  if (customerId === actor.id) throw new AppError('OWN_BOOKING_DECISION');
}

/**
 * Staff decide on a submitted slip, in one transaction. Approved, the payment is verified; the
 * booking is confirmed when its verified payments now cover its total, and otherwise waits for the
 * rest (a short payment, decision 014). A slip that looks like another payment's is approved only
 * with the reviewer's reason, kept with the payment and in the audit row. Rejected (with the reason
 * the customer reads), the booking waits for payment again and a new payment takes a new slip. The
 * customer is told, and the decision audited.
 */
async function decideSlip(
  db: Database,
  actor: Actor,
  paymentId: string,
  decision: SlipDecision,
  context: RequestContext,
  now: Date,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, actor, paymentId);
    if (payment.status !== 'submitted') throw stateConflict(payment.status);
    const approve = decision.verdict === 'approve';
    const alike = approve ? await lookAlikes(tx, payment) : [];
    if (decision.verdict === 'approve') {
      refuseOwnBooking(actor, payment.userId);
      if (alike.length > 0 && !decision.lookAlikeReason) throw new AppError('LOOK_ALIKE_REASON_REQUIRED');
    }
    const [updated] = await tx
      .update(payments)
      .set(
        decision.verdict === 'approve'
          ? {
              status: 'verified',
              verifiedBy: actor.id,
              verifiedAt: now,
              note: decision.note,
              lookAlikeReason: alike.length > 0 ? decision.lookAlikeReason : null,
              updatedAt: now,
            }
          : { status: 'rejected', rejectReason: decision.reason, updatedAt: now },
      )
      .where(eq(payments.id, paymentId))
      .returning();
    if (!updated) throw new Error('payment update returned no row');
    const bookingStatus = await applyPaymentToBooking(
      tx,
      payment.bookingId,
      approve ? 'payment_verified' : 'slip_rejected',
      { id: actor.id, ip: context.ip },
      now,
    );
    const dto = await paymentDto(tx, updated);
    const ref = { ...updated, bookingNo: payment.bookingNo };
    await notify(tx, {
      userId: payment.userId,
      type: approve ? 'payment_verified' : 'payment_rejected',
      link: paymentLink(payment.bookingId),
      ...(decision.verdict === 'reject'
        ? paymentNotificationTexts.rejected({ ...ref, reason: decision.reason })
        : bookingStatus === 'pending_payment'
          ? paymentNotificationTexts.partlyPaid({ ...ref, amountDue: dto.bookingAmountDue })
          : paymentNotificationTexts.verified(ref)),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: approve ? 'payment.approve' : 'payment.reject',
      entity: 'payment',
      entityId: paymentId,
      before: { status: 'submitted' },
      after:
        decision.verdict === 'approve'
          ? {
              status: 'verified',
              note: decision.note,
              ...(alike.length > 0
                ? { lookAlikes: alike.map((other) => other.paymentNo), lookAlikeReason: decision.lookAlikeReason }
                : {}),
              ...(bookingStatus === 'pending_payment' ? { amountStillDue: dto.bookingAmountDue } : {}),
            }
          : { status: 'rejected', reason: decision.reason },
      ip: context.ip,
    });
    return dto;
  });
}

/** Admin: the slip checks out. */
export function approvePayment(
  db: Database,
  actor: Actor,
  paymentId: string,
  body: { note: string | null; lookAlikeReason: string | null },
  context: RequestContext,
  now: Date = new Date(),
): Promise<Payment> {
  return decideSlip(
    db,
    actor,
    paymentId,
    { verdict: 'approve', note: body.note, lookAlikeReason: body.lookAlikeReason },
    context,
    now,
  );
}

/** Admin: the slip does not check out; the reason goes to the customer. */
export function rejectPayment(
  db: Database,
  actor: Actor,
  paymentId: string,
  body: { reason: string },
  context: RequestContext,
  now: Date = new Date(),
): Promise<Payment> {
  return decideSlip(db, actor, paymentId, { verdict: 'reject', reason: body.reason }, context, now);
}

// ─── refunds, payments recorded by staff, look-alike slips ──────────────────────────────────────

/**
 * Admin: the money of a booking that was cancelled (or expired) after it was paid went back to the
 * payer. Only a payment whose money arrived — verified, or a slip still waiting when the booking was
 * cancelled — can be refunded. The slip keeps its place in the reuse checks.
 */
export async function refundPayment(
  db: Database,
  actor: Actor,
  paymentId: string,
  body: { note: string; refundedAt: string | null },
  context: RequestContext,
  now: Date = new Date(),
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, actor, paymentId);
    if (payment.status !== 'verified' && payment.status !== 'submitted') throw stateConflict(payment.status);
    refuseOwnBooking(actor, payment.userId);
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId));
    if (booking?.status !== 'cancelled' && booking?.status !== 'expired') throw new AppError('REFUND_NOT_ALLOWED');
    const refundedAt = body.refundedAt ? new Date(body.refundedAt) : now;
    const [updated] = await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt, refundedBy: actor.id, refundNote: body.note, updatedAt: now })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!updated) throw new Error('payment update returned no row');
    await notify(tx, {
      userId: payment.userId,
      type: 'payment_refunded',
      link: paymentLink(payment.bookingId),
      ...paymentNotificationTexts.refunded({ ...updated, bookingNo: payment.bookingNo, note: body.note }),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.refund',
      entity: 'payment',
      entityId: paymentId,
      before: { status: payment.status },
      after: { status: 'refunded', refundedAt: refundedAt.toISOString(), note: body.note },
      ip: context.ip,
    });
    return paymentDto(tx, updated);
  });
}

/**
 * Admin: a payment taken outside the app — cash at the counter, a transfer found in the statement —
 * with an optional slip (checked like a customer's). Verified at once (the booking is confirmed), or,
 * with a slip and `verify: false`, left in the review queue. A waiting payment without a slip is
 * taken over, so a booking still has at most one open payment.
 */
export async function recordPayment(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  body: z.output<typeof RecordPaymentBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Payment> {
  if (!body.verify && !body.slipImage) throw new AppError('PAYMENT_EVIDENCE_REQUIRED');
  const slip = body.slipImage ? await checkSlipImage(decodeSlipText(body.slipImage)) : null;
  const record = async (tx: Database, files: SlipFiles | null): Promise<Payment> => {
    const booking = await findBookingForCaller(tx, actor, body.bookingId, { lock: true });
    // Paying before confirmation moves the booking on; a confirmed booking (corporate credit) may
    // still be paid later, verified at once.
    const payable = booking.status === 'pending_payment' || (body.verify && booking.status === 'confirmed');
    if (booking.status === 'payment_review') throw new AppError('PAYMENT_REVIEW_OPEN');
    if (!payable)
      throw new AppError('BOOKING_NOT_PAYABLE', { params: { status: BOOKING_STATUS_LABELS[booking.status] } });
    // Money recorded as received is a decision; a slip left for review is for another admin to decide.
    if (body.verify) refuseOwnBooking(actor, booking.userId);
    const status = body.verify ? ('verified' as const) : ('submitted' as const);
    const values = {
      amount: body.amount,
      method: body.method,
      status,
      transferredAt: new Date(body.paidAt),
      note: body.note,
      createdByAdminId: actor.id,
      ...(body.verify ? { verifiedBy: actor.id, verifiedAt: now } : {}),
      ...(slip && files ? slipColumns(slip, files, now) : {}),
      updatedAt: now,
    };
    const [open] = await tx
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, OPEN_STATUSES)));
    if (open?.status === 'submitted') throw new AppError('PAYMENT_REVIEW_OPEN');
    const [row] = open
      ? await tx.update(payments).set(values).where(eq(payments.id, open.id)).returning()
      : await tx
          .insert(payments)
          .values({
            ...values,
            paymentNo: await nextDailyNumber(tx, 'PAY', now),
            bookingId: booking.id,
            userId: booking.userId,
          })
          .returning();
    if (!row) throw new Error('payment write returned no row');
    const bookingStatus =
      booking.status === 'pending_payment'
        ? await applyPaymentToBooking(
            tx,
            booking.id,
            body.verify ? 'payment_verified' : 'slip_submitted',
            { id: actor.id, ip: context.ip },
            now,
          )
        : booking.status;
    const dto = await paymentDto(tx, row);
    const ref = { ...row, bookingNo: booking.bookingNo };
    await notify(tx, {
      userId: booking.userId,
      type: body.verify ? 'payment_verified' : 'payment_submitted',
      link: paymentLink(booking.id),
      ...(!body.verify
        ? paymentNotificationTexts.submitted(ref)
        : bookingStatus === 'pending_payment'
          ? paymentNotificationTexts.partlyPaid({ ...ref, amountDue: dto.bookingAmountDue })
          : paymentNotificationTexts.verified(ref)),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.record',
      entity: 'payment',
      entityId: row.id,
      before: open ? { status: open.status } : null,
      after: {
        paymentNo: row.paymentNo,
        status,
        amount: body.amount,
        method: body.method,
        paidAt: body.paidAt,
        slip: slip ? slip.sha256 : null,
      },
      ip: context.ip,
    });
    return dto;
  };
  return slip ? withStoredSlip(db, storage, slip, record) : db.transaction((tx) => record(tx, null));
}

/** Slips this close (of 256 bits) are the same picture re-saved or rescaled; measured in slip-image tests. */
const SIMILAR_SLIP_MAX_DISTANCE = 16;

/**
 * Other payments whose slip looks almost the same as this one's — a copy of one transfer re-saved
 * to slip past the exact-picture check. Two slips whose QR codes name different transfers are
 * different transfers, however alike a bank's template makes them look.
 */
async function lookAlikes(db: Database, payment: PaymentRow): Promise<SimilarSlip[]> {
  if (!payment.slipPhash) return [];
  const hash = sql`('x' || ${payment.slipPhash})::bit(256)`;
  const distance = sql<number>`bit_count(('x' || ${payments.slipPhash})::bit(256) # ${hash})::int`;
  const rows = await db
    .select({ payment: payments, bookingNo: bookings.bookingNo, distance })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        ne(payments.id, payment.id),
        isNotNull(payments.slipPhash),
        sql`${distance} <= ${SIMILAR_SLIP_MAX_DISTANCE}`,
        payment.slipReference
          ? or(isNull(payments.slipReference), eq(payments.slipReference, payment.slipReference))
          : undefined,
      ),
    )
    .orderBy(distance, desc(payments.createdAt))
    .limit(10);
  return rows.map(({ payment: other, bookingNo, distance: bits }) => ({
    paymentId: other.id,
    paymentNo: other.paymentNo,
    bookingId: other.bookingId,
    bookingNo,
    status: other.status,
    amount: other.amount,
    slipUploadedAt: (other.slipUploadedAt ?? other.createdAt).toISOString(),
    similarity: Math.round(((256 - bits) / 256) * 100),
  }));
}

/** Admin: the look-alikes of one payment's slip, for the reviewer (approving then needs a reason). */
export async function similarSlips(db: Database, actor: Actor, paymentId: string): Promise<SimilarSlip[]> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), ownedBy(actor)));
  if (!payment) throw new AppError('NOT_FOUND');
  return lookAlikes(db, payment);
}
