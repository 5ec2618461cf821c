import { defineRouteSchemas } from './define.ts';
import type { reportsRoutes } from './reports.ts';

export const reportsRouteSchemas = defineRouteSchemas<typeof reportsRoutes>()({});
