import { CalendarQuerySchema, CalendarSchema } from '../calendar.ts';
import type { calendarRoutes } from './calendar.ts';
import { defineRouteSchemas } from './define.ts';

export const calendarRouteSchemas = defineRouteSchemas<typeof calendarRoutes>()({
  getCalendar: {
    tag: 'calendar',
    summary: 'ปฏิทินคลินิก: แต่ละวัน (เปิดหรือปิดพร้อมเหตุผล) แต่ละช่วงเวลา (รับได้ จองแล้ว และรายการจอง) ช่วงละไม่เกิน 42 วัน',
    query: CalendarQuerySchema,
    response: CalendarSchema,
  },
});
