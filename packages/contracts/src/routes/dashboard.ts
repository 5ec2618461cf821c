import { defineRoutes } from './define.ts';

/** Where the dashboard routes are (zod-free; the schemas are in dashboard.schemas.ts). */
export const dashboardRoutes = defineRoutes({
  getDashboard: { method: 'GET', path: '/admin/dashboard', access: 'admin' },
});
