/** Query keys of the customer's payment screens: the lists, one booking's payments and what to pay it with. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (search: string) => [...paymentKeys.lists(), search] as const,
  bookings: () => [...paymentKeys.all, 'booking'] as const,
  /** Everything about paying one booking: its payments and PromptPay instructions (the booking: api/booking-keys.ts). */
  booking: (bookingId: string) => [...paymentKeys.bookings(), bookingId] as const,
  ofBooking: (bookingId: string) => [...paymentKeys.booking(bookingId), 'payments'] as const,
  promptPay: (bookingId: string) => [...paymentKeys.booking(bookingId), 'promptpay'] as const,
};
