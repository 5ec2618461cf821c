import { HealthSchema, LivenessSchema, ReadinessSchema } from '../health.ts';
import { defineRouteSchemas } from './define.ts';
import type { healthRoutes } from './health.ts';

export const healthRouteSchemas = defineRouteSchemas<typeof healthRoutes>()({
  getHealth: {
    tag: 'health',
    summary: 'ready when the database answers (503 otherwise)',
    response: HealthSchema,
  },
  getLiveness: {
    tag: 'health',
    summary: 'liveness: the process answers, without touching the database, even while it sheds load',
    response: LivenessSchema,
  },
  getReadiness: {
    tag: 'health',
    summary: 'readiness: 503 while the database is unreachable, the process is shutting down or shedding load',
    response: ReadinessSchema,
  },
  getMetrics: {
    tag: 'health',
    summary:
      'Prometheus text format, for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`; 404 when METRICS_TOKEN is unset, 401 with a missing or wrong token',
    file: 'text/plain',
  },
});
