import { defineRouteSchemas } from './define.ts';
import type { usersRoutes } from './users.ts';

export const usersRouteSchemas = defineRouteSchemas<typeof usersRoutes>()({});
