import { type MyDataExport, PRIVACY_NOTICE_VERSION } from '@jongdee/contracts';
import { bangkokToday, personName } from '@jongdee/contracts/thai-format';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  certificates,
  clinics,
  examinationResults,
  examinees,
  notifications,
  outbox,
  payments,
  receipts,
  services,
  sessions,
  storedFiles,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { messagePreferencesView } from '../auth/message-preferences.service.ts';
import { verifyUrl } from '../certificates/certificates.service.ts';
import { consentHistory, EXPORT_LIMIT, myDataRequests } from './privacy.service.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The download's file name: `jongdee-my-data-2026-11-22.json` (the Bangkok date). */
export const exportFileName = (now: Date = new Date()) => `jongdee-my-data-${bangkokToday(now)}.json`;

/**
 * Everything the product holds about the signed-in person, machine-readable (PDPA: access and
 * portability): profile, consents, sessions (never tokens), bookings with their examinees, payments
 * (slip metadata, not the image), receipts, results, certificates, notifications, the messages sent
 * to them (not their content or a link's secret) and their choice of them, and their requests. Every
 * query is scoped to the person; the download is rate limited and audited.
 */
export async function exportMyData(
  db: Database,
  auth: Authenticated,
  context: RequestContext & { publicUrl: string },
  now: Date = new Date(),
): Promise<MyDataExport> {
  const userId = auth.user.id;
  const limit = await hitRateLimit(db, `export:user:${userId}`, EXPORT_LIMIT.windowSeconds);
  if (limit.count > EXPORT_LIMIT.count) {
    throw new AppError('TOO_MANY_REQUESTS', {
      params: { minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) },
      headers: { 'retry-after': String(limit.retryAfterSeconds) },
    });
  }

  const myBookings = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));
  const [
    [user],
    consents,
    sessionRows,
    bookingRows,
    examineeRows,
    paymentRows,
    resultRows,
    certificateRows,
    notificationRows,
    receiptRows,
    messageRows,
    requests,
  ] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    consentHistory(db, userId),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
    db
      .select({ booking: bookings, clinic: clinics.name, service: services.name })
      .from(bookings)
      .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.createdAt), desc(bookings.id)),
    db
      .select()
      .from(examinees)
      .where(inArray(examinees.bookingId, myBookings))
      .orderBy(asc(examinees.createdAt), asc(examinees.id)),
    db
      .select({
        payment: payments,
        bookingNo: bookings.bookingNo,
        mimeType: storedFiles.mimeType,
        size: storedFiles.size,
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .leftJoin(storedFiles, eq(storedFiles.id, payments.slipFileId))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id)),
    db
      .select({ result: examinationResults, bookingNo: bookings.bookingNo, examinee: examinees })
      .from(examinationResults)
      .innerJoin(bookings, eq(bookings.id, examinationResults.bookingId))
      .innerJoin(examinees, eq(examinees.id, examinationResults.examineeId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(examinationResults.createdAt)),
    db
      .select({ certificate: certificates, bookingNo: bookings.bookingNo, examinee: examinees })
      .from(certificates)
      .innerJoin(bookings, eq(bookings.id, certificates.bookingId))
      .innerJoin(examinees, eq(examinees.id, certificates.examineeId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(certificates.issuedAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    db
      .select({ receipt: receipts, bookingNo: bookings.bookingNo, paymentNo: payments.paymentNo })
      .from(receipts)
      .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
      .innerJoin(payments, eq(payments.id, receipts.paymentId))
      .where(eq(bookings.userId, userId))
      .orderBy(desc(receipts.issuedAt), desc(receipts.receiptNo)),
    // Named columns: the payload can hold a password-reset link's token until it is sent.
    db
      .select({
        kind: outbox.kind,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(eq(outbox.userId, userId))
      .orderBy(desc(outbox.createdAt), desc(outbox.id)),
    myDataRequests(db, userId),
  ]);
  if (!user) throw new AppError('NOT_FOUND');

  const document: MyDataExport = {
    format: 'jongdee.personal-data.v1',
    exportedAt: now.toISOString(),
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    profile: {
      id: user.id,
      email: user.email,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      companyName: user.companyName,
      taxId: user.taxId,
      address: user.address,
      isActive: user.isActive,
      lastLoginAt: iso(user.lastLoginAt),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    consents: consents.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      noticeVersion: row.noticeVersion,
      grantedAt: row.grantedAt.toISOString(),
      withdrawnAt: iso(row.withdrawnAt),
    })),
    sessions: sessionRows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === auth.sessionId,
    })),
    bookings: bookingRows.map(({ booking, clinic, service }) => ({
      id: booking.id,
      bookingNo: booking.bookingNo,
      status: booking.status,
      clinic,
      service,
      appointmentDate: booking.appointmentDate,
      slotTime: booking.slotTime,
      examineeCount: booking.examineeCount,
      unitPrice: booking.unitPrice,
      totalAmount: booking.totalAmount,
      contactName: booking.contactName,
      contactPhone: booking.contactPhone,
      note: booking.note,
      createdAt: booking.createdAt.toISOString(),
      cancelledAt: iso(booking.cancelledAt),
      cancelReason: booking.cancelReason,
      completedAt: iso(booking.completedAt),
      examinees: examineeRows
        .filter((person) => person.bookingId === booking.id)
        .map((person) => ({
          id: person.id,
          title: person.title,
          firstName: person.firstName,
          lastName: person.lastName,
          idType: person.idType,
          idNumber: person.idNumber,
          nationality: person.nationality,
          birthDate: person.birthDate,
          gender: person.gender,
          phone: person.phone,
          healthHistory: person.healthHistory,
        })),
    })),
    payments: paymentRows.map(({ payment, bookingNo, mimeType, size }) => ({
      paymentNo: payment.paymentNo,
      bookingNo,
      amount: payment.amount,
      method: payment.method,
      status: payment.status,
      transferredAt: iso(payment.transferredAt),
      verifiedAt: iso(payment.verifiedAt),
      rejectReason: payment.rejectReason,
      refundedAt: iso(payment.refundedAt),
      refundNote: payment.refundNote,
      note: payment.note,
      createdAt: payment.createdAt.toISOString(),
      slip: payment.slipUploadedAt
        ? {
            uploadedAt: payment.slipUploadedAt.toISOString(),
            sha256: payment.slipSha256,
            bankCode: payment.slipBankCode,
            reference: payment.slipReference,
            mimeType,
            size,
          }
        : null,
    })),
    results: resultRows.map(({ result, bookingNo, examinee }) => ({
      bookingNo,
      examineeId: examinee.id,
      examineeName: personName(examinee),
      examDate: result.examDate,
      doctorName: result.doctorName,
      doctorLicenseNo: result.doctorLicenseNo,
      items: result.items,
      conclusion: result.conclusion,
      doctorOpinion: result.doctorOpinion,
      remark: result.remark,
    })),
    certificates: certificateRows.map(({ certificate, bookingNo, examinee }) => ({
      certificateNo: certificate.certificateNo,
      bookingNo,
      examineeName: personName(examinee),
      type: certificate.type,
      status: certificate.status,
      examDate: certificate.examDate,
      issuedAt: certificate.issuedAt.toISOString(),
      validUntil: certificate.validUntil,
      doctorName: certificate.doctorName,
      conclusion: certificate.conclusion,
      verifyUrl: verifyUrl(context.publicUrl, certificate.verifyCode),
      revokedAt: iso(certificate.revokedAt),
    })),
    notifications: notificationRows.map((row) => ({
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      readAt: iso(row.readAt),
      createdAt: row.createdAt.toISOString(),
    })),
    receipts: receiptRows.map(({ receipt, bookingNo, paymentNo }) => ({
      receiptNo: receipt.receiptNo,
      bookingNo,
      paymentNo,
      status: receipt.status,
      amount: receipt.amount,
      method: receipt.method,
      payerName: receipt.payerName,
      payerTaxId: receipt.payerTaxId,
      payerAddress: receipt.payerAddress,
      paidAt: receipt.paidAt.toISOString(),
      issuedAt: receipt.issuedAt.toISOString(),
      cancelledAt: iso(receipt.cancelledAt),
      cancelReason: receipt.cancelReason,
    })),
    messagePreferences: messagePreferencesView(user.email, user.messagePreferences).kinds.map(
      ({ kind, label, optional, email }) => ({ kind, label, optional, email }),
    ),
    messages: messageRows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
    dataRequests: requests,
  };

  await recordAudit(db, {
    actorId: userId,
    action: 'user.data_export',
    entity: 'user',
    entityId: userId,
    after: {
      bookings: document.bookings.length,
      payments: document.payments.length,
      receipts: document.receipts.length,
      messages: document.messages.length,
      results: document.results.length,
      certificates: document.certificates.length,
    },
    ip: context.ip,
  });
  return document;
}
