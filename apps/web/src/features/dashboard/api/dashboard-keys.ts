/** The dashboard's own reads of the booking data (counts by status, the next appointments). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  bookingStats: () => [...dashboardKeys.all, 'booking-stats'] as const,
  upcoming: (today: string, limit: number) => [...dashboardKeys.all, 'upcoming', { today, limit }] as const,
};
