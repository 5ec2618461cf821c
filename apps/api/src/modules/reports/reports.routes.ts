import { ReportQuerySchema, ReportSummarySchema, successEnvelope } from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { writeReportWorkbook } from './reports.export.ts';
import { getReportSummary, reportClinicName } from './reports.service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** Under /api/admin: revenue, bookings, examinees and certificates of a range of Bangkok days. */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/summary',
    {
      schema: {
        tags,
        security,
        summary:
          'รายงานช่วงวันที่ (ไม่เกิน 366 วัน): รายได้ คืนเงิน การจองตามสถานะ ผู้เข้ารับการตรวจ ใบรับรองตามประเภท รายคลินิก รายบริการ และรายวัน',
        querystring: ReportQuerySchema,
        response: { 200: successEnvelope(ReportSummarySchema) },
      },
    },
    async (request) => ok(await getReportSummary(app.db, request.query)),
  );

  app.get(
    '/reports/export',
    {
      schema: {
        tags,
        security,
        summary: 'ส่งออกรายงานช่วงวันที่เป็น Excel: แผ่นงาน สรุป รายคลินิก รายบริการ รายวัน',
        querystring: ReportQuerySchema,
      },
    },
    async (request, reply) => {
      const [summary, clinicName] = await Promise.all([
        getReportSummary(app.db, request.query),
        reportClinicName(app.db, request.query.clinicId),
      ]);
      const { fileName, buffer } = await writeReportWorkbook(summary, clinicName);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(buffer);
    },
  );
};
