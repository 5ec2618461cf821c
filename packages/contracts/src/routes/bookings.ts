import { defineRoutes } from './define.ts';

/** Where the bookings routes are (zod-free; the schemas are in bookings.schemas.ts). */
export const bookingsRoutes = defineRoutes({});
