import { defineRouteSchemas } from './define.ts';
import type { importsRoutes } from './imports.ts';

export const importsRouteSchemas = defineRouteSchemas<typeof importsRoutes>()({});
