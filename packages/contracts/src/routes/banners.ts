import { defineRoutes } from './define.ts';

/** Where the banners routes are (zod-free; the schemas are in banners.schemas.ts). */
export const bannersRoutes = defineRoutes({});
