import { defineRoutes } from './define.ts';

/** Where the certificates routes are (zod-free; the schemas are in certificates.schemas.ts). */
export const certificatesRoutes = defineRoutes({});
