import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/attachment.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { listMessages, messageEmlFile, retryMessage } from './admin-messages.service.ts';

/** Behind requireAdmin: the outbox as staff see it. `mailDir` is where the .eml channel writes. */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{ mailDir: string }> = async (app, { mailDir }) => {
  app.route({
    ...contractRoute('listMessages'),
    handler: async (request) => ok(await listMessages(app.db, mailDir, request.query)),
  });

  app.route({
    ...contractRoute('retryMessage'),
    handler: async (request) =>
      ok(await retryMessage(app.db, mailDir, signedIn(request).user, request.params.id, requestContext(request))),
  });

  app.route({
    ...contractRoute('downloadMessageEml'),
    handler: async (request, reply) => {
      const file = await messageEmlFile(app.db, mailDir, request.params.id);
      return attachment(reply, `message-${request.params.id}.eml`, 'message/rfc822').send(createReadStream(file));
    },
  });
};
