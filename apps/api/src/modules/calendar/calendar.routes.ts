import { CalendarQuerySchema, CalendarSchema, successEnvelope } from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { getCalendar } from './calendar.service.ts';

const tags = ['calendar'];
const security = [{ bearer: [] }];

/** Under /api/admin: the clinics' days, slots and bookings for the calendar screen. */
export const calendarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    {
      schema: {
        tags,
        security,
        summary: 'ปฏิทินคลินิก: แต่ละวัน (เปิดหรือปิดพร้อมเหตุผล) แต่ละช่วงเวลา (รับได้ จองแล้ว และรายการจอง) ช่วงละไม่เกิน 42 วัน',
        querystring: CalendarQuerySchema,
        response: { 200: successEnvelope(CalendarSchema) },
      },
    },
    async (request) => ok(await getCalendar(app.db, request.query)),
  );
};
