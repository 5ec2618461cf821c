import { defineRouteSchemas } from './define.ts';
import type { searchRoutes } from './search.ts';

export const searchRouteSchemas = defineRouteSchemas<typeof searchRoutes>()({});
