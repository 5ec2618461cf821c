import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { writeReportWorkbook } from './reports.export.ts';
import { getReportSummary, reportClinicName } from './reports.service.ts';

/** Admin: revenue, bookings, examinees and certificates of a range of Bangkok days. */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('getReportSummary'),
    handler: async (request) => ok(await getReportSummary(app.db, request.query)),
  });

  app.route({
    ...contractRoute('exportReport'),
    handler: async (request, reply) => {
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
  });
};
