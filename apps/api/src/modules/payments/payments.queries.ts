/** Reading payments: one, a booking's, the lists and counts, and how to pay a booking now; their DTOs. */
import {
  BANKS,
  type BankCode,
  type Pagination,
  type Payment,
  type PaymentListQuerySchema,
  type PaymentStatus,
  type PromptPayInstructions,
  type ReceiptRef,
  type z,
} from '@jongdee/contracts';
import { webPaths } from '@jongdee/contracts/web-paths';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { bookingAmountDue, bookingAmountDueInline } from '../../db/amount-due.ts';
import type { Database } from '../../db/client.ts';
import { type Instants, isoInstant, isoTimestamp } from '../../db/iso-timestamp.ts';
import { listPage, listTotal, NO_LIST_TOTAL, preparedOnce } from '../../db/prepared.ts';
import { bookings, clinics, payments, receipts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, slotStart } from '../../lib/clinic-time.ts';
import { paginate } from '../../lib/page-total.ts';
import { promptPayPayload } from '../../lib/promptpay/promptpay-payload.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { allowedActions, findBookingForCaller } from '../bookings/bookings.service.ts';
import { type Actor, isAdmin, ownedBy, type PaymentRow } from './payments.access.ts';

type BookingRow = Awaited<ReturnType<typeof findBookingForCaller>>;

/**
 * The columns a payment shows (toPaymentDto): what the lists read, instants as ISO text
 * (db/iso-timestamp.ts). The slip's file ids, its hashes and its raw QR text, and who verified or
 * refunded it, stay in the table: a page of 20 read them only to throw them away.
 */
const shown = {
  id: payments.id,
  paymentNo: payments.paymentNo,
  bookingId: payments.bookingId,
  userId: payments.userId,
  amount: payments.amount,
  method: payments.method,
  status: payments.status,
  transferredAt: isoTimestamp(payments.transferredAt),
  verifiedAt: isoTimestamp(payments.verifiedAt),
  rejectReason: payments.rejectReason,
  slipUploadedAt: isoTimestamp(payments.slipUploadedAt),
  slipBankCode: payments.slipBankCode,
  slipReference: payments.slipReference,
  note: payments.note,
  lookAlikeReason: payments.lookAlikeReason,
  refundedAt: isoTimestamp(payments.refundedAt),
  refundNote: payments.refundNote,
  createdByAdminId: payments.createdByAdminId,
  createdAt: isoTimestamp(payments.createdAt),
  updatedAt: isoTimestamp(payments.updatedAt),
};
type ShownPayment = Pick<PaymentRow, keyof typeof shown>;

/** What a payment shows of its booking: the number, and what the booking still owes. */
type BookingFacts = { bookingNo: string; amountDue: number };
const bookingFacts = { bookingNo: bookings.bookingNo, amountDue: bookingAmountDueInline };

/** The receipt in force of a payment: a left join through the one-issued-receipt-per-payment index. */
const receiptFacts = { id: receipts.id, receiptNo: receipts.receiptNo, status: receipts.status };
const issuedReceipt = and(eq(receipts.paymentId, payments.id), eq(receipts.status, 'issued'));

function toPaymentDto(row: Instants<ShownPayment>, booking: BookingFacts, receipt: ReceiptRef | null): Payment {
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
    transferredAt: isoInstant(row.transferredAt),
    verifiedAt: isoInstant(row.verifiedAt),
    rejectReason: row.rejectReason,
    slip: row.slipUploadedAt
      ? {
          uploadedAt: isoInstant(row.slipUploadedAt),
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
    refundedAt: isoInstant(row.refundedAt),
    refundNote: row.refundNote,
    receipt,
    createdByAdminId: row.createdByAdminId,
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

/** A payment as the API shows it, with its booking as it stands now (written in this transaction). */
export async function paymentDto(db: Database, row: PaymentRow): Promise<Payment> {
  const [facts] = await db
    .select({ booking: bookingFacts, receipt: receiptFacts })
    .from(bookings)
    .leftJoin(receipts, and(eq(receipts.paymentId, row.id), eq(receipts.status, 'issued')))
    .where(eq(bookings.id, row.bookingId));
  if (!facts) throw new Error(`booking ${row.bookingId} of payment ${row.id} is missing`);
  return toPaymentDto(row, facts.booking, facts.receipt);
}

/**
 * Due now: the booking takes payment (pending, deadline not passed) and something is owed — its
 * total less its verified payments (db/amount-due.ts, the one definition of it).
 */
export async function dueNow(db: Database, actor: Actor, booking: BookingRow, now: Date): Promise<number> {
  if (!allowedActions(booking, actor, now).pay) throw new AppError('PAYMENT_NOT_DUE');
  const [row] = await db.select({ due: bookingAmountDue }).from(bookings).where(eq(bookings.id, booking.id));
  const due = row?.due ?? 0;
  if (due === 0) throw new AppError('PAYMENT_NOT_DUE');
  return due;
}

/** The page a payment's notification opens: its booking's. */
export const paymentLink = webPaths.bookingDetail.href;

const SORT_COLUMNS = {
  createdAt: payments.createdAt,
  amount: payments.amount,
  status: payments.status,
  paymentNo: payments.paymentNo,
} as const;

type PaymentListQuery = z.output<typeof PaymentListQuerySchema> & { userId?: string };

const listFrom = (db: Database, total: SQL<number | null> = NO_LIST_TOTAL) =>
  db
    .select({ payment: shown, booking: bookingFacts, receipt: receiptFacts, listTotal: total })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(receipts, issuedReceipt);

const listOrder = (query: PaymentListQuery) => {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[query.sortBy]), direction(payments.id)];
};

