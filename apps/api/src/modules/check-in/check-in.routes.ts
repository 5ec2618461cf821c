import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { checkInExaminees, listCheckInDay, undoCheckIn } from './check-in.service.ts';

/** Staff at the front desk: the day's bookings, checking examinees in, and undoing a mistaken tap. */
export const checkInAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listCheckInDay'),
    handler: async (request) => ok(await listCheckInDay(app.db, request.query)),
  });

  app.route({
    ...contractRoute('checkInExaminees'),
    handler: async (request) =>
      ok(
        await checkInExaminees(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  });

  app.route({
    ...contractRoute('undoCheckIn'),
    handler: async (request) =>
      ok(
        await undoCheckIn(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.params.examineeId,
          requestContext(request),
        ),
      ),
  });
};
