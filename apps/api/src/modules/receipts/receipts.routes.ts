import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/attachment.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { amendReceipt, getReceipt, paymentReceiptPdf } from './receipts.service.ts';

/** Role-aware: a customer downloads the receipts of their own payments, staff anyone's. */
export const receiptsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('downloadPaymentReceipt'),
    handler: async (request, reply) => {
      const { fileName, pdf } = await paymentReceiptPdf(app.db, signedIn(request).user, request.params.id);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  });
};

/** Staff: a receipt's details, and a corrected receipt under a new number. */
export const receiptsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('getReceipt'),
    handler: async (request) => ok(await getReceipt(app.db, request.params.id)),
  });

  app.route({
    ...contractRoute('amendReceipt'),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await amendReceipt(
              app.db,
              signedIn(request).user,
              request.params.id,
              request.body,
              requestContext(request),
            ),
          ),
        ),
  });
};
