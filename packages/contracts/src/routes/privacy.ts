import { defineRoutes } from './define.ts';

/** Where the privacy routes are (zod-free; the schemas are in privacy.schemas.ts). */
export const privacyRoutes = defineRoutes({});
