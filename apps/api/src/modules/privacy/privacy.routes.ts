import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { completeDataRequest, getAdminDataRequest } from './privacy.erasure.ts';
import { exportFileName, exportMyData } from './privacy.export.ts';
import {
  changeConsent,
  createDataRequest,
  listDataRequests,
  myConsents,
  myDataRequests,
  rejectDataRequest,
} from './privacy.service.ts';

/** The signed-in person's rights under the PDPA: consents, a copy of their data, their requests. */
export const privacyUserRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  app.route({
    ...contractRoute('getMyConsents'),
    handler: async (request) => ok(await myConsents(app.db, signedIn(request).user.id)),
  });

  app.route({
    ...contractRoute('changeMyConsent'),
    handler: async (request) =>
      ok(await changeConsent(app.db, signedIn(request).user.id, request.body, requestContext(request))),
  });

  app.route({
    ...contractRoute('exportMyData'),
    handler: async (request, reply) => {
      const data = await exportMyData(app.db, signedIn(request), {
        ...requestContext(request),
        publicUrl: options.publicUrl,
      });
      return reply.header('content-disposition', `attachment; filename="${exportFileName()}"`).send(ok(data));
    },
  });

  app.route({
    ...contractRoute('listMyDataRequests'),
    handler: async (request) => ok(await myDataRequests(app.db, signedIn(request).user.id)),
  });

  app.route({
    ...contractRoute('createDataRequest'),
    handler: async (request, reply) => {
      const created = await createDataRequest(app.db, signedIn(request).user.id, request.body, requestContext(request));
      return reply.code(201).send(ok(created));
    },
  });
};

/** Behind requireAdmin: the clinic answers people's requests. */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listDataRequests'),
    handler: async (request) => ok(await listDataRequests(app.db, request.query)),
  });

  app.route({
    ...contractRoute('getDataRequest'),
    handler: async (request) => ok(await getAdminDataRequest(app.db, request.params.id)),
  });

  app.route({
    ...contractRoute('completeDataRequest'),
    handler: async (request) =>
      ok(
        await completeDataRequest(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  });

  app.route({
    ...contractRoute('rejectDataRequest'),
    handler: async (request) =>
      ok(
        await rejectDataRequest(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  });
};
