/** Query keys of the Excel import screen: the history of imports, by its query string. */
export const adminImportKeys = {
  all: ['admin', 'excel-imports'] as const,
  lists: () => [...adminImportKeys.all, 'list'] as const,
  list: (search: string) => [...adminImportKeys.lists(), search] as const,
  bookingSearch: (q: string) => [...adminImportKeys.all, 'booking-search', q] as const,
};
