/** What a booking write leaves behind: the owner's notification (with its link) and the audit row. */
import { webPaths } from '@jongdee/contracts/web-paths';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinics } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import type { Actor, BookingRow } from './bookings.access.ts';

export async function notificationRef(db: Database, booking: BookingRow) {
  const [clinic] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, booking.clinicId));
  return {
    bookingNo: booking.bookingNo,
    clinicName: clinic?.name ?? '',
    appointmentDate: booking.appointmentDate,
    slotTime: booking.slotTime,
  };
}

/** Where a booking's notification leads: the booking's screen in the web app. */
export const bookingLink = webPaths.bookingDetail.href;

/** The audit row of a booking write: every admin write, and a person's own changes too. */
export function auditBooking(
  db: Database,
  actor: Actor,
  action: string,
  bookingId: string,
  context: RequestContext,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } = {},
) {
  return recordAudit(db, {
    actorId: actor.id,
    action,
    entity: 'booking',
    entityId: bookingId,
    ip: context.ip,
    ...change,
  });
}
