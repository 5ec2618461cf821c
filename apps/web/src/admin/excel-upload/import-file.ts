import { IMPORT_LIMITS } from '@jongdee/contracts';
import { excelImportTexts as texts } from './texts.ts';

/** What the file picker offers; the server checks the bytes again (docs/product.md §7). */
export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Thai reason a file cannot be sent, or null: .xlsx by name (the server checks the content), not empty, ≤ 10 MB. */
export function importFileProblem(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return texts.fileNotXlsx;
  if (file.size === 0) return texts.fileEmpty;
  if (file.size > IMPORT_LIMITS.maxBytes) return texts.fileTooLarge;
  return null;
}
