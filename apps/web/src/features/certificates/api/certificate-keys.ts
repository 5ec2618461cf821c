/** Query keys of certificates as customers and staff read them: one booking's, and one certificate. */
export const certificateKeys = {
  all: ['certificates'] as const,
  bookings: () => [...certificateKeys.all, 'booking'] as const,
  ofBooking: (bookingId: string) => [...certificateKeys.bookings(), bookingId] as const,
  details: () => [...certificateKeys.all, 'detail'] as const,
  detail: (id: string) => [...certificateKeys.details(), id] as const,
};
