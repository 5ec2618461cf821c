import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  DASHBOARD_SCHEDULE_LIMIT,
  DASHBOARD_WEEK_DAYS,
  type Dashboard,
  type DashboardRevenue,
} from '@jongdee/contracts';
import { bangkokNow } from '@jongdee/contracts/thai-format';
import { and, asc, count, eq, gte, inArray, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, certificates, clinics, payments, users } from '../../db/schema.ts';
import { addDays, bangkokToday, CLINIC_TIME_ZONE, slotStart } from '../../lib/clinic-time.ts';
import { latestBackup } from '../backups/backups.service.ts';
import {
  clinicDayKey,
  dayTotals,
  loadCalendarClinics,
  loadClosedDates,
  loadDailyUsage,
} from '../calendar/calendar.service.ts';

/** `2026-11` → the instant its first day begins in Bangkok. */
const monthStart = (month: string) => slotStart(`${month}-01`, '00:00');
/** `2026-01`, -1 → `2025-12`. */
function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + months, 1)).toISOString().slice(0, 7);
}
/** Minutes from midnight in Bangkok of an instant. */
const minutesOf = (date: Date) => {
  const { time } = bangkokNow(date);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
};

/**
 * Only bookings of clinics, as `clinic_id = any(array(select id from clinics))`: always true, but it
 * lets PostgreSQL read one day's bookings through the (clinic, date, time) index, clinic by clinic,
 * instead of scanning every booking ever made.
 */
const ofAnyClinic: SQL = sql`${bookings.clinicId} = any(array(select ${clinics.id} from ${clinics}))`;
const isAppointment = inArray(bookings.status, APPOINTMENT_STATUSES);
/** Minutes from midnight at which a booking's slot ends (HH:mm text + the clinic's slot length). */
const slotEndMinutes = sql`(substr(${bookings.slotTime}, 1, 2)::int * 60 + substr(${bookings.slotTime}, 4, 2)::int + ${clinics.slotMinutes})`;

