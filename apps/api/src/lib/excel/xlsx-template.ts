import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs.ts';
import { XLSX_CONTAINER_LIMITS } from './xlsx-container.ts';
import { IMPORT_LIMITS, type ImportColumn } from './xlsx-import.ts';

export type ImportTemplate = {
  /** The data sheet's tab name (≤ 31 characters, none of `[]:*?/\`). */
  sheetName: string;
  columns: ImportColumn[];
  /** Example rows under the headers, by column key. Default: one row of each column's `example`; `[]` for none. */
  exampleRows?: Array<Record<string, string | number | null>>;
  /** Lines for the "คำอธิบาย" sheet, before the standard ones. */
  instructions?: string[];
};

const maxRowsText = IMPORT_LIMITS.maxRows.toLocaleString('en-US');
const maxMegabytes = XLSX_CONTAINER_LIMITS.maxFileBytes / (1024 * 1024);

/** Every Thai string of the template, in one place for review and, later, translation. */
export const templateTexts = {
  instructionsSheet: 'คำอธิบาย',
  listsSheet: 'รายการ',
  instructionsTitle: 'วิธีกรอกแบบฟอร์ม',
  standardInstructions: [
    'กรอกข้อมูลในแผ่นงานแรก เริ่มที่แถวที่ 2 หนึ่งแถวต่อหนึ่งรายการ',
    'ห้ามแก้ไขหรือลบหัวคอลัมน์ในแถวที่ 1 คอลัมน์ที่มีเครื่องหมาย * ต้องกรอกทุกแถว',
    'แถวสีเทาเป็นตัวอย่าง กรุณาพิมพ์ทับหรือลบแถวนี้ก่อนส่งไฟล์',
    'วันที่พิมพ์เป็น วัน/เดือน/ปี พ.ศ. เช่น 23/11/2569 หรือ 23 พ.ย. 2569 ก็ได้',
    'คอลัมน์ที่มีรายการให้เลือก กรุณาเลือกจากรายการเท่านั้น',
    `กรอกได้ไม่เกิน ${maxRowsText} แถวต่อไฟล์ ขนาดไฟล์ไม่เกิน ${maxMegabytes} MB หากมากกว่านี้ให้แบ่งเป็นหลายไฟล์`,
    'บันทึกเป็นไฟล์ Excel (.xlsx) เท่านั้น สูตรคำนวณจะถูกอ่านเป็นค่าที่แสดงอยู่',
  ],
  columnsTitle: 'คอลัมน์ในแบบฟอร์ม',
  columnsHeader: ['คอลัมน์', 'ต้องกรอก', 'คำอธิบาย', 'ตัวอย่าง'],
  required: 'ต้องกรอก',
  optional: 'ไม่บังคับ',
  choices: (list: readonly string[]) => `เลือกจาก: ${list.join(', ')}`,
  exampleNote: 'แถวตัวอย่าง พิมพ์ทับหรือลบแถวนี้ได้',
  listErrorTitle: 'ค่าไม่อยู่ในรายการ',
  listError: 'กรุณาเลือกจากรายการที่กำหนด',
} as const;

/** Marks a required column's header; the reader ignores it when matching. */
export const REQUIRED_MARK = ' *';

/** Excel's limit for a list typed into the validation itself (`"a,b,c"`, quotes included). */
const INLINE_LIST_MAX_CHARS = 255;
const HEADER_FILL = 'FFDDEBF7';
const EXAMPLE_FONT_COLOR = 'FF8C8C8C';
const REQUIRED_MARK_COLOR = 'FFC00000';

/**
 * An import form generated on the server, so its headers always match what the reader expects:
 * bold Thai headers on a frozen row 1 (required ones marked `*`), grey example row(s) with a note,
 * drop-down lists on rows 2 … 5,001 (from a very hidden sheet when too long to type inline), text
 * format (`@`) on `text` and `date` columns so Excel keeps leading zeros and does not reinterpret
 * typed dates by the PC's locale, column widths, and a "คำอธิบาย" sheet.
 */
