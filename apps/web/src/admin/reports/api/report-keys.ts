/** Query keys of /admin/reports: one summary per (from, to, clinic) query string. */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  summary: (search: string) => [...reportKeys.all, 'summary', search] as const,
};
