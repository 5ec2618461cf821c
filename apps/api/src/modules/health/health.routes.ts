import { HealthSchema, successEnvelope } from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'ready when the database answers (503 otherwise)',
        response: { 200: successEnvelope(HealthSchema) },
      },
    },
    async (request) => {
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
  );
};
