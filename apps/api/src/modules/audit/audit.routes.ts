import { AuditLogPageSchema, AuditLogQuerySchema, successEnvelope } from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { listAuditLog } from './audit.service.ts';

/** Under /api/admin, behind requireAdmin. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary: 'บันทึกการใช้งาน: ค้นหาตามผู้ทำรายการ ประเภทข้อมูล การกระทำ และช่วงวันที่ ใหม่สุดก่อน',
        querystring: AuditLogQuerySchema,
        response: { 200: successEnvelope(AuditLogPageSchema) },
      },
    },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );
};
