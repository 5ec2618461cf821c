import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/attachment.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  bookingCertificatesZip,
  certificatePdf,
  certificateStats,
  getCertificate,
  issueCertificates,
  listBookingCertificates,
  listCertificates,
  reissueCertificate,
  revokeCertificate,
  verifyCertificate,
} from './certificates.service.ts';

type Options = { publicUrl: string };

/** Role-aware: a customer reaches the certificates of their own bookings, an admin everyone's. */
export const certificatesUserRoutes: FastifyPluginAsyncZod<Options> = async (app, { publicUrl }) => {
  app.route({
    ...contractRoute('getCertificateStats'),
    handler: async (request) => ok(await certificateStats(app.db, signedIn(request).user)),
  });

  app.route({
    ...contractRoute('listBookingCertificates'),
    handler: async (request) =>
      ok(await listBookingCertificates(app.db, signedIn(request).user, request.params.bookingId, publicUrl)),
  });

  app.route({
    ...contractRoute('downloadBookingCertificates'),
    handler: async (request, reply) => {
      const { fileName, stream } = await bookingCertificatesZip(
        app.db,
        signedIn(request).user,
        request.params.bookingId,
        publicUrl,
      );
      return attachment(reply, fileName, 'application/zip').send(stream);
    },
  });

  app.route({
    ...contractRoute('getCertificate'),
    handler: async (request) => ok(await getCertificate(app.db, signedIn(request).user, request.params.id, publicUrl)),
  });

  app.route({
    ...contractRoute('downloadCertificate'),
    handler: async (request, reply) => {
      const { fileName, pdf } = await certificatePdf(app.db, signedIn(request).user, request.params.id, publicUrl);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  });
};

/** Staff: the certificate register and its actions. */
export const certificatesAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { publicUrl }) => {
  app.route({
    ...contractRoute('listCertificates'),
    handler: async (request) => ok(await listCertificates(app.db, signedIn(request).user, request.query, publicUrl)),
  });

  app.route({
    ...contractRoute('issueCertificates'),
    handler: async (request, reply) => {
      const issued = await issueCertificates(app.db, signedIn(request).user, request.body, {
        ...requestContext(request),
        publicUrl,
      });
      app.metrics.certificatesIssued.inc(issued.length);
      return reply.code(201).send(ok(issued));
    },
  });

  for (const [id, act] of [
    ['revokeCertificate', revokeCertificate],
    ['reissueCertificate', reissueCertificate],
  ] as const) {
    app.route({
      ...contractRoute(id),
      handler: async (request) => {
        const context = { ...requestContext(request), publicUrl };
        const certificate = await act(app.db, signedIn(request).user, request.params.id, request.body.reason, context);
        if (id === 'reissueCertificate') app.metrics.certificatesIssued.inc();
        return ok(certificate);
      },
    });
  }
};

/** Public: what the QR code on a certificate leads to. */
export const verifyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('verifyCertificate'),
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await verifyCertificate(app.db, request.params.code, requestContext(request)))),
  });
};
