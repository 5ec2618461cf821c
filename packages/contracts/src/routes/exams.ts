import { defineRoutes } from './define.ts';

/** Where the exams routes are (zod-free; the schemas are in exams.schemas.ts). */
export const examsRoutes = defineRoutes({});
