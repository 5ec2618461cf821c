import type { RouteInput } from '../../../api/client.ts';

/** Query keys of the Excel import screen: the history of imports, by its query. */
export const adminImportKeys = {
  all: ['admin', 'excel-imports'] as const,
  lists: () => [...adminImportKeys.all, 'list'] as const,
  list: (query: RouteInput<'listImports'>['query']) => [...adminImportKeys.lists(), query] as const,
  bookingSearch: (q: string) => [...adminImportKeys.all, 'booking-search', q] as const,
};
