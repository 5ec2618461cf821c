import { defineRoutes } from './define.ts';

/** Where the payments routes are (zod-free; the schemas are in payments.schemas.ts). */
export const paymentsRoutes = defineRoutes({});
