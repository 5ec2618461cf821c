import {
  APPOINTMENT_STATUSES,
  BOOKING_STATUSES,
  type BookingStatus,
  CERTIFICATE_TYPES,
  type CertificateType,
  type ReportGroup,
  type ReportQuery,
  type ReportSummary,
} from '@jongdee/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinics, services } from '../../db/schema.ts';
import { addDays, CLINIC_TIME_ZONE } from '../../lib/clinic-time.ts';

type Range = { from: string; to: string; clinicId: string | null; start: string; end: string };

/** Bangkok days `from`…`to` as instants: from the first midnight, up to (not including) the one after `to`. */
function rangeOf(query: ReportQuery): Range {
  return {
    from: query.from,
    to: query.to,
    clinicId: query.clinicId ?? null,
    start: `${query.from}T00:00:00+07:00`,
    end: `${addDays(query.to, 1)}T00:00:00+07:00`,
  };
}

/** Bangkok has no daylight saving; `+ 7 hours` needs no time-zone data (PGlite ships none). */
const bangkokDate = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '7 hours')::date`;
const ofClinic = (range: Range) => (range.clinicId ? sql`and b.clinic_id = ${range.clinicId}::uuid` : sql``);
const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Money in the range, as one union of two kinds of event: a payment verified (gross, by verifiedAt —
 * a payment refunded later was still received then) and a payment refunded (by refundedAt).
 */
const moneyEvents = (range: Range) => sql`
  select b.clinic_id, b.service_id, p.amount as gross, 0 as refund, 1 as gross_count, 0 as refund_count,
         ${bangkokDate(sql`p.verified_at`)} as day
    from payments p join bookings b on b.id = p.booking_id
   where p.status in ('verified', 'refunded')
     and p.verified_at >= ${range.start}::timestamptz and p.verified_at < ${range.end}::timestamptz ${ofClinic(range)}
  union all
  select b.clinic_id, b.service_id, 0, p.amount, 0, 1, ${bangkokDate(sql`p.refunded_at`)}
    from payments p join bookings b on b.id = p.booking_id
   where p.status = 'refunded'
     and p.refunded_at >= ${range.start}::timestamptz and p.refunded_at < ${range.end}::timestamptz ${ofClinic(range)}`;

/** Bookings made in the range. */
const createdBookings = (range: Range) => sql`
  select b.clinic_id, b.service_id, b.status, ${bangkokDate(sql`b.created_at`)} as day
    from bookings b
   where b.created_at >= ${range.start}::timestamptz and b.created_at < ${range.end}::timestamptz ${ofClinic(range)}`;

/**
 * Appointments in the range that hold places (cancelled and expired ones: nobody comes). Without a
 * clinic, `clinic_id = any(array(select id from clinics))` is always true but lets PostgreSQL read the
 * range through the (clinic, date, time) index clinic by clinic instead of scanning every booking.
 */
const appointments = (range: Range) => sql`
  select b.id, b.clinic_id, b.service_id, b.examinee_count
    from bookings b
   where b.appointment_date between ${range.from}::date and ${range.to}::date
     and b.status in (${statusList(APPOINTMENT_STATUSES)})
     ${range.clinicId ? sql`and b.clinic_id = ${range.clinicId}::uuid` : sql`and b.clinic_id = any(array(select id from clinics))`}`;

/** Certificates issued in the range; the clinic is the booking's. */
const issuedCertificates = (range: Range) => sql`
  select c.type, c.status, ${bangkokDate(sql`c.issued_at`)} as day
    from certificates c ${range.clinicId ? sql`join bookings b on b.id = c.booking_id` : sql``}
   where c.issued_at >= ${range.start}::timestamptz and c.issued_at < ${range.end}::timestamptz ${ofClinic(range)}`;

/** Every day of the range, from generate_series, so a day without anything still has its row. */
const rangeDays = (range: Range) =>
  sql`select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d`;

/** `grouping` of a per-day row: not a GROUPING() mask, so day rows never mix with the grouping sets. */
const DAY_ROW = -1;

type Figure = string | number;
type MoneyRow = { grouping: number; clinic_id: string | null; service_id: string | null; date: string | null } & Record<
  'gross' | 'refunds' | 'gross_count' | 'refund_count',
  Figure
>;
type CountRow = {
  grouping: number;
  clinic_id: string | null;
  service_id: string | null;
  key: string | null;
  date: string | null;
  n: Figure;
};

/**
 * Money: the total, per clinic and per service (GROUPING SETS), and per day of the range — one scan of
 * the payments (the CTE is materialised once and read twice).
 */
async function loadMoney(db: Database, range: Range) {
  return rows<MoneyRow>(
    db,
    sql`with money as materialized (${moneyEvents(range)}), days as (${rangeDays(range)})
        select grouping(clinic_id, service_id)::int as grouping, clinic_id, service_id, null::text as date,
               coalesce(sum(gross), 0)::float8 as gross, coalesce(sum(refund), 0)::float8 as refunds,
               coalesce(sum(gross_count), 0)::int as gross_count, coalesce(sum(refund_count), 0)::int as refund_count
          from money
         group by grouping sets ((), (clinic_id), (service_id))
        union all
        select ${DAY_ROW}, null, null, to_char(days.day, 'YYYY-MM-DD'),
               coalesce(sum(money.gross), 0)::float8, coalesce(sum(money.refund), 0)::float8,
               coalesce(sum(money.gross_count), 0)::int, coalesce(sum(money.refund_count), 0)::int
          from days left join money on money.day = days.day
         group by days.day`,
  );
}

/** Bookings made: per status, per clinic, per service, and per day. */
async function loadBookingCounts(db: Database, range: Range) {
  return rows<CountRow>(
    db,
    sql`with made as materialized (${createdBookings(range)}), days as (${rangeDays(range)})
        select grouping(clinic_id, service_id, status)::int as grouping, clinic_id, service_id, status as key,
               null::text as date, count(*)::int as n
          from made
         group by grouping sets ((status), (clinic_id), (service_id))
        union all
        select ${DAY_ROW}, null, null, null, to_char(days.day, 'YYYY-MM-DD'), count(made.status)::int
          from days left join made on made.day = days.day
         group by days.day`,
  );
}

/** Places booked and examinees named, of the range's appointments: total, per clinic, per service. */
async function loadExaminees(db: Database, range: Range) {
  return rows<CountRow & { registered: Figure }>(
    db,
    sql`with appointments as materialized (${appointments(range)}),
             named as (
               select e.booking_id, count(*) as count from examinees e
                where e.booking_id in (select id from appointments) group by e.booking_id
             )
        select grouping(clinic_id, service_id)::int as grouping, clinic_id, service_id, null as key, null as date,
               coalesce(sum(examinee_count), 0)::int as n, coalesce(sum(named.count), 0)::int as registered
          from appointments left join named on named.booking_id = appointments.id
         group by grouping sets ((), (clinic_id), (service_id))`,
  );
}

/** Certificates issued: per type and status, and per day. */
async function loadCertificates(db: Database, range: Range) {
  return rows<{ type: CertificateType | null; status: 'valid' | 'revoked' | null; date: string | null; n: Figure }>(
    db,
    sql`with issued as materialized (${issuedCertificates(range)}), days as (${rangeDays(range)})
        select type, status, null::text as date, count(*)::int as n from issued group by type, status
        union all
        select null, null, to_char(days.day, 'YYYY-MM-DD'), count(issued.type)::int
          from days left join issued on issued.day = days.day
         group by days.day`,
  );
}

/** The three per-day lists (each with every day of the range) side by side, in date order. */
function dailySeries(
  money: MoneyRow[],
  made: CountRow[],
  issued: { date: string | null; n: Figure }[],
): ReportSummary['daily'] {
  const byDate = <Row extends { date: string | null }>(list: Row[]) =>
    new Map(list.filter((row) => row.date).map((row) => [row.date as string, row]));
  const madeByDate = byDate(made.filter((row) => row.grouping === DAY_ROW));
  const issuedByDate = byDate(issued);
  return money
    .filter((row) => row.grouping === DAY_ROW && row.date)
    .map((row) => ({
      date: row.date as string,
      revenue: Number(row.gross),
      bookings: Number(madeByDate.get(row.date as string)?.n ?? 0),
      certificates: Number(issuedByDate.get(row.date as string)?.n ?? 0),
    }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

// grouping(a, b) is a bit mask: 1 marks b rolled up, 2 marks a rolled up.
const GRAND_TOTAL = 3;
const BY_CLINIC = 1;
const BY_SERVICE = 2;

async function namesOf(db: Database, table: typeof clinics | typeof services, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const found = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(found.map((row) => [row.id, row.name]));
}

/** The report of a range: every figure from aggregate SQL, never from lists loaded into memory. */
export async function getReportSummary(db: Database, query: ReportQuery, now = new Date()): Promise<ReportSummary> {
  const range = rangeOf(query);
  const [money, made, places, issued] = await Promise.all([
    loadMoney(db, range),
    loadBookingCounts(db, range),
    loadExaminees(db, range),
    loadCertificates(db, range),
  ]);
  const daily = dailySeries(money, made, issued);

  const total = money.find((row) => row.grouping === GRAND_TOTAL);
  const gross = Number(total?.gross ?? 0);
  const refunds = Number(total?.refunds ?? 0);

  // In loadBookingCounts the mask has three bits: (clinic, service, status).
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  for (const row of made) if (row.grouping === 0b110 && row.key) byStatus[row.key as BookingStatus] = Number(row.n);

  const examineeTotal = places.find((row) => row.grouping === GRAND_TOTAL);

  const byType = Object.fromEntries(CERTIFICATE_TYPES.map((type) => [type, { valid: 0, revoked: 0 }])) as Record<
    CertificateType,
    { valid: number; revoked: number }
  >;
  for (const row of issued) if (row.type && row.status) byType[row.type][row.status] += Number(row.n);

  const groups = async (
    key: 'clinic_id' | 'service_id',
    masks: { money: number; made: number; places: number },
    table: typeof clinics | typeof services,
  ): Promise<ReportGroup[]> => {
    const entries = new Map<string, Omit<ReportGroup, 'name'>>();
    const entry = (id: string) => {
      const found = entries.get(id) ?? { id, revenue: 0, refunds: 0, bookings: 0, examinees: 0 };
      entries.set(id, found);
      return found;
    };
    for (const row of money) {
      const id = row[key];
      if (row.grouping !== masks.money || !id) continue;
      entry(id).revenue += Number(row.gross);
      entry(id).refunds += Number(row.refunds);
    }
    for (const row of made) {
      const id = row[key];
      if (row.grouping === masks.made && id) entry(id).bookings += Number(row.n);
    }
    for (const row of places) {
      const id = row[key];
      if (row.grouping === masks.places && id) entry(id).examinees += Number(row.n);
    }
    const names = await namesOf(db, table, [...entries.keys()]);
    return [...entries.values()]
      .map((group) => ({ ...group, name: names.get(group.id) ?? '' }))
      .sort((a, b) => b.revenue - a.revenue || b.bookings - a.bookings || a.name.localeCompare(b.name, 'th'));
  };

  const [clinicGroups, serviceGroups] = await Promise.all([
    groups('clinic_id', { money: BY_CLINIC, made: 0b011, places: BY_CLINIC }, clinics),
    groups('service_id', { money: BY_SERVICE, made: 0b101, places: BY_SERVICE }, services),
  ]);

  return {
    from: range.from,
    to: range.to,
    clinicId: range.clinicId,
    timeZone: CLINIC_TIME_ZONE,
    generatedAt: now.toISOString(),
    revenue: {
      gross,
      payments: Number(total?.gross_count ?? 0),
      refunds,
      refundCount: Number(total?.refund_count ?? 0),
      net: gross - refunds,
    },
    bookings: { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus },
    examinees: { booked: Number(examineeTotal?.n ?? 0), registered: Number(examineeTotal?.registered ?? 0) },
    certificates: {
      valid: Object.values(byType).reduce((sum, n) => sum + n.valid, 0),
      revoked: Object.values(byType).reduce((sum, n) => sum + n.revoked, 0),
      byType,
    },
    clinics: clinicGroups,
    services: serviceGroups,
    daily,
  };
}

/** The name of the clinic a report is narrowed to, for the workbook's heading; null for all clinics. */
export async function reportClinicName(db: Database, clinicId: string | undefined): Promise<string | null> {
  if (!clinicId) return null;
  return (await namesOf(db, clinics, [clinicId])).get(clinicId) ?? null;
}
