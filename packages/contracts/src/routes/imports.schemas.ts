import { IdParamsSchema } from '../common.ts';
import {
  CommitImportBodySchema,
  ImportListQuerySchema,
  ImportPageSchema,
  ImportPreviewSchema,
  ImportSummarySchema,
  ImportTemplateQuerySchema,
} from '../imports.ts';
import { defineRouteSchemas } from './define.ts';
import type { importsRoutes } from './imports.ts';

// The OpenAPI tag the Excel imports have always had.
const tag = 'excel-imports';

export const importsRouteSchemas = defineRouteSchemas<typeof importsRoutes>()({
  getImportTemplate: {
    tag,
    summary: 'ดาวน์โหลดแบบฟอร์ม Excel (หัวคอลัมน์ภาษาไทย แถวตัวอย่าง และรายการให้เลือก)',
    query: ImportTemplateQuerySchema,
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  previewImport: {
    tag,
    summary:
      'อัปโหลดไฟล์ .xlsx (multipart: kind, bookingId หรือ clinicId + certificateType, date?, file) ตรวจทุกแถว ยังไม่บันทึก',
    body: 'multipart',
    response: ImportPreviewSchema,
    status: 201,
  },
  commitImport: {
    tag,
    summary: 'บันทึกทุกแถวในครั้งเดียว (ทั้งหมดหรือไม่บันทึกเลย) เลือกออกใบรับรองให้ผลที่นำเข้าได้',
    params: IdParamsSchema,
    body: CommitImportBodySchema,
    response: ImportSummarySchema,
  },
  listImports: {
    tag,
    summary: 'ประวัติการนำเข้า',
    query: ImportListQuerySchema,
    response: ImportPageSchema,
  },
});
