/**
 * The bookings module's public face: its routes and other modules import from here only. The work is
 * split by concern: access (who may see and do what), queries (reads and DTOs), create, update,
 * examinees, transitions (cancel, confirm, complete, and the changes payments cause), capacity
 * (places in a slot) and trail (the owner's notification and the audit row of a write).
 */
export { allowedActions, findBookingForCaller } from './bookings.access.ts';
export { createBooking } from './bookings.create.ts';
export { addExaminee, addExaminees, removeExaminee, updateExaminee } from './bookings.examinees.ts';
export {
  type BookingFilters,
  type BookingListOptions,
  bookingAuditTrail,
  bookingStats,
  getBooking,
  listBookings,
  listBookingsForExport,
  readBooking,
} from './bookings.queries.ts';
export {
  applyPaymentToBooking,
  cancelBooking,
  completeBooking,
  confirmBooking,
} from './bookings.transitions.ts';
export { updateBooking } from './bookings.update.ts';
