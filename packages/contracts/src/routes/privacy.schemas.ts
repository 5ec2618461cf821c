import { defineRouteSchemas } from './define.ts';
import type { privacyRoutes } from './privacy.ts';

export const privacyRouteSchemas = defineRouteSchemas<typeof privacyRoutes>()({});
