/** Payments made: a customer's open payment for a booking, and one staff record for money taken outside the app. */
import {
  BOOKING_STATUS_LABELS,
  type CreatePaymentBodySchema,
  type Payment,
  type RecordPaymentBodySchema,
  type z,
} from '@jongdee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDailyNumber } from '../../lib/human-numbers.ts';
import { checkSlipImage, decodeSlipText } from '../../lib/slips/slip-image.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { applyPaymentToBooking, findBookingForCaller } from '../bookings/bookings.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { issueReceipt } from '../receipts/receipts.service.ts';
import { type Actor, isAdmin, OPEN_STATUSES, refuseOwnBooking } from './payments.access.ts';
import { dueNow, paymentDto, paymentLink } from './payments.queries.ts';
import { type SlipFiles, slipColumns, withStoredSlip } from './payments.slips.ts';
import { paymentNotificationTexts } from './payments.texts.ts';

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
    const receipt = body.verify ? await issueReceipt(tx, row, actor.id, now) : null;
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
    if (receipt) {
      await enqueueMessage(tx, {
        kind: 'payment_verified',
        userId: booking.userId,
        payload: { bookingId: booking.id, paymentId: row.id, receiptId: receipt.id },
      });
    }
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
