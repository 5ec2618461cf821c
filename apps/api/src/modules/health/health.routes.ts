import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.route({
    ...contractRoute('getHealth'),
    handler: async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return ok({
        status: 'ok' as const,
        database: app.databaseKind,
        version,
        uptimeSeconds: Math.floor(process.uptime()),
      });
    },
  });
};
