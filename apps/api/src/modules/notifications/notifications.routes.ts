import {
  IdParamsSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSchema,
  ReadAllResultSchema,
  successEnvelope,
  UnreadCountSchema,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { signedIn } from '../../plugins/auth.ts';
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** My notifications, newest first. */
export const notificationsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        querystring: NotificationListQuerySchema,
        response: { 200: successEnvelope(NotificationPageSchema) },
      },
    },
    async (request) => ok(await listNotifications(app.db, signedIn(request).user.id, request.query)),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { tags, security, response: { 200: successEnvelope(UnreadCountSchema) } } },
    async (request) => ok({ count: await countUnread(app.db, signedIn(request).user.id) }),
  );

  app.patch(
    '/notifications/:id/read',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: successEnvelope(NotificationSchema) } } },
    async (request) => ok(await markRead(app.db, signedIn(request).user.id, request.params.id)),
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, security, response: { 200: successEnvelope(ReadAllResultSchema) } } },
    async (request) => ok({ updated: await markAllRead(app.db, signedIn(request).user.id) }),
  );
};
