import { CertificateTypeSchema } from './clinics.ts';
import { IsoDateSchema, listQuerySchema, pageOf, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

export const IMPORT_KINDS = ['examinees', 'examination_results'] as const;
export const ImportKindSchema = z.enum(IMPORT_KINDS, 'กรุณาเลือกประเภทข้อมูลที่นำเข้า');
export type ImportKind = z.infer<typeof ImportKindSchema>;
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  examinees: 'รายชื่อผู้เข้ารับการตรวจของการจอง',
  examination_results: 'ผลการตรวจสุขภาพ',
};

export const IMPORT_STATUSES = ['previewed', 'committed', 'failed'] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export const IMPORT_STATUS_LABELS: Record<(typeof IMPORT_STATUSES)[number], string> = {
  previewed: 'ตรวจสอบแล้ว ยังไม่บันทึก',
  committed: 'บันทึกแล้ว',
  failed: 'บันทึกไม่สำเร็จ',
};

/** .xlsx only, ≤ 10 MB, ≤ 5,000 rows (docs/product.md §7). */
export const IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 5000 } as const;

/**
 * Which template: examinees of one booking, or results of one certificate type (the columns follow the
 * form's items). The results of a clinic's day may span several bookings; each row names its booking.
 */
export const ImportTemplateQuerySchema = z
  .object({
    kind: ImportKindSchema,
    bookingId: z.uuid().optional(),
    clinicId: z.uuid().optional(),
    certificateType: CertificateTypeSchema.optional(),
  })
  .refine((query) => query.kind !== 'examination_results' || query.certificateType !== undefined, {
    message: 'กรุณาเลือกประเภทใบรับรองของแบบฟอร์มผลตรวจ',
    path: ['certificateType'],
  });

/** The text fields of a preview upload (multipart, with the file in `file`). */
export const ImportPreviewFieldsSchema = z
  .object({
    kind: ImportKindSchema,
    bookingId: z.uuid('รหัสการจองไม่ถูกต้อง').optional(),
    clinicId: z.uuid('รหัสคลินิกไม่ถูกต้อง').optional(),
    date: IsoDateSchema.optional().describe('the clinic day whose results are imported'),
    certificateType: CertificateTypeSchema.optional(),
  })
  .superRefine((fields, context) => {
    if (fields.kind === 'examinees' && !fields.bookingId) {
      context.addIssue({ code: 'custom', path: ['bookingId'], message: 'กรุณาเลือกการจองที่จะนำเข้ารายชื่อ' });
    }
    if (fields.kind === 'examination_results' && (!fields.clinicId || !fields.certificateType)) {
      context.addIssue({
        code: 'custom',
        path: [fields.clinicId ? 'certificateType' : 'clinicId'],
        message: fields.clinicId ? 'กรุณาเลือกประเภทใบรับรอง' : 'กรุณาเลือกคลินิก',
      });
    }
  });
export type ImportPreviewFields = z.input<typeof ImportPreviewFieldsSchema>;

export const ImportErrorSchema = z.object({
  row: z.number().int().describe('the Excel row number (1 is the header)'),
  column: z.string().describe('the column header as in the template'),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const ImportSummarySchema = z.object({
  id: z.uuid(),
  kind: ImportKindSchema,
  fileName: z.string(),
  status: ImportStatusSchema,
  bookingId: z.uuid().nullable(),
  bookingNo: z.string().nullable(),
  clinicId: z.uuid().nullable(),
  clinicName: z.string().nullable(),
  certificateType: CertificateTypeSchema.nullable(),
  rowsTotal: z.number().int(),
  rowsValid: z.number().int(),
  errors: z.array(ImportErrorSchema),
  certificatesIssued: z.number().int(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  committedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
export const ImportPageSchema = pageOf(ImportSummarySchema);
export const ImportListQuerySchema = listQuerySchema(['createdAt'], 'createdAt').extend({
  kind: ImportKindSchema.optional(),
});

/** A preview: every row parsed and checked, nothing written; `rows` holds what will be saved. */
export const ImportPreviewSchema = ImportSummarySchema.extend({
  columns: z.array(z.object({ key: z.string(), header: z.string() })),
  rows: z.array(
    z.object({
      row: z.number().int(),
      values: z.record(z.string(), z.string().nullable()),
      valid: z.boolean(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const CommitImportBodySchema = z.object({
  issueCertificates: z.boolean().default(false).describe('results only: issue certificates for the imported examinees'),
});
export type CommitImportBody = z.input<typeof CommitImportBodySchema>;
