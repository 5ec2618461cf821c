import type { calendarRoutes } from './calendar.ts';
import { defineRouteSchemas } from './define.ts';

export const calendarRouteSchemas = defineRouteSchemas<typeof calendarRoutes>()({});