async function appointmentsToday(db: Database, today: string): Promise<Dashboard['appointmentsToday']> {
  const statusCount = (status: AppointmentStatus) =>
    sql`count(*) filter (where ${bookings.status} = ${status})`.mapWith(Number);
  const rows = await db
    .select({
      clinicId: clinics.id,
      clinicName: clinics.name,
      bookings: count(),
      examinees: sum(bookings.examineeCount).mapWith(Number),
      pending_payment: statusCount('pending_payment'),
      payment_review: statusCount('payment_review'),
      confirmed: statusCount('confirmed'),
      completed: statusCount('completed'),
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(and(ofAnyClinic, eq(bookings.appointmentDate, today), isAppointment))
    .groupBy(clinics.id, clinics.name)
    .orderBy(asc(clinics.name));
  const byStatus = Object.fromEntries(
    APPOINTMENT_STATUSES.map((status) => [status, rows.reduce((total, row) => total + row[status], 0)]),
  ) as Record<AppointmentStatus, number>;
  return {
    bookings: rows.reduce((total, row) => total + row.bookings, 0),
    examinees: rows.reduce((total, row) => total + row.examinees, 0),
    byStatus,
    clinics: rows.map(({ clinicId, clinicName, bookings: count, examinees }) => ({
      clinicId,
      clinicName,
      bookings: count,
      examinees,
    })),
  };
}

async function reviewQueue(db: Database): Promise<Dashboard['reviewQueue']> {
  const [row] = await db
    .select({
      submitted: count(),
      oldest: sql`min(coalesce(${payments.slipUploadedAt}, ${payments.createdAt}))`.mapWith(payments.createdAt),
    })
    .from(payments)
    .where(eq(payments.status, 'submitted'));
  return { submitted: row?.submitted ?? 0, oldestSubmittedAt: row?.oldest ? row.oldest.toISOString() : null };
}

/**
 * Verified money by Bangkok day over last month and this one, in one grouped query; the month totals
 * are sums of those days. Refunded payments are not revenue: the money went back.
 */
async function revenue(db: Database, month: string, today: string): Promise<DashboardRevenue> {
  const previousMonth = shiftMonth(month, -1);
  // Grouped by the Bangkok calendar day (UTC+7 all year): a cast per row, formatted once per day.
  const bangkokDay = sql`((${payments.verifiedAt} at time zone 'UTC') + interval '7 hours')::date`;
  const rows = (
    await db
      .select({
        date: sql<string>`to_char(${bangkokDay}, 'YYYY-MM-DD')`,
        amount: sum(payments.amount).mapWith(Number),
        payments: count(),
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'verified'),
          gte(payments.verifiedAt, monthStart(previousMonth)),
          lt(payments.verifiedAt, monthStart(shiftMonth(month, 1))),
        ),
      )
      .groupBy(bangkokDay)
  ).map((row) => ({ ...row, month: row.date.slice(0, 7), day: Number(row.date.slice(8, 10)) }));
  const thisMonthRows = rows.filter((row) => row.month === month);
  const lastMonthRows = rows.filter((row) => row.month === previousMonth);
  const todayNumber = Number(today.slice(8, 10));
  const days = new Map<number, { day: number; thisMonth: number; lastMonth: number }>();
  const dayEntry = (day: number) => {
    const entry = days.get(day) ?? { day, thisMonth: 0, lastMonth: 0 };
    days.set(day, entry);
    return entry;
  };
  for (const row of thisMonthRows) dayEntry(row.day).thisMonth += row.amount;
  for (const row of lastMonthRows) dayEntry(row.day).lastMonth += row.amount;
  const total = (list: typeof rows, field: 'amount' | 'payments') => list.reduce((sum, row) => sum + row[field], 0);
  return {
    month,
    previousMonth,
    thisMonth: total(thisMonthRows, 'amount'),
    thisMonthPayments: total(thisMonthRows, 'payments'),
    lastMonth: total(lastMonthRows, 'amount'),
    lastMonthPayments: total(lastMonthRows, 'payments'),
    lastMonthToDate: total(
      lastMonthRows.filter((row) => row.day <= todayNumber),
      'amount',
    ),
    daily: [...days.values()].sort((a, b) => a.day - b.day),
  };
}

async function certificatesIssued(db: Database, month: string): Promise<Dashboard['certificates']> {
  const [row] = await db
    .select({
      issued: count(),
      revoked: sql`count(*) filter (where ${certificates.status} = 'revoked')`.mapWith(Number),
    })
    .from(certificates)
    .where(
      and(
        inArray(certificates.status, ['valid', 'revoked']),
        gte(certificates.issuedAt, monthStart(month)),
        lt(certificates.issuedAt, monthStart(shiftMonth(month, 1))),
      ),
    );
  return { month, issued: row?.issued ?? 0, revoked: row?.revoked ?? 0 };
}

/** Each active clinic's next seven days: places taken against the places its hours give. */
async function weekUsage(db: Database, from: string): Promise<Dashboard['week']> {
  const to = addDays(from, DASHBOARD_WEEK_DAYS - 1);
  const clinicRows = (await loadCalendarClinics(db)).filter((clinic) => clinic.isActive);
  const ids = clinicRows.map((clinic) => clinic.id);
  const [closedDates, usage] = await Promise.all([
    loadClosedDates(db, ids, from, to),
    loadDailyUsage(db, ids, from, to),
  ]);
  const used = new Map(usage.map((row) => [clinicDayKey(row.clinicId, row.date), row.used]));
  const dates = Array.from({ length: DASHBOARD_WEEK_DAYS }, (_, index) => addDays(from, index));
  return {
    from,
    to,
    clinics: clinicRows.map((clinic) => ({
      clinicId: clinic.id,
      clinicName: clinic.name,
      days: dates.map((date) => dayTotals(clinic, date, closedDates, used)),
    })),
  };
}

/** Today's appointments whose slot has not ended yet, by time: who is here or coming next. */
async function schedule(db: Database, today: string, now: Date): Promise<Dashboard['schedule']> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      bookingNo: bookings.bookingNo,
      slotTime: bookings.slotTime,
      clinicId: clinics.id,
      clinicName: clinics.name,
      firstName: users.firstName,
      lastName: users.lastName,
      examineeCount: bookings.examineeCount,
      status: bookings.status,
      remaining: sql`count(*) over ()`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(ofAnyClinic, eq(bookings.appointmentDate, today), isAppointment, sql`${slotEndMinutes} > ${minutesOf(now)}`),
    )
    .orderBy(asc(bookings.slotTime), asc(clinics.name), asc(bookings.bookingNo))
    .limit(DASHBOARD_SCHEDULE_LIMIT);
  return {
    items: rows.map(({ firstName, lastName, remaining: _remaining, ...row }) => ({
      ...row,
      customerName: `${firstName} ${lastName}`,
    })),
    remaining: rows[0]?.remaining ?? 0,
  };
}

/**
 * GET /api/admin/dashboard: everything /admin shows, answered by aggregate queries sent together —
 * counts and sums, never lists, but for the twenty next appointments of today.
 */
export async function getDashboard(db: Database, now: Date = new Date()): Promise<Dashboard> {
  const today = bangkokToday(now);
  const month = today.slice(0, 7);
  const [appointments, queue, money, issued, week, next, lastBackup] = await Promise.all([
    appointmentsToday(db, today),
    reviewQueue(db),
    revenue(db, month, today),
    certificatesIssued(db, month),
    weekUsage(db, today),
    schedule(db, today, now),
    latestBackup(db),
  ]);
  return {
    generatedAt: now.toISOString(),
    date: today,
    timeZone: CLINIC_TIME_ZONE,
    appointmentsToday: appointments,
    reviewQueue: queue,
    revenue: money,
    certificates: issued,
    week,
    schedule: next,
    lastBackup,
  };
}
