import { defineRoutes } from './define.ts';

/** Where the health routes are (zod-free; the schemas are in health.schemas.ts). */
export const healthRoutes = defineRoutes({
  getHealth: { method: 'GET', path: '/health', access: 'public' },
});
