import { defineRoutes } from './define.ts';

/** Where the imports routes are (zod-free; the schemas are in imports.schemas.ts). */
export const importsRoutes = defineRoutes({
  getImportTemplate: { method: 'GET', path: '/admin/excel-imports/template', access: 'admin' },
  previewImport: { method: 'POST', path: '/admin/excel-imports/preview', access: 'admin' },
  commitImport: { method: 'POST', path: '/admin/excel-imports/:id/commit', access: 'admin' },
  listImports: { method: 'GET', path: '/admin/excel-imports', access: 'admin' },
});
