import { defineRoutes } from './define.ts';

/** Where the auth routes are (zod-free; the schemas are in auth.schemas.ts). */
export const authRoutes = defineRoutes({});
