import { defineRoutes } from './define.ts';

/** A customer's many examinees at once, pasted or as the .xlsx template (zod-free; schemas in examinee-import.schemas.ts). */
export const examineeImportRoutes = defineRoutes({
  // The owner's booking, or any for an admin: scoped by the service, another's answers 404.
  getExamineeImportTemplate: { method: 'GET', path: '/bookings/:id/examinees/import/template', access: 'user' },
  previewExamineeImport: { method: 'POST', path: '/bookings/:id/examinees/import/preview', access: 'user' },
  commitExamineeImport: { method: 'POST', path: '/bookings/:id/examinees/import/commit', access: 'user' },
});
