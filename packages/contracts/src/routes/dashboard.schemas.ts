import type { dashboardRoutes } from './dashboard.ts';
import { defineRouteSchemas } from './define.ts';

export const dashboardRouteSchemas = defineRouteSchemas<typeof dashboardRoutes>()({});
