import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { listAuditLog } from './audit.service.ts';

/** Behind requireAdmin. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listAuditLog'),
    handler: async (request) => ok(await listAuditLog(app.db, request.query)),
  });
};
