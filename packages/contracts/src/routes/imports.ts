import { defineRoutes } from './define.ts';

/** Where the imports routes are (zod-free; the schemas are in imports.schemas.ts). */
export const importsRoutes = defineRoutes({});
