import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken, sameToken } from '../../lib/bearer-token.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';

type Options = { version: string; metricsToken: string | undefined };

/** A readiness probe gives up well before a balancer's own timeout (commonly 2–5 s). */
const READY_PING_TIMEOUT_MS = 1_500;

async function pingWithin(ping: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  // A ping still running when the probe gives up settles later; it must not end as an unhandled rejection.
  ping.catch(() => undefined);
  try {
    await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health` (the seed's: the database answers), `/api/health/live` for a restart policy (the
 * process answers; no database call, and answered while load is shed), `/api/health/ready` for a
 * balancer or orchestrator (the database answers within the probe's time and the process is not
 * shutting down), and `/api/metrics` for Prometheus behind METRICS_TOKEN (docs/operations.md).
 */
export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { version, metricsToken }) => {
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

  const liveness = contractRoute('getLiveness');
  app.route({
    ...liveness,
    config: { ...liveness.config, answersUnderPressure: true },
    handler: async () => ok({ status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) }),
  });

  app.route({
    ...contractRoute('getReadiness'),
    handler: async (request) => {
      if (app.shuttingDown) throw new AppError('SERVICE_UNAVAILABLE');
      try {
        await pingWithin(pingDatabase(app.db), READY_PING_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return ok({ status: 'ready' as const, database: app.databaseKind });
    },
  });

  const metrics = contractRoute('getMetrics');
  app.route({
    ...metrics,
    // What is going on is most worth reading while load is shed.
    config: { ...metrics.config, answersUnderPressure: true },
    handler: async (request, reply) => {
      if (!metricsToken) throw new AppError('ROUTE_NOT_FOUND');
      const sent = bearerToken(request.headers.authorization);
      if (sent === null || !sameToken(sent, metricsToken)) {
        throw new AppError('METRICS_TOKEN_INVALID', { headers: { 'www-authenticate': 'Bearer' } });
      }
      const { contentType, text } = await app.metrics.render();
      return reply.header('content-type', contentType).send(text);
    },
  });
};
