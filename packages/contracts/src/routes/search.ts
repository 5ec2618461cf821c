import { defineRoutes } from './define.ts';

/** Where the search routes are (zod-free; the schemas are in search.schemas.ts). */
export const searchRoutes = defineRoutes({
  // Role-aware: a user searches their own records, an admin everyone's.
  searchRecords: { method: 'POST', path: '/search', access: 'user' },
  getSearchFilters: { method: 'GET', path: '/search/filters', access: 'user' },
  getSearchStats: { method: 'GET', path: '/search/stats', access: 'user' },
});
