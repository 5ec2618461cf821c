/** Reading receipts: one for staff, and a payment's receipt as the PDF its payer downloads. */
import type { Receipt } from '@jongdee/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { bookings, payments, receipts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, ownedBy } from '../payments/payments.service.ts';

type ReceiptRow = typeof receipts.$inferSelect;

export function receiptDto(row: ReceiptRow, replacesNo: string | null): Receipt {
  return {
    id: row.id,
    receiptNo: row.receiptNo,
    status: row.status,
    paymentId: row.paymentId,
    bookingId: row.bookingId,
    payerName: row.payerName,
    payerTaxId: row.payerTaxId,
    payerAddress: row.payerAddress,
    amount: row.amount,
    paidAt: row.paidAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    replacesNo,
  };
}

const replaced = alias(receipts, 'replaced');

/** Staff: one receipt, with the number of the one it replaces. */
export async function getReceipt(db: Database, id: string): Promise<Receipt> {
  const [row] = await db
    .select({ receipt: receipts, replacesNo: replaced.receiptNo })
    .from(receipts)
    .leftJoin(replaced, eq(replaced.id, receipts.replacesId))
    .where(eq(receipts.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return receiptDto(row.receipt, row.replacesNo);
}

/**
 * A payment's receipt as a PDF, for its payer or staff (another's payment answers 404, as every
 * record does): the one in force, or after a refund the last one issued, which says it is cancelled.
 */
export async function paymentReceiptPdf(
  db: Database,
  actor: Actor,
  paymentId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), ownedBy(actor)));
  if (!payment) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      receipt: receipts,
      replacesNo: replaced.receiptNo,
      bookingNo: bookings.bookingNo,
      paymentNo: payments.paymentNo,
    })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(replaced, eq(replaced.id, receipts.replacesId))
    .where(eq(receipts.paymentId, payment.id))
    .orderBy(desc(sql`${receipts.status} = 'issued'`), desc(receipts.issuedAt), desc(receipts.receiptNo))
    .limit(1);
  if (!row) throw new AppError('RECEIPT_NOT_ISSUED');
  const { receipt } = row;
  // pdfkit and fontkit load with the first receipt or certificate drawn, not at start (idle memory,
  // decision 018).
  const { renderReceiptPdf } = await import('../../lib/pdf/receipt-pdf.ts');
  const pdf = await renderReceiptPdf({
    receiptNo: receipt.receiptNo,
    status: receipt.status,
    issuedAt: receipt.issuedAt,
    cancelledAt: receipt.cancelledAt,
    cancelReason: receipt.cancelReason,
    replacesNo: row.replacesNo,
    clinic: {
      name: receipt.clinicName,
      address: receipt.clinicAddress,
      taxId: receipt.clinicTaxId,
      phone: receipt.clinicPhone,
    },
    payer: { name: receipt.payerName, taxId: receipt.payerTaxId, address: receipt.payerAddress },
    bookingNo: row.bookingNo,
    paymentNo: row.paymentNo,
    serviceName: receipt.serviceName,
    examineeCount: receipt.examineeCount,
    unitPrice: receipt.unitPrice,
    amount: receipt.amount,
    method: receipt.method,
    paidAt: receipt.paidAt,
  });
  return { fileName: `receipt-${receipt.receiptNo}.pdf`, pdf };
}
