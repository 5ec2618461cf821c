import { defineRouteSchemas } from './define.ts';
import type { healthRoutes } from './health.ts';

export const healthRouteSchemas = defineRouteSchemas<typeof healthRoutes>()({});
