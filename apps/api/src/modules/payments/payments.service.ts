import {
  BANKS,
  type BankCode,
  type CreatePaymentBodySchema,
  type Pagination,
  type Payment,
  type PaymentListQuerySchema,
  type PromptPayInstructions,
  type z,
} from '@jongdee/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, clinics, payments } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDailyNumber } from '../../lib/human-numbers.ts';
import { promptPayPayload } from '../../lib/promptpay/promptpay-payload.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { allowedActions, findBookingForCaller } from '../bookings/bookings.service.ts';

type Actor = Authenticated['user'];
type PaymentRow = typeof payments.$inferSelect;
type BookingRow = Awaited<ReturnType<typeof findBookingForCaller>>;

const OPEN_STATUSES = ['pending', 'submitted'] as const;
const isAdmin = (actor: Actor) => actor.role === 'admin';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toPaymentDto(row: PaymentRow, bookingNo: string): Payment {
  return {
    id: row.id,
    paymentNo: row.paymentNo,
    bookingId: row.bookingId,
    bookingNo,
    userId: row.userId,
    amount: row.amount,
    method: row.method,
    status: row.status,
    transferredAt: iso(row.transferredAt),
    verifiedAt: iso(row.verifiedAt),
    rejectReason: row.rejectReason,
    note: row.note,
    createdByAdminId: row.createdByAdminId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What is still owed on a booking: its total less what verified payments have covered. */
async function amountDue(db: Database, booking: BookingRow): Promise<number> {
  const [paid] = await db
    .select({ value: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'verified')));
  return Math.max(0, booking.totalAmount - (paid?.value ?? 0));
}

/** Due now: the booking takes payment (pending, deadline not passed) and something is owed. */
async function dueNow(db: Database, actor: Actor, booking: BookingRow, now: Date): Promise<number> {
  if (!allowedActions(booking, actor, now).pay) throw new AppError('PAYMENT_NOT_DUE');
  const due = await amountDue(db, booking);
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
        return { payment: toPaymentDto(changed ?? open, booking.bookingNo), created: false };
      }
      return { payment: toPaymentDto(open, booking.bookingNo), created: false };
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
    return { payment: toPaymentDto(row, booking.bookingNo), created: true };
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

export async function listPayments(
  db: Database,
  actor: Actor,
  query: z.output<typeof PaymentListQuerySchema>,
): Promise<{ items: Payment[]; pagination: Pagination }> {
  const where = and(
    ownedBy(actor),
    query.status?.length ? inArray(payments.status, query.status) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.bookingId ? eq(payments.bookingId, query.bookingId) : undefined,
  );
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ payment: payments, bookingNo: bookings.bookingNo })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => toPaymentDto(row.payment, row.bookingNo)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

export async function getPayment(db: Database, actor: Actor, id: string): Promise<Payment> {
  const [row] = await db
    .select({ payment: payments, bookingNo: bookings.bookingNo })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.id, id), ownedBy(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toPaymentDto(row.payment, row.bookingNo);
}

/** Every payment of a booking the caller may see, newest first. */
export async function listBookingPayments(db: Database, actor: Actor, bookingId: string): Promise<Payment[]> {
  const booking = await findBookingForCaller(db, actor, bookingId);
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => toPaymentDto(row, booking.bookingNo));
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
