import { AuditLogPageSchema, AuditLogQuerySchema } from '../audit.ts';
import type { auditRoutes } from './audit.ts';
import { defineRouteSchemas } from './define.ts';

export const auditRouteSchemas = defineRouteSchemas<typeof auditRoutes>()({
  listAuditLog: {
    tag: 'audit',
    summary: 'บันทึกการใช้งาน: ค้นหาตามผู้ทำรายการ ประเภทข้อมูล การกระทำ และช่วงวันที่ ใหม่สุดก่อน',
    query: AuditLogQuerySchema,
    response: AuditLogPageSchema,
  },
});
