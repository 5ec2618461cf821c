import { BOOKING_EXPORT_LIMIT } from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { writeBookingsWorkbook } from './bookings.export.ts';
import {
  addExaminee,
  bookingAuditTrail,
  cancelBooking,
  completeBooking,
  confirmBooking,
  createBooking,
  getBooking,
  listBookings,
  listBookingsForExport,
  removeExaminee,
  updateBooking,
  updateExaminee,
} from './bookings.service.ts';

/** Shared by users (their own bookings) and admins (all); the service scopes every query. */
export const bookingsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listBookings'),
    handler: async (request) => ok(await listBookings(app.db, signedIn(request).user, request.query)),
  });

  app.route({
    ...contractRoute('getBooking'),
    handler: async (request) =>
      ok(await getBooking(app.db, signedIn(request).user, request.params.id, requestContext(request))),
  });

  app.route({
    ...contractRoute('createBooking'),
    handler: async (request, reply) => {
      const booking = await createBooking(app.db, signedIn(request).user, request.body, requestContext(request));
      app.metrics.bookingsCreated.inc();
      return reply.code(201).send(ok(booking));
    },
  });

  app.route({
    ...contractRoute('updateBooking'),
    handler: async (request) =>
      ok(await updateBooking(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  });

  app.route({
    ...contractRoute('cancelBooking'),
    handler: async (request) =>
      ok(await cancelBooking(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  });

  app.route({
    ...contractRoute('addExaminee'),
    handler: async (request, reply) => {
      const booking = await addExaminee(
        app.db,
        signedIn(request).user,
        request.params.id,
        request.body,
        requestContext(request),
      );
      return reply.code(201).send(ok(booking));
    },
  });

  app.route({
    ...contractRoute('updateExaminee'),
    handler: async (request) =>
      ok(
        await updateExaminee(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.params.examineeId,
          request.body,
          requestContext(request),
        ),
      ),
  });

  app.route({
    ...contractRoute('removeExaminee'),
    handler: async (request) =>
      ok(
        await removeExaminee(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.params.examineeId,
          requestContext(request),
        ),
      ),
  });
};

/** Staff actions on a booking; the admin scope's guard lets only admins through. */
export const bookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The seed's path (POST /api/bookings/:id/confirm), kept, but guarded here like every admin action.
  app.route({
    ...contractRoute('confirmBooking'),
    handler: async (request) =>
      ok(
        await confirmBooking(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request)),
      ),
  });

  app.route({
    ...contractRoute('completeBooking'),
    handler: async (request) =>
      ok(await completeBooking(app.db, signedIn(request).user, request.params.id, requestContext(request))),
  });

  app.route({
    ...contractRoute('getBookingAudit'),
    handler: async (request) => ok(await bookingAuditTrail(app.db, request.params.id)),
  });

  app.route({
    ...contractRoute('exportBookings'),
    handler: async (request, reply) => {
      const rows = await listBookingsForExport(app.db, signedIn(request).user, request.query, BOOKING_EXPORT_LIMIT);
      const { fileName, buffer } = await writeBookingsWorkbook(rows);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(buffer);
    },
  });
};
