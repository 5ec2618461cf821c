import type { certificatesRoutes } from './certificates.ts';
import { defineRouteSchemas } from './define.ts';

export const certificatesRouteSchemas = defineRouteSchemas<typeof certificatesRoutes>()({});
