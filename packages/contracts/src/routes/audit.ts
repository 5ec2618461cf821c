import { defineRoutes } from './define.ts';

/** Where the audit routes are (zod-free; the schemas are in audit.schemas.ts). */
export const auditRoutes = defineRoutes({
  listAuditLog: { method: 'GET', path: '/admin/audit-log', access: 'admin' },
});
