import { EXAMINEES_MAX } from './bookings.labels.ts';
import { ImportErrorSchema } from './imports.ts';
import { z } from './thai-zod.ts';

/**
 * A customer adding many examinees at once (docs/product.md, "Customer bulk examinees"): rows pasted
 * from Excel or Google Sheets, or the staff's .xlsx template. At most a booking's worth of rows, a
 * paste a spreadsheet of that size fits in, and a file far larger than a filled template.
 */
export const EXAMINEE_IMPORT_LIMITS = {
  maxRows: EXAMINEES_MAX,
  maxTextChars: 100_000,
  maxBytes: 2 * 1024 * 1024,
} as const;

/** The pasted rows (JSON `{ text }`, or the multipart field `text`): tab-separated, one person a line. */
export const ExamineeImportTextSchema = z.object({
  text: z
    .string({ error: 'กรุณาวางรายชื่อที่คัดลอกจาก Excel หรือ Google Sheets' })
    .max(
      EXAMINEE_IMPORT_LIMITS.maxTextChars,
      `ข้อความที่วางยาวเกิน ${EXAMINEE_IMPORT_LIMITS.maxTextChars.toLocaleString('en-US')} ตัวอักษร กรุณาแบ่งวางเป็นหลายครั้ง`,
    ),
});
export type ExamineeImportText = z.input<typeof ExamineeImportTextSchema>;

/** Every row read and checked with the examinee form's rules; nothing written. */
export const ExamineeImportPreviewSchema = z.object({
  columns: z.array(z.object({ key: z.string(), header: z.string() })).describe('the template columns, in its order'),
  rows: z.array(
    z.object({
      row: z.number().int().describe('the line of the paste, or the Excel row (1 is the header)'),
      values: z.record(z.string(), z.string().nullable()).describe('as read: dates as yyyy-mm-dd'),
      valid: z.boolean(),
    }),
  ),
  errors: z.array(ImportErrorSchema),
  rowsTotal: z.number().int(),
  rowsValid: z.number().int(),
  examineeCount: z.number().int(),
  examineesFilled: z.number().int(),
  /** How many more people the booking takes now: examineeCount less those already filled in. */
  room: z.number().int(),
});
export type ExamineeImportPreview = z.infer<typeof ExamineeImportPreviewSchema>;
