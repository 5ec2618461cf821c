import type { auditRoutes } from './audit.ts';
import { defineRouteSchemas } from './define.ts';

export const auditRouteSchemas = defineRouteSchemas<typeof auditRoutes>()({});
