import { defineRoutes } from './define.ts';

/** Where the users routes are (zod-free; the schemas are in users.schemas.ts). */
export const usersRoutes = defineRoutes({});
