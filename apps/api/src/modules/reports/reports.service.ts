import {
  BOOKING_STATUSES,
  type BookingStatus,
  CERTIFICATE_TYPES,
  type CertificateType,
  REPORT_MAX_DAYS,
  type ReportGroup,
  type ReportQuery,
  type ReportSummary,
} from '@jongdee/contracts';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clinics, reportDaily, services } from '../../db/schema.ts';
import { CLINIC_TIME_ZONE } from '../../lib/clinic-time.ts';

type Range = { from: string; to: string; clinicId: string | null };

/** The figure columns of report_daily (and of report_daily_changes): every column but the day and place. */
const FIGURES = Object.values(getTableColumns(reportDaily))
  .map((column) => column.name)
  .filter((name) => !['day', 'clinic_id', 'service_id'].includes(name));

/** `made_<status>` for each booking status; `<type>_<valid|revoked>` for each certificate type. */
const madeKey = (status: BookingStatus) => `made_${status}`;
const issuedKey = (type: CertificateType, status: 'valid' | 'revoked') => `${type}_${status}`;
const MADE_COLUMNS = BOOKING_STATUSES.map(madeKey);
const ISSUED_COLUMNS = CERTIFICATE_TYPES.flatMap((type) => [issuedKey(type, 'valid'), issuedKey(type, 'revoked')]);
for (const name of [...MADE_COLUMNS, ...ISSUED_COLUMNS]) {
  if (!FIGURES.includes(name)) throw new Error(`report_daily has no column ${name}`);
}

/** `grouping` of a per-day row: not a GROUPING() mask, so day rows never mix with the grouping sets. */
const DAY_ROW = -1;
// grouping(clinic_id, service_id) is a bit mask: 1 marks the service rolled up, 2 the clinic.
const GRAND_TOTAL = 3;
const BY_CLINIC = 1;
const BY_SERVICE = 2;

type SumRow = {
  grouping: number;
  clinic_id: string | null;
  service_id: string | null;
  date: string | null;
} & Record<string, string | number>;

/**
 * Every figure of the range from the daily roll-up (migration 0009, decision 012): the folded days plus
 * the differences not folded yet, summed as a total, per clinic and per service (GROUPING SETS), and
 * per day of the range (generate_series, so a day without anything still has its row). A year is
 * ~18,000 rolled-up rows whatever the number of bookings behind them.
 */
async function loadFigures(db: Database, range: Range): Promise<SumRow[]> {
  const columns = sql.raw(FIGURES.map((column) => `"${column}"`).join(', '));
  const sums = sql.raw(FIGURES.map((column) => `coalesce(sum(f."${column}"), 0)::float8 as "${column}"`).join(', '));
  const where = sql`day between ${range.from}::date and ${range.to}::date${
    range.clinicId ? sql` and clinic_id = ${range.clinicId}::uuid` : sql``
  }`;
  const result = await db.execute(sql`
    with f as materialized (
      select day, clinic_id, service_id, ${columns} from report_daily where ${where}
      union all
      select day, clinic_id, service_id, ${columns} from report_daily_changes where ${where}
    )
    select grouping(f.clinic_id, f.service_id)::int as grouping, f.clinic_id, f.service_id, null::text as date, ${sums}
      from f
     group by grouping sets ((), (f.clinic_id), (f.service_id))
    union all
    select ${DAY_ROW}, null, null, to_char(d, 'YYYY-MM-DD'), ${sums}
      -- Capped at REPORT_MAX_DAYS rows even if a longer range got past validation.
      from generate_series(${range.from}::date, least(${range.to}::date, ${range.from}::date + ${REPORT_MAX_DAYS - 1}::int), interval '1 day') d
      left join f on f.day = d::date
     group by d`);
  return (result as unknown as { rows: SumRow[] }).rows;
}

const figure = (row: SumRow | undefined, column: string) => Number(row?.[column] ?? 0);
const sumOf = (row: SumRow | undefined, columns: string[]) =>
  columns.reduce((total, column) => total + figure(row, column), 0);

