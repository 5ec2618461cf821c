import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { getDashboard } from './dashboard.service.ts';

/** Admin: the staff's home screen in one request. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('getDashboard'),
    handler: async () => ok(await getDashboard(app.db)),
  });
};
