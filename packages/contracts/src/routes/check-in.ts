import { defineRoutes } from './define.ts';

/** Where the check-in routes are (zod-free; the schemas are in check-in.schemas.ts). */
export const checkInRoutes = defineRoutes({
  // The front desk on the appointment day: who arrived, and undoing a mistaken tap.
  listCheckInDay: { method: 'GET', path: '/admin/check-in', access: 'admin' },
  checkInExaminees: { method: 'POST', path: '/admin/bookings/:id/check-in', access: 'admin' },
  undoCheckIn: { method: 'DELETE', path: '/admin/bookings/:id/check-in/:examineeId', access: 'admin' },
});
