/** Query keys of the admin dashboard: one answer for the whole screen. */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};
