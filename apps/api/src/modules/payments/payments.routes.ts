import multipart from '@fastify/multipart';
import { SLIP_JSON_MAX_CHARS, UploadSlipBodySchema } from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { contractRoute } from '../../lib/route.ts';
import { decodeSlipText, SLIP_LIMITS } from '../../lib/slips/slip-image.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  approvePayment,
  createPayment,
  getPayment,
  listBookingPayments,
  listPayments,
  promptPayInstructions,
  readSlip,
  recordPayment,
  refundPayment,
  rejectPayment,
  similarSlips,
  uploadSlip,
} from './payments.service.ts';

const SLIP_MULTIPART_LIMITS = { fileSize: SLIP_LIMITS.maxBytes, files: 1, fields: 20, parts: 25 };

/** A slip in either form the seed names: multipart field `slipImage`, or JSON `{ slipImage }`. */
async function readSlipUpload(request: FastifyRequest): Promise<{ bytes: Buffer; transferredAt: Date | null }> {
  if (request.isMultipart()) {
    const form = await readMultipart(request, SLIP_MULTIPART_LIMITS, 'SLIP_TOO_LARGE');
    const bytes = form.files.find((file) => file.fieldName === 'slipImage')?.bytes;
    const transferredAt = form.fields.transferredAt;
    if (!bytes) {
      throw new AppError('VALIDATION_FAILED', { details: [{ field: 'slipImage', message: 'กรุณาแนบรูปสลิป' }] });
    }
    const body = UploadSlipBodySchema.pick({ transferredAt: true }).safeParse({
      transferredAt: transferredAt || undefined,
    });
    if (!body.success) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ field: 'transferredAt', message: 'รูปแบบวันเวลาที่โอนไม่ถูกต้อง' }],
      });
    }
    return { bytes, transferredAt: body.data.transferredAt ? new Date(body.data.transferredAt) : null };
  }
  const body = UploadSlipBodySchema.safeParse(request.body);
  if (!body.success) {
    throw new AppError('VALIDATION_FAILED', {
      details: body.error.issues.map((issue) => ({ field: issue.path.join('.') || '_', message: issue.message })),
    });
  }
  return {
    bytes: decodeSlipText(body.data.slipImage),
    transferredAt: body.data.transferredAt ? new Date(body.data.transferredAt) : null,
  };
}

/** Role-aware: a customer reaches their own payments, an admin everyone's. */
export const paymentsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: SLIP_MULTIPART_LIMITS });

  app.route({
    ...contractRoute('uploadSlip'),
    // Only this route takes a large body: base64 of a 10 MB image (docs/security.md §3).
    bodyLimit: SLIP_JSON_MAX_CHARS + 64 * 1024,
    handler: async (request) => {
      const upload = await readSlipUpload(request);
      return ok(
        await uploadSlip(
          app.db,
          app.storage,
          signedIn(request).user,
          request.params.id,
          upload,
          requestContext(request),
        ),
      );
    },
  });

  for (const [id, which] of [
    ['getSlipImage', 'image'],
    ['getSlipThumbnail', 'thumbnail'],
  ] as const) {
    app.route({
      ...contractRoute(id),
      handler: async (request, reply) => {
        const bytes = await readSlip(app.db, app.storage, signedIn(request).user, request.params.id, which);
        return reply
          .header('content-type', 'image/jpeg')
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    });
  }

  // The contract names the creating answer (201); asked again, the open payment comes back with 200.
  const createRoute = contractRoute('createPayment');
  const paymentEnvelope = createRoute.schema.response[201];
  app.route({
    ...createRoute,
    schema: { ...createRoute.schema, response: { 200: paymentEnvelope, 201: paymentEnvelope } },
    handler: async (request, reply) => {
      const { payment, created } = await createPayment(
        app.db,
        signedIn(request).user,
        request.body,
        requestContext(request),
      );
      return reply.code(created ? 201 : 200).send(ok(payment));
    },
  });

  app.route({
    ...contractRoute('listPayments'),
    handler: async (request) => ok(await listPayments(app.db, signedIn(request).user, request.query)),
  });

  app.route({
    ...contractRoute('getPayment'),
    handler: async (request) => ok(await getPayment(app.db, signedIn(request).user, request.params.id)),
  });

  app.route({
    ...contractRoute('listBookingPayments'),
    handler: async (request) => ok(await listBookingPayments(app.db, signedIn(request).user, request.params.bookingId)),
  });

  app.route({
    ...contractRoute('getPromptPayInstructions'),
    handler: async (request) =>
      ok(await promptPayInstructions(app.db, signedIn(request).user, request.params.bookingId)),
  });
};

/** Staff: the review of slips, and payments taken outside the app. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('approvePayment'),
    handler: async (request) => {
      const payment = await approvePayment(
        app.db,
        signedIn(request).user,
        request.params.id,
        request.body,
        requestContext(request),
      );
      app.metrics.paymentsVerified.inc();
      return ok(payment);
    },
  });

  app.route({
    ...contractRoute('rejectPayment'),
    handler: async (request) =>
      ok(await rejectPayment(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  });

  app.route({
    ...contractRoute('refundPayment'),
    handler: async (request) =>
      ok(await refundPayment(app.db, signedIn(request).user, request.params.id, request.body, requestContext(request))),
  });

  app.route({
    ...contractRoute('recordPayment'),
    // An optional slip travels as base64 in the JSON (docs/security.md §3).
    bodyLimit: SLIP_JSON_MAX_CHARS + 64 * 1024,
    handler: async (request, reply) => {
      const payment = await recordPayment(
        app.db,
        app.storage,
        signedIn(request).user,
        request.body,
        requestContext(request),
      );
      if (payment.status === 'verified') app.metrics.paymentsVerified.inc();
      return reply.code(201).send(ok(payment));
    },
  });

  app.route({
    ...contractRoute('listSimilarSlips'),
    handler: async (request) => ok(await similarSlips(app.db, signedIn(request).user, request.params.id)),
  });
};