async function namesOf(db: Database, table: typeof clinics | typeof services, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const found = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(found.map((row) => [row.id, row.name]));
}

/** Per clinic or per service: what was paid, refunded, booked and attended; nothing-at-all groups left out. */
async function groupsOf(
  db: Database,
  rows: SumRow[],
  mask: number,
  key: 'clinic_id' | 'service_id',
  table: typeof clinics | typeof services,
): Promise<ReportGroup[]> {
  const groups = rows
    .filter((row) => row.grouping === mask && row[key])
    .map((row) => ({
      id: row[key] as string,
      revenue: figure(row, 'revenue'),
      refunds: figure(row, 'refunds'),
      bookings: sumOf(row, MADE_COLUMNS),
      examinees: figure(row, 'places'),
    }))
    .filter((group) => group.revenue || group.refunds || group.bookings || group.examinees);
  const names = await namesOf(
    db,
    table,
    groups.map((group) => group.id),
  );
  return groups
    .map((group) => ({ ...group, name: names.get(group.id) ?? '' }))
    .sort((a, b) => b.revenue - a.revenue || b.bookings - a.bookings || a.name.localeCompare(b.name, 'th'));
}

/** The report of a range: every figure from aggregate SQL over the daily roll-up, never from lists. */
export async function getReportSummary(db: Database, query: ReportQuery, now = new Date()): Promise<ReportSummary> {
  const range: Range = { from: query.from, to: query.to, clinicId: query.clinicId ?? null };
  const rows = await loadFigures(db, range);
  const total = rows.find((row) => row.grouping === GRAND_TOTAL);
  const gross = figure(total, 'revenue');
  const refunds = figure(total, 'refunds');

  const byStatus = Object.fromEntries(
    BOOKING_STATUSES.map((status) => [status, figure(total, madeKey(status))]),
  ) as Record<BookingStatus, number>;
  const byType = Object.fromEntries(
    CERTIFICATE_TYPES.map((type) => [
      type,
      { valid: figure(total, issuedKey(type, 'valid')), revoked: figure(total, issuedKey(type, 'revoked')) },
    ]),
  ) as Record<CertificateType, { valid: number; revoked: number }>;

  // One after the other: the caller may hand a transaction, whose queries cannot be sent together.
  const clinicGroups = await groupsOf(db, rows, BY_CLINIC, 'clinic_id', clinics);
  const serviceGroups = await groupsOf(db, rows, BY_SERVICE, 'service_id', services);

  return {
    from: range.from,
    to: range.to,
    clinicId: range.clinicId,
    timeZone: CLINIC_TIME_ZONE,
    generatedAt: now.toISOString(),
    revenue: {
      gross,
      payments: figure(total, 'payments'),
      refunds,
      refundCount: figure(total, 'refund_count'),
      net: gross - refunds,
    },
    bookings: { total: sumOf(total, MADE_COLUMNS), byStatus },
    examinees: { booked: figure(total, 'places'), registered: figure(total, 'registered') },
    certificates: {
      valid: CERTIFICATE_TYPES.reduce((sum, type) => sum + byType[type].valid, 0),
      revoked: CERTIFICATE_TYPES.reduce((sum, type) => sum + byType[type].revoked, 0),
      byType,
    },
    clinics: clinicGroups,
    services: serviceGroups,
    daily: rows
      .filter((row) => row.grouping === DAY_ROW && row.date)
      .map((row) => ({
        date: row.date as string,
        revenue: figure(row, 'revenue'),
        bookings: sumOf(row, MADE_COLUMNS),
        certificates: sumOf(row, ISSUED_COLUMNS),
      }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
  };
}

/** The name of the clinic a report is narrowed to, for the workbook's heading; null for all clinics. */
export async function reportClinicName(db: Database, clinicId: string | undefined): Promise<string | null> {
  if (!clinicId) return null;
  return (await namesOf(db, clinics, [clinicId])).get(clinicId) ?? null;
}
