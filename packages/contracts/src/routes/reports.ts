import { defineRoutes } from './define.ts';

/** Where the reports routes are (zod-free; the schemas are in reports.schemas.ts). */
export const reportsRoutes = defineRoutes({
  getReportSummary: { method: 'GET', path: '/admin/reports/summary', access: 'admin' },
  exportReport: { method: 'GET', path: '/admin/reports/export', access: 'admin' },
});
