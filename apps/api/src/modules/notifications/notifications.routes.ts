import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.service.ts';

/** My notifications, newest first. */
export const notificationsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listNotifications'),
    handler: async (request) => ok(await listNotifications(app.db, signedIn(request).user.id, request.query)),
  });

  app.route({
    ...contractRoute('countUnreadNotifications'),
    handler: async (request) => ok({ count: await countUnread(app.db, signedIn(request).user.id) }),
  });

  app.route({
    ...contractRoute('markNotificationRead'),
    handler: async (request) => ok(await markRead(app.db, signedIn(request).user.id, request.params.id)),
  });

  app.route({
    ...contractRoute('markAllNotificationsRead'),
    handler: async (request) => ok({ updated: await markAllRead(app.db, signedIn(request).user.id) }),
  });
};
