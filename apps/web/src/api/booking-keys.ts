/**
 * Query keys of a booking, shared by every screen that shows one: the customer's booking and payment
 * screens and the admin's. One key per booking, so a change seen on one screen refreshes them all.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (search: string) => [...bookingKeys.lists(), search] as const,
  details: () => [...bookingKeys.all, 'detail'] as const,
  detail: (id: string) => [...bookingKeys.details(), id] as const,
  audit: (id: string) => [...bookingKeys.detail(id), 'audit'] as const,
};