export async function buildImportTemplate(template: ImportTemplate): Promise<Buffer> {
  const { columns } = template;
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'JongDee';
  const sheet = workbook.addWorksheet(template.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const instructions = workbook.addWorksheet(templateTexts.instructionsSheet);
  let lists: ExcelJS.Worksheet | undefined;

  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width ?? defaultWidth(column);
    if (column.format) sheetColumn.numFmt = '@';
  });

  const header = sheet.getRow(1);
  header.height = 30;
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.required
      ? {
          richText: [
            { text: column.header, font: { bold: true } },
            { text: REQUIRED_MARK, font: { bold: true, color: { argb: REQUIRED_MARK_COLOR } } },
          ],
        }
      : column.header;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.alignment = { vertical: 'middle', wrapText: true };
    cell.border = { bottom: { style: 'thin' } };
    if (column.hint) cell.note = column.hint;
  });

  const examples = template.exampleRows ?? [Object.fromEntries(columns.map((column) => [column.key, column.example]))];
  examples.forEach((example, exampleIndex) => {
    const row = sheet.getRow(2 + exampleIndex);
    columns.forEach((column, index) => {
      const value = example[column.key];
      if (value === null || value === undefined) return;
      const cell = row.getCell(index + 1);
      // A text column keeps the example as text, exactly as a person should type it.
      cell.value = column.format ? String(value) : value;
      cell.font = { italic: true, color: { argb: EXAMPLE_FONT_COLOR } };
      if (column.format) cell.numFmt = '@';
    });
    if (exampleIndex === 0) row.getCell(1).note = templateTexts.exampleNote;
  });

  const lastDataRow = 1 + IMPORT_LIMITS.maxRows;
  columns.forEach((column, index) => {
    if (!column.list?.length) return;
    const letter = sheet.getColumn(index + 1).letter;
    let formula = `"${column.list.join(',')}"`;
    if (formula.length > INLINE_LIST_MAX_CHARS || column.list.some((item) => /[,"]/.test(item))) {
      lists ??= workbook.addWorksheet(templateTexts.listsSheet, { state: 'veryHidden' });
      const listSheet = lists;
      const listColumn = listSheet.getColumn(index + 1);
      column.list.forEach((item, itemIndex) => {
        listSheet.getCell(itemIndex + 1, index + 1).value = item;
      });
      formula = `'${templateTexts.listsSheet}'!$${listColumn.letter}$1:$${listColumn.letter}$${column.list.length}`;
    }
    rangeValidations(sheet).add(`${letter}2:${letter}${lastDataRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: templateTexts.listErrorTitle,
      error: templateTexts.listError,
      ...(column.hint ? { showInputMessage: true, prompt: column.hint.slice(0, INLINE_LIST_MAX_CHARS) } : {}),
    });
  });

  writeInstructions(instructions, template);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Wide enough for the header, the example and the longest choice; long text wraps past 40. */
function defaultWidth(column: ImportColumn): number {
  const texts = [`${column.header}${REQUIRED_MARK}`, String(column.example), ...(column.list ?? [])];
  return Math.min(40, Math.max(12, ...texts.map((text) => text.length + 4)));
}

/**
 * exceljs 4.4 writes a validation added for a whole range as one `sqref` (setting it cell by cell
 * would create 5,000 entries per column and merge them back on write), but does not declare
 * `dataValidations` on its Worksheet type.
 */
function rangeValidations(sheet: ExcelJS.Worksheet) {
  return (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } })
    .dataValidations;
}

function writeInstructions(sheet: ExcelJS.Worksheet, template: ImportTemplate): void {
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 12;
  sheet.getColumn(3).width = 70;
  sheet.getColumn(4).width = 24;

  const title = sheet.addRow([templateTexts.instructionsTitle]);
  title.font = { bold: true, size: 14 };
  [...(template.instructions ?? []), ...templateTexts.standardInstructions].forEach((line, index) => {
    const row = sheet.addRow([`${index + 1}. ${line}`]);
    sheet.mergeCells(row.number, 1, row.number, 4);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
  });

  sheet.addRow([]);
  sheet.addRow([templateTexts.columnsTitle]).font = { bold: true, size: 12 };
  const header = sheet.addRow([...templateTexts.columnsHeader]);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
  for (const column of template.columns) {
    const description = [column.hint, column.list?.length ? templateTexts.choices(column.list) : undefined]
      .filter(Boolean)
      .join('\n');
    const row = sheet.addRow([
      column.header,
      column.required ? templateTexts.required : templateTexts.optional,
      description,
      String(column.example),
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
    row.getCell(4).numFmt = '@';
  }
}
