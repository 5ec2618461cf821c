import type {
  BookingStatus,
  Calendar,
  CalendarBooking,
  CalendarClinic,
  CalendarDay,
  CalendarQuerySchema,
  CalendarSlot,
  CalendarStatusCounts,
  z,
} from '@jongdee/contracts';
import { CALENDAR_MAX_DAYS } from '@jongdee/contracts';
import { and, asc, between, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { CLINIC_TIME_ZONE, datesBetween } from '../../lib/clinic-time.ts';
import {
  type CalendarClinicRow,
  clinicDayKey,
  dayPlan,
  dayTotals,
  loadCalendarClinics,
  loadClosedDates,
  loadDailyUsage,
  loadSlotUsage,
} from './calendar.queries.ts';

/** The day totals and usage the admin dashboard counts with, read the same way as the calendar. */
export {
  clinicDayKey,
  dayTotals,
  loadCalendarClinics,
  loadClosedDates,
  loadDailyUsage,
} from './calendar.queries.ts';

type CalendarQuery = z.output<typeof CalendarQuerySchema>;
type BookingEntry = { clinicId: string; date: string; slotTime: string; booking: CalendarBooking };
type DayCount = { clinicId: string; date: string; status: BookingStatus; bookings: number };

const slotKey = (clinicId: string, date: string, time: string) => `${clinicId} ${date} ${time}`;

/** Every booking of the range, cancelled and expired too (shown, but holding no places). */
async function loadBookingEntries(
  db: Database,
  clinicIds: string[],
  from: string,
  to: string,
): Promise<BookingEntry[]> {
  const rows = await db
    .select({
      id: bookings.id,
      bookingNo: bookings.bookingNo,
      clinicId: bookings.clinicId,
      date: bookings.appointmentDate,
      slotTime: bookings.slotTime,
      status: bookings.status,
      examineeCount: bookings.examineeCount,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(inArray(bookings.clinicId, clinicIds), between(bookings.appointmentDate, from, to)))
    .orderBy(asc(bookings.createdAt));
  return rows.map((row) => ({
    clinicId: row.clinicId,
    date: row.date,
    slotTime: row.slotTime,
    booking: {
      id: row.id,
      bookingNo: row.bookingNo,
      status: row.status,
      examineeCount: row.examineeCount,
      customerName: `${row.firstName} ${row.lastName}`,
    },
  }));
}

/** How many bookings of each status each day has: what the month view shows, counted in the database. */
function loadDayCounts(db: Database, clinicIds: string[], from: string, to: string): Promise<DayCount[]> {
  return db
    .select({
      clinicId: bookings.clinicId,
      date: bookings.appointmentDate,
      status: bookings.status,
      bookings: count(),
    })
    .from(bookings)
    .where(and(inArray(bookings.clinicId, clinicIds), between(bookings.appointmentDate, from, to)))
    .groupBy(bookings.clinicId, bookings.appointmentDate, bookings.status);
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function addCounts(into: CalendarStatusCounts, status: BookingStatus, amount: number): void {
  into[status] = (into[status] ?? 0) + amount;
}

/**
 * GET /api/admin/calendar: for each clinic, each day of the range — open or closed (and why), its
 * capacity and the places taken — and, with detail=bookings, each slot with its bookings. Four
 * queries whatever the range: the clinics, then their closed dates, slot usage and bookings together.
 * Active clinics are listed; an inactive one only when asked for, or when it still has bookings then.
 */
export async function getCalendar(db: Database, query: CalendarQuery): Promise<Calendar> {
  const clinicRows = await loadCalendarClinics(db, query.clinicId);
  if (query.clinicId && clinicRows.length === 0) throw new AppError('NOT_FOUND');
  const ids = clinicRows.map((clinic) => clinic.id);
  const { from, to } = query;
  const dates = datesBetween(from, to, CALENDAR_MAX_DAYS);

  let daysOf: (clinic: CalendarClinicRow) => CalendarDay[];
  let busy: Set<string>;
  if (query.detail === 'summary') {
    const [closedDates, usage, counts] = await Promise.all([
      loadClosedDates(db, ids, from, to),
      loadDailyUsage(db, ids, from, to),
      ids.length === 0 ? Promise.resolve([]) : loadDayCounts(db, ids, from, to),
    ]);
    const used = new Map(usage.map((row) => [clinicDayKey(row.clinicId, row.date), row.used]));
    const countsByDay = groupBy(counts, (row) => clinicDayKey(row.clinicId, row.date));
    busy = new Set([...usage.map((row) => row.clinicId), ...counts.map((row) => row.clinicId)]);
    daysOf = (clinic) =>
      dates.map((date) => {
        const byStatus: CalendarStatusCounts = {};
        for (const row of countsByDay.get(clinicDayKey(clinic.id, date)) ?? [])
          addCounts(byStatus, row.status, row.bookings);
        return { ...dayTotals(clinic, date, closedDates, used), byStatus };
      });
  } else {
    const [closedDates, usage, entries] = await Promise.all([
      loadClosedDates(db, ids, from, to),
      loadSlotUsage(db, ids, from, to),
      ids.length === 0 ? Promise.resolve([]) : loadBookingEntries(db, ids, from, to),
    ]);
    const usageBySlot = new Map(usage.map((row) => [slotKey(row.clinicId, row.date, row.slotTime), row.booked]));
    const usageByDay = groupBy(usage, (row) => clinicDayKey(row.clinicId, row.date));
    const entriesByDay = groupBy(entries, (entry) => clinicDayKey(entry.clinicId, entry.date));
    busy = new Set([...usage.map((row) => row.clinicId), ...entries.map((entry) => entry.clinicId)]);
    daysOf = (clinic) =>
      dates.map((date) =>
        buildDay(clinic, date, {
          closedDates,
          usageBySlot,
          usageTimes: (usageByDay.get(clinicDayKey(clinic.id, date)) ?? []).map((row) => row.slotTime),
          entries: entriesByDay.get(clinicDayKey(clinic.id, date)) ?? [],
        }),
      );
  }

  const shown = clinicRows.filter((clinic) => clinic.isActive || query.clinicId || busy.has(clinic.id));
  return {
    from,
    to,
    timeZone: CLINIC_TIME_ZONE,
    detail: query.detail,
    clinics: shown.map(
      (clinic): CalendarClinic => ({
        clinicId: clinic.id,
        clinicCode: clinic.code,
        clinicName: clinic.name,
        isActive: clinic.isActive,
        slotMinutes: clinic.slotMinutes,
        capacityPerSlot: clinic.capacityPerSlot,
        days: daysOf(clinic),
      }),
    ),
  };
}

/** One day of one clinic, slot by slot, with every booking in its slot. */
function buildDay(
  clinic: CalendarClinicRow,
  date: string,
  parts: {
    closedDates: Map<string, string | null>;
    usageBySlot: Map<string, number>;
    usageTimes: string[];
    entries: BookingEntry[];
  },
): CalendarDay {
  const plan = dayPlan(clinic, date, parts.closedDates);
  const offered = new Set(plan.times);
  const slots = new Map<string, CalendarSlot>();
  // The day's own slots first, then any other time that still holds places or bookings (hours changed
  // after booking, an admin's override): nothing booked is ever hidden.
  for (const time of [...plan.times, ...parts.usageTimes, ...parts.entries.map((entry) => entry.slotTime)]) {
    if (slots.has(time)) continue;
    slots.set(time, {
      time,
      offered: offered.has(time),
      capacity: offered.has(time) ? clinic.capacityPerSlot : 0,
      used: parts.usageBySlot.get(slotKey(clinic.id, date, time)) ?? 0,
      byStatus: {},
      bookings: [],
    });
  }
  const byStatus: CalendarStatusCounts = {};
  for (const entry of parts.entries) {
    const slot = slots.get(entry.slotTime);
    if (!slot) continue;
    addCounts(slot.byStatus, entry.booking.status, 1);
    addCounts(byStatus, entry.booking.status, 1);
    slot.bookings.push(entry.booking);
  }
  const ordered = [...slots.values()].sort((a, b) => a.time.localeCompare(b.time));
  return {
    date,
    closedReason: plan.closedReason,
    closedNote: plan.closedNote,
    capacity: ordered.reduce((total, slot) => total + slot.capacity, 0),
    used: ordered.reduce((total, slot) => total + slot.used, 0),
    byStatus,
    slots: ordered,
  };
}
