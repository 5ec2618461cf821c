import {
  BookingIdParamsSchema,
  CertificateListQuerySchema,
  CertificatePageSchema,
  CertificateSchema,
  CertificateStatsSchema,
  IdParamsSchema,
  IssueCertificatesBodySchema,
  RevokeCertificateBodySchema,
  successEnvelope,
  VerificationSchema,
  VerifyParamsSchema,
  z,
} from '@jongdee/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
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

const tags = ['certificates'];
const security = [{ bearer: [] }];
const CertificateEnvelope = successEnvelope(CertificateSchema);

type Options = { publicUrl: string };

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266), for names that carry Thai. */
function attachment(reply: FastifyReply, fileName: string, type: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store');
}

/** Role-aware: a customer reaches the certificates of their own bookings, an admin everyone's. */
export const certificatesUserRoutes: FastifyPluginAsyncZod<Options> = async (app, { publicUrl }) => {
  app.get(
    '/certificates/stats/summary',
    {
      schema: {
        tags,
        security,
        summary: 'สรุปจำนวนใบรับรองแพทย์',
        response: { 200: successEnvelope(CertificateStatsSchema) },
      },
    },
    async (request) => ok(await certificateStats(app.db, signedIn(request).user)),
  );

  app.get(
    '/certificates/booking/:bookingId',
    {
      schema: {
        tags,
        security,
        summary: 'ใบรับรองแพทย์ทั้งหมดของการจอง',
        params: BookingIdParamsSchema,
        response: { 200: successEnvelope(z.array(CertificateSchema)) },
      },
    },
    async (request) =>
      ok(await listBookingCertificates(app.db, signedIn(request).user, request.params.bookingId, publicUrl)),
  );

  app.get(
    '/certificates/booking/:bookingId/download-all',
    {
      schema: {
        tags,
        security,
        summary: 'ดาวน์โหลดใบรับรองแพทย์ที่ใช้ได้ทั้งหมดของการจองเป็นไฟล์ ZIP',
        params: BookingIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await bookingCertificatesZip(
        app.db,
        signedIn(request).user,
        request.params.bookingId,
        publicUrl,
      );
      return attachment(reply, fileName, 'application/zip').send(stream);
    },
  );

  app.get(
    '/certificates/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: CertificateEnvelope } } },
    async (request) => ok(await getCertificate(app.db, signedIn(request).user, request.params.id, publicUrl)),
  );

  app.get(
    '/certificates/:id/download',
    { schema: { tags, security, summary: 'ดาวน์โหลดใบรับรองแพทย์ (PDF)', params: IdParamsSchema } },
    async (request, reply) => {
      const { fileName, pdf } = await certificatePdf(app.db, signedIn(request).user, request.params.id, publicUrl);
      return attachment(reply, fileName, 'application/pdf').send(pdf);
    },
  );
};

/** Under /api/admin: the certificate register and its actions. */
export const certificatesAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { publicUrl }) => {
  app.get(
    '/certificates',
    {
      schema: {
        tags,
        security,
        summary: 'ค้นหาใบรับรองแพทย์ (เลขที่ ชื่อ เลขประจำตัว) กรองตามประเภท สถานะ คลินิก วันที่ออก',
        querystring: CertificateListQuerySchema,
        response: { 200: successEnvelope(CertificatePageSchema) },
      },
    },
    async (request) => ok(await listCertificates(app.db, signedIn(request).user, request.query, publicUrl)),
  );

  app.post(
    '/certificates/issue',
    {
      schema: {
        tags,
        security,
        summary: 'ออกใบรับรองแพทย์ให้ผู้เข้ารับการตรวจที่มีผลตรวจ (เลือกรายคน หรือทุกคนที่พร้อมของการจอง)',
        body: IssueCertificatesBodySchema,
        response: { 201: successEnvelope(z.array(CertificateSchema)) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        ok(
          await issueCertificates(app.db, signedIn(request).user, request.body, {
            ...requestContext(request),
            publicUrl,
          }),
        ),
      ),
  );

  for (const action of ['revoke', 'reissue'] as const) {
    app.post(
      `/certificates/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary:
            action === 'revoke'
              ? 'เพิกถอนใบรับรอง (ต้องระบุเหตุผล)'
              : 'ออกใบรับรองใหม่แทนฉบับนี้ (เลขที่ใหม่ ฉบับเดิมถูกเพิกถอนและชี้ไปยังฉบับใหม่)',
          params: IdParamsSchema,
          body: RevokeCertificateBodySchema,
          response: { 200: CertificateEnvelope },
        },
      },
      async (request) => {
        const context = { ...requestContext(request), publicUrl };
        const act = action === 'revoke' ? revokeCertificate : reissueCertificate;
        return ok(await act(app.db, signedIn(request).user, request.params.id, request.body.reason, context));
      },
    );
  }
};

/** Public: what the QR code on a certificate leads to. */
export const verifyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/:code',
    {
      schema: {
        tags: ['verify'],
        summary: 'ตรวจสอบความถูกต้องของใบรับรองแพทย์จากรหัสบน QR (ชื่อแสดงบางส่วน)',
        params: VerifyParamsSchema,
        response: { 200: successEnvelope(VerificationSchema) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await verifyCertificate(app.db, request.params.code, requestContext(request)))),
  );
};
