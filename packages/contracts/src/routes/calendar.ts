import { defineRoutes } from './define.ts';

/** Where the calendar routes are (zod-free; the schemas are in calendar.schemas.ts). */
export const calendarRoutes = defineRoutes({
  getCalendar: { method: 'GET', path: '/admin/calendar', access: 'admin' },
});
