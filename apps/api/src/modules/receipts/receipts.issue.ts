/**
 * Receipts are written with the money they acknowledge, in the same transaction: one is issued when a
 * payment is verified, cancelled when that payment is refunded, and replaced by a new number when staff
 * correct who it is made out to. What a receipt says is copied in when it is issued.
 */
import type { AmendReceiptBodySchema, Receipt, ReceiptRef, z } from '@jongdee/contracts';
import { clinicAddressLine, personName } from '@jongdee/contracts/thai-format';
import { and, eq } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { bookings, clinics, receipts, services, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextYearlyNumbers } from '../../lib/human-numbers.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { type Actor, lockPayment, type PaymentRow } from '../payments/payments.service.ts';
import { receiptDto } from './receipts.queries.ts';
import { receiptCancelReasons } from './receipts.texts.ts';

/** `RC-69-000001`: the Buddhist-Era year of issue and a counter of that year (human-numbers.ts). */
async function nextReceiptNo(db: Database, now: Date): Promise<string> {
  const [receiptNo] = await nextYearlyNumbers(db, 'RC', 1, now);
  if (!receiptNo) throw new Error('no receipt number drawn');
  return receiptNo;
}

/**
 * The receipt of a payment just verified (the caller's transaction has it locked). It names the clinic
 * by its legal name (or its name), the company the booking asked the receipt for or else the account
 * holder, and this payment's amount: a booking paid in parts has a receipt per payment. The date paid
 * is the transfer's time when it is known (the slip, or what staff recorded), else the verification's.
 */
export async function issueReceipt(db: Database, payment: PaymentRow, actorId: string, now: Date): Promise<ReceiptRef> {
  const [facts] = await db
    .select({
      booking: {
        examineeCount: bookings.examineeCount,
        unitPrice: bookings.unitPrice,
        receiptName: bookings.receiptName,
        receiptTaxId: bookings.receiptTaxId,
        receiptAddress: bookings.receiptAddress,
      },
      clinic: {
        name: clinics.name,
        legalName: clinics.legalName,
        address: clinics.address,
        province: clinics.province,
        taxId: clinics.taxId,
        phone: clinics.phone,
      },
      serviceName: services.name,
      user: { firstName: users.firstName, lastName: users.lastName, address: users.address },
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, payment.bookingId));
  if (!facts) throw new Error(`booking ${payment.bookingId} of payment ${payment.id} is missing`);
  const { booking, clinic, user } = facts;
  const company = booking.receiptName
    ? { name: booking.receiptName, taxId: booking.receiptTaxId, address: booking.receiptAddress }
    : null;
  const receiptNo = await nextReceiptNo(db, now);
  const [row] = await db
    .insert(receipts)
    .values({
      receiptNo,
      paymentId: payment.id,
      bookingId: payment.bookingId,
      clinicName: clinic.legalName || clinic.name,
      clinicAddress: clinicAddressLine(clinic.address, clinic.province),
      clinicTaxId: clinic.taxId,
      clinicPhone: clinic.phone,
      payerName: company?.name ?? personName(user),
      payerTaxId: company?.taxId ?? null,
      payerAddress: company ? company.address : user.address,
      serviceName: facts.serviceName,
      examineeCount: booking.examineeCount,
      unitPrice: booking.unitPrice,
      amount: payment.amount,
      method: payment.method,
      paidAt: payment.transferredAt ?? payment.verifiedAt ?? now,
      issuedAt: now,
      issuedBy: actorId,
    })
    .returning({ id: receipts.id, receiptNo: receipts.receiptNo, status: receipts.status });
  if (!row) throw new Error('receipt insert returned no row');
  await recordAudit(db, {
    actorId,
    action: 'receipt.issue',
    entity: 'receipt',
    entityId: row.id,
    after: { receiptNo, paymentId: payment.id, amount: payment.amount },
  });
  return row;
}

/** A refund takes back the receipt in force for the payment, if it has one (a slip never verified has none). */
export async function cancelReceiptForRefund(
  db: Database,
  paymentId: string,
  refundNote: string,
  actorId: string,
  now: Date,
): Promise<void> {
  const reason = receiptCancelReasons.refunded(refundNote);
  const cancelled = await db
    .update(receipts)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
    .where(and(eq(receipts.paymentId, paymentId), eq(receipts.status, 'issued')))
    .returning({ id: receipts.id, receiptNo: receipts.receiptNo });
  for (const receipt of cancelled) {
    await recordAudit(db, {
      actorId,
      action: 'receipt.cancel',
      entity: 'receipt',
      entityId: receipt.id,
      before: { receiptNo: receipt.receiptNo, status: 'issued' },
      after: { status: 'cancelled', reason },
    });
  }
}

/**
 * Staff: the receipt made out again to another payer (a name misspelt, a company forgotten). The new
 * one takes a new number and names the one it replaces, which is cancelled, all in one transaction.
 * The payment and its booking are locked first, as every writer of money does, so an amendment and a
 * refund (or a second amendment) wait for each other; the one-issued-receipt-per-payment index backs it.
 */
export async function amendReceipt(
  db: Database,
  actor: Actor,
  receiptId: string,
  body: z.output<typeof AmendReceiptBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<Receipt> {
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ paymentId: receipts.paymentId })
        .from(receipts)
        .where(eq(receipts.id, receiptId));
      if (!found) throw new AppError('NOT_FOUND');
      await lockPayment(tx, actor, found.paymentId);
      const [old] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
      if (!old) throw new AppError('NOT_FOUND');
      if (old.status !== 'issued') throw new AppError('RECEIPT_CANCELLED');
      const receiptNo = await nextReceiptNo(tx, now);
      await tx
        .update(receipts)
        .set({ status: 'cancelled', cancelledAt: now, cancelReason: receiptCancelReasons.amended(receiptNo) })
        .where(eq(receipts.id, old.id));
      const { id: _id, createdAt: _createdAt, cancelledAt: _at, cancelReason: _reason, ...kept } = old;
      const [created] = await tx
        .insert(receipts)
        .values({
          ...kept,
          receiptNo,
          status: 'issued',
          payerName: body.payerName,
          payerTaxId: body.payerTaxId,
          payerAddress: body.payerAddress,
          issuedAt: now,
          issuedBy: actor.id,
          replacesId: old.id,
        })
        .returning();
      if (!created) throw new Error('receipt insert returned no row');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'receipt.amend',
        entity: 'receipt',
        entityId: created.id,
        before: {
          receiptNo: old.receiptNo,
          payerName: old.payerName,
          payerTaxId: old.payerTaxId,
          payerAddress: old.payerAddress,
        },
        after: { receiptNo, payerName: body.payerName, payerTaxId: body.payerTaxId, payerAddress: body.payerAddress },
        ip: context.ip,
      });
      return receiptDto(created, old.receiptNo);
    });
  } catch (error) {
    // Only a race the locks did not order could meet the index: the other amendment won.
    if (isUniqueViolation(error, 'receipts_one_issued_per_payment')) throw new AppError('RECEIPT_CANCELLED');
    throw error;
  }
}