/**
 * Staff lists of payments leave out those still waiting for a slip unless the status filter asks for
 * them or the list is one booking's: such a payment holds no money and nothing to check (a customer's
 * own list shows theirs). The condition is written out as the index of those payments has it
 * (payments_listed_idx), not sent as a parameter: a prepared list's plan, made once without its
 * parameters' values (db/prepared.ts), can use that index only if it can see the condition.
 */
const staffScope = (query: Partial<Pick<PaymentListQuery, 'status' | 'bookingId'>> = {}) =>
  query.status?.length || query.bookingId ? undefined : sql`${payments.status} <> 'pending'`;

// The list without filters is what the payment screens ask first: prepared once per scope, sort and
// page (db/prepared.ts); filtered lists are built per request.
function plainListPage(db: Database, own: boolean, query: PaymentListQuery, offset: number) {
  const page = listPage(`payments_list_${own ? 'own' : 'all'}_${query.sortBy}_${query.sortOrder}`, query.limit, offset);
  return preparedOnce(db, page.name, (statement) =>
    listFrom(db, listTotal(page.counted, plainCount(db, own)))
      .where(own ? eq(payments.userId, sql.placeholder('userId')) : staffScope())
      .orderBy(...listOrder(query))
      .limit(page.limit)
      .offset(page.offset)
      .prepare(statement),
  );
}

const plainCount = (db: Database, own: boolean) =>
  db
    .select({ value: count() })
    .from(payments)
    .where(own ? eq(payments.userId, sql.placeholder('userId')) : staffScope());

function plainListCount(db: Database, own: boolean) {
  return preparedOnce(db, `payments_count_${own ? 'own' : 'all'}`, (statement) =>
    plainCount(db, own).prepare(statement),
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
  // listTotal: the list's total, on a first page that counted it (db/prepared.ts); otherwise null.
  let rows: {
    payment: Instants<ShownPayment>;
    booking: BookingFacts;
    receipt: ReceiptRef | null;
    listTotal: number | null;
  }[];
  let countAll: () => Promise<number>;
  if (plain) {
    const values = { userId: actor.id, limit: query.limit, offset };
    rows = await plainListPage(db, own, query, offset).execute(values);
    countAll = async () => (await plainListCount(db, own).execute(values))[0]?.value ?? 0;
  } else {
    const where = and(
      ownedBy(actor),
      own ? undefined : staffScope(query),
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
    countAll = async () => {
      // Only the search text reads the booking number: without it, the count needs no join.
      const counted = q
        ? db.select({ value: count() }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId))
        : db.select({ value: count() }).from(payments);
      return (await counted.where(where))[0]?.value ?? 0;
    };
  }
  return {
    items: rows.map((row) => toPaymentDto(row.payment, row.booking, row.receipt)),
    pagination: await paginate(rows, query.page, query.limit, countAll),
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
  const [row] = await listFrom(db).where(and(eq(payments.id, id), ownedBy(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toPaymentDto(row.payment, row.booking, row.receipt);
}

/** Every payment of a booking the caller may see, newest first. */
export async function listBookingPayments(db: Database, actor: Actor, bookingId: string): Promise<Payment[]> {
  const booking = await findBookingForCaller(db, actor, bookingId);
  const [facts] = await db.select(bookingFacts).from(bookings).where(eq(bookings.id, booking.id));
  if (!facts) throw new AppError('NOT_FOUND');
  const rows = await db
    .select({ payment: shown, receipt: receiptFacts })
    .from(payments)
    .leftJoin(receipts, issuedReceipt)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => toPaymentDto(row.payment, facts, row.receipt));
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
