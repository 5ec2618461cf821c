import { loadExcelJs } from './exceljs.ts';

/**
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return)
 * gets a leading apostrophe, so exported data can never become code (docs/security.md §5).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type ExportColumn<Row> = {
  header: string;
  width: number;
  value: (row: Row) => string | number | Date | null;
  numberFormat?: string;
};

/** One sheet with a bold, frozen header row; every string cell neutralised. */
export async function writeWorkbook<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: Row[],
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'JongDee';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'string' ? neutraliseFormula(value) : value;
      }),
    );
  }
  columns.forEach((column, index) => {
    if (column.numberFormat) sheet.getColumn(index + 1).numFmt = column.numberFormat;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
