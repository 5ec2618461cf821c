import type { clinicsRoutes } from './clinics.ts';
import { defineRouteSchemas } from './define.ts';

export const clinicsRouteSchemas = defineRouteSchemas<typeof clinicsRoutes>()({});
