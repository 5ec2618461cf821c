import { defineRoutes } from './define.ts';

/** Where the search routes are (zod-free; the schemas are in search.schemas.ts). */
export const searchRoutes = defineRoutes({});
