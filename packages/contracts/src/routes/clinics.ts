import { defineRoutes } from './define.ts';

/** Where the clinics routes are (zod-free; the schemas are in clinics.schemas.ts). */
export const clinicsRoutes = defineRoutes({});
