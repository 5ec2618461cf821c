import type ExcelJS from 'exceljs';

/**
 * exceljs, with the ~300 modules it brings (jszip, archiver, unzipper, es-abstract…), is loaded by the
 * first spreadsheet read or written, not at start: most processes never make one (issue 14).
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
