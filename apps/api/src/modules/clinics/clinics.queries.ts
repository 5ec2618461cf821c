import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinicClosedDates, clinicServices, clinics, services } from '../../db/schema.ts';
import { isInBookingWindow, slotTimes, weekday } from '../../lib/clinic-time.ts';
import { type DayClosedReason, dayClosedReason } from '../../lib/day-closed-reason.ts';

export type ClinicRow = typeof clinics.$inferSelect;

export type ClinicDay = {
  clinic: ClinicRow;
  /** The clinic's price for the service (satang), or null when the clinic does not offer it. */
  price: number | null;
  /** Offered by the clinic, and active both there and as a service. */
  serviceBookable: boolean;
  closedReason: DayClosedReason | null;
  /** The slot start times of that weekday's opening hours. */
  times: string[];
};

/**
 * One clinic's day for one service: the facts both availability and booking decide on. Shared so
 * that the calendar a person sees and the rules the booking enforces cannot disagree.
 * Answers null when the clinic does not exist.
 */
export async function loadClinicDay(
  db: Database,
  clinicId: string,
  serviceId: string,
  date: string,
  now: Date = new Date(),
): Promise<ClinicDay | null> {
  // One statement: the clinic, its offer of the service and the closed date, joined on the clinic. It
  // often runs inside the booking's transaction, where queries cannot be sent side by side.
  const [row] = await db
    .select({
      clinic: clinics,
      price: clinicServices.price,
      offered: clinicServices.isActive,
      serviceActive: services.isActive,
      closedDate: clinicClosedDates.date,
    })
    .from(clinics)
    .leftJoin(clinicServices, and(eq(clinicServices.clinicId, clinics.id), eq(clinicServices.serviceId, serviceId)))
    .leftJoin(services, eq(services.id, clinicServices.serviceId))
    .leftJoin(clinicClosedDates, and(eq(clinicClosedDates.clinicId, clinics.id), eq(clinicClosedDates.date, date)))
    .where(eq(clinics.id, clinicId));
  if (!row) return null;
  const { clinic, closedDate } = row;
  const times = slotTimes(clinic.openingHours[weekday(date)] ?? null, clinic.slotMinutes);
  const closedReason = dayClosedReason({
    isActive: clinic.isActive,
    inBookingWindow: isInBookingWindow(date, now),
    closedDate: Boolean(closedDate),
    times,
  });
  return {
    clinic,
    price: row.price,
    serviceBookable: Boolean(row.offered && row.serviceActive),
    closedReason,
    times,
  };
}
