/** Slips: a customer's upload (checked, stored with the payment's change), reading one back, and its look-alikes. */
import type { Payment, SimilarSlip } from '@jongdee/contracts';
import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { bookings, payments, storedFiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CheckedSlip, checkSlipImage } from '../../lib/slips/slip-image.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { withStoredFiles } from '../../lib/storage/stored-files.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { applyPaymentToBooking } from '../bookings/bookings.service.ts';
import { enqueueMessage } from '../messages/messages.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type Actor, lockPayment, ownedBy, type PaymentRow, stateConflict } from './payments.access.ts';
import { paymentDto, paymentLink } from './payments.queries.ts';
import { paymentNotificationTexts } from './payments.texts.ts';

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
    await enqueueMessage(tx, {
      kind: 'slip_received',
      userId: payment.userId,
      payload: { bookingId: payment.bookingId, paymentId },
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

export type SlipFiles = { imageId: string; thumbnailId: string };

/**
 * Stores a checked slip and its thumbnail and runs `record` in one transaction with their
 * stored_files rows (lib/storage/stored-files.ts: files first, removed if the transaction fails, so
 * there is never a row without its file). A reused slip (same reference, or same image) is refused
 * by unique indexes, so two racing uploads cannot both pass.
 */
export async function withStoredSlip<T>(
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
export const slipColumns = (slip: CheckedSlip, files: SlipFiles, now: Date) => ({
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

/** Slips this close (of 256 bits) are the same picture re-saved or rescaled; measured in slip-image tests. */
const SIMILAR_SLIP_MAX_DISTANCE = 16;

/**
 * Other payments whose slip looks almost the same as this one's — a copy of one transfer re-saved
 * to slip past the exact-picture check. Two slips whose QR codes name different transfers are
 * different transfers, however alike a bank's template makes them look.
 */
export async function lookAlikes(db: Database, payment: PaymentRow): Promise<SimilarSlip[]> {
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
