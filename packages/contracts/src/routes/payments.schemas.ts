import { defineRouteSchemas } from './define.ts';
import type { paymentsRoutes } from './payments.ts';

export const paymentsRouteSchemas = defineRouteSchemas<typeof paymentsRoutes>()({});
