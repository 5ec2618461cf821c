import type { authRoutes } from './auth.ts';
import { defineRouteSchemas } from './define.ts';

export const authRouteSchemas = defineRouteSchemas<typeof authRoutes>()({});
