import { BookingSchema } from '../bookings.ts';
import { IdParamsSchema } from '../common.ts';
import { EXAMINEE_IMPORT_LIMITS, ExamineeImportPreviewSchema } from '../examinee-import.ts';
import { defineRouteSchemas } from './define.ts';
import type { examineeImportRoutes } from './examinee-import.ts';

const tag = 'bookings';
const input = `multipart: ช่อง text (แถวที่คัดลอกจาก Excel คั่นด้วยแท็บ) หรือไฟล์ .xlsx ในช่อง file (ไม่เกิน ${EXAMINEE_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB) หรือ JSON { text } — ไม่เกิน ${EXAMINEE_IMPORT_LIMITS.maxRows} แถว`;

export const examineeImportRouteSchemas = defineRouteSchemas<typeof examineeImportRoutes>()({
  getExamineeImportTemplate: {
    tag,
    summary: 'แบบฟอร์ม Excel รายชื่อผู้เข้าตรวจของการจองนี้ (แบบเดียวกับที่เจ้าหน้าที่ใช้)',
    params: IdParamsSchema,
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  previewExamineeImport: {
    tag,
    summary: `ตรวจรายชื่อผู้เข้าตรวจหลายคนก่อนบันทึก ทุกแถวตามกฎของแบบฟอร์ม ยังไม่บันทึก (${input})`,
    params: IdParamsSchema,
    // Either form is read by the route itself (examinee-import.routes.ts#readImportInput).
    body: 'multipart',
    response: ExamineeImportPreviewSchema,
  },
  commitExamineeImport: {
    tag,
    summary: `บันทึกรายชื่อทั้งหมดในครั้งเดียว หรือไม่บันทึกเลยถ้ามีแถวผิด ไม่เกินจำนวนที่จอง (${input})`,
    params: IdParamsSchema,
    body: 'multipart',
    response: BookingSchema,
    status: 201,
  },
});
