import { defineRouteSchemas } from './define.ts';
import type { examsRoutes } from './exams.ts';

export const examsRouteSchemas = defineRouteSchemas<typeof examsRoutes>()({});
