/** The dashboard's own reads of the booking data (counts by status, the banners). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  bookingStats: () => [...dashboardKeys.all, 'booking-stats'] as const,
};
