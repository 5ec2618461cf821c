/** Staff decisions on money: a submitted slip approved or rejected, and a refund of a cancelled booking's payment. */
import type { Payment } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { applyPaymentToBooking } from '../bookings/bookings.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { cancelReceiptForRefund, issueReceipt } from '../receipts/receipts.service.ts';
import { type Actor, lockPayment, refuseOwnBooking, stateConflict } from './payments.access.ts';
import { paymentDto, paymentLink } from './payments.queries.ts';
import { lookAlikes } from './payments.slips.ts';
import { paymentNotificationTexts } from './payments.texts.ts';

type SlipDecision =
  | { verdict: 'approve'; note: string | null; lookAlikeReason: string | null }
  | { verdict: 'reject'; reason: string };

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
    const receipt = approve ? await issueReceipt(tx, updated, actor.id, now) : null;
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
    await enqueueMessage(tx, {
      kind: approve ? 'payment_verified' : 'slip_rejected',
      userId: payment.userId,
      payload: { bookingId: payment.bookingId, paymentId, ...(receipt ? { receiptId: receipt.id } : {}) },
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
    await cancelReceiptForRefund(tx, paymentId, body.note, actor.id, now);
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
