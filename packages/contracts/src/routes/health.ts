import { defineRoutes } from './define.ts';

/**
 * Where the health routes are (zod-free; the schemas are in health.schemas.ts). Public: no session is
 * asked; metrics are guarded by their own bearer token (METRICS_TOKEN), checked by the route.
 */
export const healthRoutes = defineRoutes({
  getHealth: { method: 'GET', path: '/health', access: 'public' },
  getLiveness: { method: 'GET', path: '/health/live', access: 'public' },
  getReadiness: { method: 'GET', path: '/health/ready', access: 'public' },
  getMetrics: { method: 'GET', path: '/metrics', access: 'public' },
});
