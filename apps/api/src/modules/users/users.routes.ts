import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  createUserByAdmin,
  getUserDetail,
  issueTemporaryPassword,
  listUsers,
  updateUserByAdmin,
} from './users.service.ts';

/** Behind requireAdmin. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listUsers'),
    handler: async (request) => ok(await listUsers(app.db, request.query)),
  });

  app.route({
    ...contractRoute('createUser'),
    handler: async (request, reply) => {
      const data = await createUserByAdmin(app.db, signedIn(request).user.id, request.body, requestContext(request));
      return reply.code(201).send(ok(data));
    },
  });

  app.route({
    ...contractRoute('getUser'),
    handler: async (request) => ok(await getUserDetail(app.db, signedIn(request).user, request.params.id)),
  });

  app.route({
    ...contractRoute('updateUser'),
    handler: async (request) =>
      ok(
        await updateUserByAdmin(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  });

  app.route({
    ...contractRoute('issueTemporaryPassword'),
    handler: async (request) =>
      ok(await issueTemporaryPassword(app.db, signedIn(request), request.params.id, requestContext(request))),
  });
};
