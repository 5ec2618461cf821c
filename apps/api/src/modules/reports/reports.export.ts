import type { ReportGroup, ReportSummary } from '@jongdee/contracts';
import { BOOKING_STATUSES, CERTIFICATE_TYPES } from '@jongdee/contracts';
import { formatThaiDate, formatThaiDateTime, satangToBaht } from '@jongdee/contracts/thai-format';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../lib/excel/exceljs.ts';
import { neutraliseFormula } from '../../lib/excel/xlsx-export.ts';
import { beDateStamp } from '../../lib/human-numbers.ts';
import { reportExportTexts as texts } from './reports.texts.ts';

const BAHT = '#,##0.00';
const COUNT = '#,##0';

// Dates are text (`23 พ.ย. 2569`): a Buddhist-Era date reads the same in every spreadsheet program.
// Money is a baht number, in a cell formatted with two decimals.

type Cell = string | number | null;

/** A sheet with a bold, frozen header row; every string cell neutralised against formula injection. */
function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: { header: string; width: number; numberFormat?: string }[],
  rows: Cell[][],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: neutraliseFormula(column.header), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(row.map((value) => (typeof value === 'string' ? neutraliseFormula(value) : value)));
  columns.forEach((column, index) => {
    if (column.numberFormat) sheet.getColumn(index + 1).numFmt = column.numberFormat;
  });
  return sheet;
}

function summaryRows(summary: ReportSummary, clinicName: string | null): { rows: Cell[][]; money: number[] } {
  const s = texts.summary;
  const rows: Cell[][] = [
    [s.from, formatThaiDate(summary.from), null],
    [s.to, formatThaiDate(summary.to), null],
    [s.clinic, clinicName ?? s.allClinics, null],
    [s.generatedAt, formatThaiDateTime(summary.generatedAt), null],
  ];
  const money: number[] = [];
  const addMoney = (label: string, satang: number) => {
    rows.push([label, satangToBaht(satang), s.baht]);
    money.push(rows.length + 1);
  };
  addMoney(s.revenue, summary.revenue.gross);
  rows.push([s.payments, summary.revenue.payments, s.count]);
  addMoney(s.refunds, summary.revenue.refunds);
  rows.push([s.refundCount, summary.revenue.refundCount, s.count]);
  addMoney(s.net, summary.revenue.net);
  rows.push([s.bookings, summary.bookings.total, s.count]);
  for (const status of BOOKING_STATUSES)
    rows.push([s.bookingStatus(status), summary.bookings.byStatus[status], s.count]);
  rows.push([s.examineesBooked, summary.examinees.booked, s.people]);
  rows.push([s.examineesRegistered, summary.examinees.registered, s.people]);
  rows.push([s.certificatesValid, summary.certificates.valid, s.certificates]);
  rows.push([s.certificatesRevoked, summary.certificates.revoked, s.certificates]);
  for (const type of CERTIFICATE_TYPES)
    for (const status of ['valid', 'revoked'] as const)
      rows.push([s.certificateType(type, status), summary.certificates.byType[type][status], s.certificates]);
  return { rows, money };
}

function groupRows(groups: ReportGroup[]): Cell[][] {
  const rows: Cell[][] = groups.map((group) => [
    group.name,
    satangToBaht(group.revenue),
    satangToBaht(group.refunds),
    satangToBaht(group.revenue - group.refunds),
    group.bookings,
    group.examinees,
  ]);
  const sum = (field: 'revenue' | 'refunds' | 'bookings' | 'examinees') =>
    groups.reduce((total, group) => total + group[field], 0);
  rows.push([
    texts.groups.total,
    satangToBaht(sum('revenue')),
    satangToBaht(sum('refunds')),
    satangToBaht(sum('revenue') - sum('refunds')),
    sum('bookings'),
    sum('examinees'),
  ]);
  return rows;
}

const groupColumns = (first: string) => {
  const g = texts.groups;
  return [
    { header: first, width: 36 },
    { header: g.revenue, width: 16, numberFormat: BAHT },
    { header: g.refunds, width: 16, numberFormat: BAHT },
    { header: g.net, width: 16, numberFormat: BAHT },
    { header: g.bookings, width: 12, numberFormat: COUNT },
    { header: g.examinees, width: 18, numberFormat: COUNT },
  ];
};

/**
 * The report as an .xlsx: สรุป (totals), รายคลินิก, รายบริการ, รายวัน. Thai headers, amounts in baht
 * with two decimals (from satang), Buddhist-Era dates as text.
 */
export async function writeReportWorkbook(
  summary: ReportSummary,
  clinicName: string | null,
): Promise<{ fileName: string; buffer: Buffer }> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'JongDee';
  const s = texts.summary;
  const { rows, money } = summaryRows(summary, clinicName);
  const sheet = addSheet(
    workbook,
    texts.sheets.summary,
    [
      { header: s.item, width: 48 },
      { header: s.value, width: 22, numberFormat: COUNT },
      { header: s.unit, width: 10 },
    ],
    rows,
  );
  for (const row of money) sheet.getCell(row, 2).numFmt = BAHT;
  addSheet(workbook, texts.sheets.clinics, groupColumns(texts.groups.clinic), groupRows(summary.clinics));
  addSheet(workbook, texts.sheets.services, groupColumns(texts.groups.service), groupRows(summary.services));
  const d = texts.daily;
  addSheet(
    workbook,
    texts.sheets.daily,
    [
      { header: d.date, width: 16 },
      { header: d.revenue, width: 16, numberFormat: BAHT },
      { header: d.bookings, width: 12, numberFormat: COUNT },
      { header: d.certificates, width: 14, numberFormat: COUNT },
    ],
    summary.daily.map((day) => [formatThaiDate(day.date), satangToBaht(day.revenue), day.bookings, day.certificates]),
  );
  return {
    fileName: texts.fileName(beDateStamp(summary.from), beDateStamp(summary.to)),
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
