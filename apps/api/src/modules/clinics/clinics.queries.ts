import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinicClosedDates, clinicServices, clinics, services } from '../../db/schema.ts';
import { isInBookingWindow, slotTimes, weekday } from '../../lib/clinic-time.ts';

export type ClinicRow = typeof clinics.$inferSelect;

/** Why a whole day cannot be booked at a clinic, or null when its slots may be. */
export type DayClosedReason = 'closed_weekday' | 'closed_date' | 'out_of_window' | 'inactive';

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
  // Three independent reads, sent together: one round trip of waiting instead of three.
  const [[clinic], [offer], [closedDate]] = await Promise.all([
    db.select().from(clinics).where(eq(clinics.id, clinicId)),
    db
      .select({ price: clinicServices.price, offered: clinicServices.isActive, serviceActive: services.isActive })
      .from(clinicServices)
      .innerJoin(services, eq(services.id, clinicServices.serviceId))
      .where(and(eq(clinicServices.clinicId, clinicId), eq(clinicServices.serviceId, serviceId))),
    db
      .select({ date: clinicClosedDates.date })
      .from(clinicClosedDates)
      .where(and(eq(clinicClosedDates.clinicId, clinicId), eq(clinicClosedDates.date, date))),
  ]);
  if (!clinic) return null;
  const times = slotTimes(clinic.openingHours[weekday(date)] ?? null, clinic.slotMinutes);
  const closedReason: DayClosedReason | null = !clinic.isActive
    ? 'inactive'
    : !isInBookingWindow(date, now)
      ? 'out_of_window'
      : closedDate
        ? 'closed_date'
        : times.length === 0
          ? 'closed_weekday'
          : null;
  return {
    clinic,
    price: offer?.price ?? null,
    serviceBookable: Boolean(offer?.offered && offer.serviceActive),
    closedReason,
    times,
  };
}
