import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { changePassword, login, logout, register, toUserDto, updateProfile } from './auth.service.ts';
import { getMessagePreferences, updateMessagePreferences } from './message-preferences.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

/** A route someone with a temporary password may still use: to see who they are, replace it, or leave. */
function temporaryPasswordAllowed<Route extends { config: object }>(route: Route): Route {
  return { ...route, config: { ...route.config, allowsTemporaryPassword: true } };
}

/** Sign-up, sign-in and a forgotten password: open to visitors. */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('registerAccount'),
    handler: async (request, reply) => {
      const data = await register(app.db, request.body, requestContext(request));
      return reply.code(201).send(ok(data));
    },
  });

  app.route({
    ...contractRoute('signIn'),
    handler: async (request) => ok(await login(app.db, request.body, requestContext(request), 'any')),
  });

  app.route({
    ...contractRoute('requestPasswordReset'),
    handler: async (request) => ok(await requestPasswordReset(app.db, request.body, requestContext(request))),
  });

  app.route({
    ...contractRoute('resetPassword'),
    handler: async (request) => ok(await resetPassword(app.db, request.body, requestContext(request))),
  });

  app.route({
    ...contractRoute('signInAdmin'),
    handler: async (request) => ok(await login(app.db, request.body, requestContext(request), 'admin')),
  });
};

/** The signed-in person's own account. */
export const authUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...temporaryPasswordAllowed(contractRoute('getCurrentUser')),
    handler: async (request) => ok({ user: toUserDto(signedIn(request).user) }),
  });

  app.route({
    ...temporaryPasswordAllowed(contractRoute('getMyProfile')),
    handler: async (request) => ok(toUserDto(signedIn(request).user)),
  });

  app.route({
    ...contractRoute('updateMyProfile'),
    handler: async (request) =>
      ok(await updateProfile(app.db, signedIn(request).user.id, request.body, requestContext(request))),
  });

  app.route({
    ...temporaryPasswordAllowed(contractRoute('signOut')),
    handler: async (request) => {
      await logout(app.db, signedIn(request).sessionId);
      return ok(null);
    },
  });

  app.route({
    ...temporaryPasswordAllowed(contractRoute('changePassword')),
    handler: async (request) => {
      await changePassword(app.db, signedIn(request), request.body, requestContext(request));
      return ok(null);
    },
  });

  app.route({
    ...contractRoute('getMyMessagePreferences'),
    handler: async (request) => ok(await getMessagePreferences(app.db, signedIn(request).user.id)),
  });

  app.route({
    ...contractRoute('updateMyMessagePreferences'),
    handler: async (request) =>
      ok(await updateMessagePreferences(app.db, signedIn(request).user.id, request.body, requestContext(request))),
  });
};

/** Behind requireAdmin. */
export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('getCurrentAdmin'),
    handler: async (request) => ok({ user: toUserDto(signedIn(request).user) }),
  });
};
