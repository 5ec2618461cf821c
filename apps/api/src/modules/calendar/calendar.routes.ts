import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { getCalendar } from './calendar.service.ts';

/** Admin: the clinics' days, slots and bookings for the calendar screen. */
export const calendarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('getCalendar'),
    handler: async (request) => ok(await getCalendar(app.db, request.query)),
  });
};
