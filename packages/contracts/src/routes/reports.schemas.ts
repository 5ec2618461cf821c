import { ReportQuerySchema, ReportSummarySchema } from '../reports.ts';
import { defineRouteSchemas } from './define.ts';
import type { reportsRoutes } from './reports.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tag = 'reports';

export const reportsRouteSchemas = defineRouteSchemas<typeof reportsRoutes>()({
  getReportSummary: {
    tag,
    summary:
      'รายงานช่วงวันที่ (ไม่เกิน 366 วัน): รายได้ คืนเงิน การจองตามสถานะ ผู้เข้ารับการตรวจ ใบรับรองตามประเภท รายคลินิก รายบริการ และรายวัน',
    query: ReportQuerySchema,
    response: ReportSummarySchema,
  },
  exportReport: {
    tag,
    summary: 'ส่งออกรายงานช่วงวันที่เป็น Excel: แผ่นงาน สรุป รายคลินิก รายบริการ รายวัน',
    query: ReportQuerySchema,
    file: XLSX,
  },
});
