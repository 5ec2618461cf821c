import { HealthSchema } from '../health.ts';
import { defineRouteSchemas } from './define.ts';
import type { healthRoutes } from './health.ts';

export const healthRouteSchemas = defineRouteSchemas<typeof healthRoutes>()({
  getHealth: {
    tag: 'health',
    summary: 'ready when the database answers (503 otherwise)',
    response: HealthSchema,
  },
});
