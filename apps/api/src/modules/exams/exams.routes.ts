import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { getResultForm, listResultWork, saveResult } from './exams.service.ts';

/** Staff: the clinic's results worklist and the result form. */
export const examsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listResultWork'),
    handler: async (request) => ok(await listResultWork(app.db, request.query)),
  });

  app.route({
    ...contractRoute('getResultForm'),
    handler: async (request) =>
      ok(await getResultForm(app.db, signedIn(request).user, request.params.examineeId, requestContext(request))),
  });

  app.route({
    ...contractRoute('saveResult'),
    handler: async (request) =>
      ok(
        await saveResult(
          app.db,
          signedIn(request).user,
          request.params.examineeId,
          request.body,
          requestContext(request),
        ),
      ),
  });
};
