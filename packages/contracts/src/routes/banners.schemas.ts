import type { bannersRoutes } from './banners.ts';
import { defineRouteSchemas } from './define.ts';

export const bannersRouteSchemas = defineRouteSchemas<typeof bannersRoutes>()({});
