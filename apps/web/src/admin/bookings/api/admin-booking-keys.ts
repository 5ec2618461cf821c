/** Query keys of the customers an admin books for (the bookings themselves use the booking feature's keys). */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  search: (q: string) => [...adminUserKeys.all, 'search', q] as const,
};
