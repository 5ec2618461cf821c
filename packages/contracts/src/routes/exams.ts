import { defineRoutes } from './define.ts';

/** Where the exams routes are (zod-free; the schemas are in exams.schemas.ts). */
export const examsRoutes = defineRoutes({
  // Staff: the clinic's results worklist and the result form.
  listResultWork: { method: 'GET', path: '/admin/examination-results', access: 'admin' },
  getResultForm: { method: 'GET', path: '/admin/examination-results/examinee/:examineeId', access: 'admin' },
  saveResult: { method: 'PUT', path: '/admin/examination-results/examinee/:examineeId', access: 'admin' },
});
