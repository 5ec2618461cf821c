import type { CalendarClosedReason } from '@jongdee/contracts';
import { and, asc, between, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinicClosedDates, clinics, slotUsage } from '../../db/schema.ts';
import { slotTimes, weekday } from '../../lib/clinic-time.ts';
import { dayClosedReason } from '../../lib/day-closed-reason.ts';

/** What the calendar and the dashboard need of a clinic to lay out its days. */
export type CalendarClinicRow = Pick<
  typeof clinics.$inferSelect,
  'id' | 'code' | 'name' | 'isActive' | 'openingHours' | 'slotMinutes' | 'capacityPerSlot'
>;

/** A clinic's day as its settings make it: closed (and why), or open with these slot start times. */
export type DayPlan = {
  closedReason: CalendarClosedReason | null;
  closedNote: string | null;
  /** The slot start times of that weekday's opening hours; empty on a closed day. */
  times: string[];
};

/** Clinics by name: one of them, or all. */
export function loadCalendarClinics(db: Database, clinicId?: string): Promise<CalendarClinicRow[]> {
  return db
    .select({
      id: clinics.id,
      code: clinics.code,
      name: clinics.name,
      isActive: clinics.isActive,
      openingHours: clinics.openingHours,
      slotMinutes: clinics.slotMinutes,
      capacityPerSlot: clinics.capacityPerSlot,
    })
    .from(clinics)
    .where(clinicId ? eq(clinics.id, clinicId) : undefined)
    .orderBy(asc(clinics.name), asc(clinics.code));
}

/** The key of a clinic's day in the maps below. */
export const clinicDayKey = (clinicId: string, date: string) => `${clinicId} ${date}`;

/** Closed dates of these clinics in the range, by `clinicId date`, with the reason staff gave. */
export async function loadClosedDates(
  db: Database,
  clinicIds: string[],
  from: string,
  to: string,
): Promise<Map<string, string | null>> {
  if (clinicIds.length === 0) return new Map();
  const rows = await db
    .select({ clinicId: clinicClosedDates.clinicId, date: clinicClosedDates.date, reason: clinicClosedDates.reason })
    .from(clinicClosedDates)
    .where(and(inArray(clinicClosedDates.clinicId, clinicIds), between(clinicClosedDates.date, from, to)));
  return new Map(rows.map((row) => [clinicDayKey(row.clinicId, row.date), row.reason]));
}

export type SlotUse = { clinicId: string; date: string; slotTime: string; booked: number };

/**
 * Places taken per slot in the range, from `slot_usage` — the counter the booking rule itself
 * reserves against (decision 006), so what staff see and what the rule enforces cannot disagree.
 * Read by primary key (clinic, date, time) for each clinic.
 */
export function loadSlotUsage(db: Database, clinicIds: string[], from: string, to: string): Promise<SlotUse[]> {
  if (clinicIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      clinicId: slotUsage.clinicId,
      date: slotUsage.date,
      slotTime: slotUsage.slotTime,
      booked: slotUsage.booked,
    })
    .from(slotUsage)
    .where(and(inArray(slotUsage.clinicId, clinicIds), between(slotUsage.date, from, to)));
}

/** Places taken per clinic and day in the range: the slot usage summed in the database. */
export function loadDailyUsage(
  db: Database,
  clinicIds: string[],
  from: string,
  to: string,
): Promise<{ clinicId: string; date: string; used: number }[]> {
  if (clinicIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      clinicId: slotUsage.clinicId,
      date: slotUsage.date,
      used: sum(slotUsage.booked).mapWith(Number),
    })
    .from(slotUsage)
    .where(and(inArray(slotUsage.clinicId, clinicIds), between(slotUsage.date, from, to)))
    .groupBy(slotUsage.clinicId, slotUsage.date);
}

/** The day as the clinic's settings make it, by the same rules as booking (lib/day-closed-reason.ts). */
export function dayPlan(clinic: CalendarClinicRow, date: string, closedDates: Map<string, string | null>): DayPlan {
  const times = slotTimes(clinic.openingHours[weekday(date)] ?? null, clinic.slotMinutes);
  const closedDate = closedDates.has(clinicDayKey(clinic.id, date));
  const closedReason = dayClosedReason({ isActive: clinic.isActive, closedDate, times });
  return {
    closedReason,
    closedNote: closedDate ? (closedDates.get(clinicDayKey(clinic.id, date)) ?? null) : null,
    times: closedReason ? [] : times,
  };
}

/**
 * A day's totals without its slots, as the month view and the dashboard's week show it: the plan's
 * places against the places taken (`used`, by clinicDayKey, from loadDailyUsage).
 */
export function dayTotals(
  clinic: CalendarClinicRow,
  date: string,
  closedDates: Map<string, string | null>,
  used: Map<string, number>,
) {
  const plan = dayPlan(clinic, date, closedDates);
  return {
    date,
    closedReason: plan.closedReason,
    closedNote: plan.closedNote,
    capacity: plan.times.length * clinic.capacityPerSlot,
    used: used.get(clinicDayKey(clinic.id, date)) ?? 0,
  };
}
