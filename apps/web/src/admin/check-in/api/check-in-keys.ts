/** Query keys of the front desk: one day's list per clinic, date and search. */
export const checkInKeys = {
  all: ['admin', 'check-in'] as const,
  days: () => [...checkInKeys.all, 'day'] as const,
  day: (search: string) => [...checkInKeys.days(), search] as const,
};
