import { defineRoutes } from './define.ts';

/** Where the bookings routes are (zod-free; the schemas are in bookings.schemas.ts). */
export const bookingsRoutes = defineRoutes({
  // A user's own bookings, an admin's all of them: one route, scoped by the service.
  listBookings: { method: 'GET', path: '/bookings', access: 'user' },
  getBooking: { method: 'GET', path: '/bookings/:id', access: 'user' },
  createBooking: { method: 'POST', path: '/bookings', access: 'user' },
  updateBooking: { method: 'PUT', path: '/bookings/:id', access: 'user' },
  cancelBooking: { method: 'PATCH', path: '/bookings/:id/cancel', access: 'user' },
  addExaminee: { method: 'POST', path: '/bookings/:id/examinees', access: 'user' },
  updateExaminee: { method: 'PUT', path: '/bookings/:id/examinees/:examineeId', access: 'user' },
  removeExaminee: { method: 'DELETE', path: '/bookings/:id/examinees/:examineeId', access: 'user' },
  // The seed's path, outside /admin, but an admin action guarded like every other.
  confirmBooking: { method: 'POST', path: '/bookings/:id/confirm', access: 'admin' },
  completeBooking: { method: 'POST', path: '/admin/bookings/:id/complete', access: 'admin' },
  getBookingAudit: { method: 'GET', path: '/admin/bookings/:id/audit', access: 'admin' },
  exportBookings: { method: 'GET', path: '/admin/bookings/export', access: 'admin' },
});
