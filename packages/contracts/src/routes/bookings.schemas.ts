import type { bookingsRoutes } from './bookings.ts';
import { defineRouteSchemas } from './define.ts';

export const bookingsRouteSchemas = defineRouteSchemas<typeof bookingsRoutes>()({});
