import {
  AdminDataRequestDetailSchema,
  AdminDataRequestListQuerySchema,
  AdminDataRequestPageSchema,
  AdminDataRequestSchema,
  CompleteDataRequestBodySchema,
  ConsentChangeBodySchema,
  ConsentChangeResultSchema,
  CreateDataRequestBodySchema,
  DataRequestSchema,
  IdParamsSchema,
  MyConsentsSchema,
  MyDataExportSchema,
  RejectDataRequestBodySchema,
  successEnvelope,
  z,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
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

const tags = ['privacy'];
const security = [{ bearer: [] }];

/** The signed-in person's rights under the PDPA: consents, a copy of their data, their requests. */
export const privacyUserRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  app.get(
    '/auth/consents',
    {
      schema: {
        tags,
        security,
        summary: 'ความยินยอมของฉัน: สถานะปัจจุบันแยกตามวัตถุประสงค์ และประวัติ',
        response: { 200: successEnvelope(MyConsentsSchema) },
      },
    },
    async (request) => ok(await myConsents(app.db, signedIn(request).user.id)),
  );

  app.post(
    '/auth/consents',
    {
      schema: {
        tags,
        security,
        summary: 'ให้หรือถอนความยินยอมหนึ่งวัตถุประสงค์ (message says what it means, in Thai)',
        body: ConsentChangeBodySchema,
        response: { 200: successEnvelope(ConsentChangeResultSchema) },
      },
    },
    async (request) =>
      ok(await changeConsent(app.db, signedIn(request).user.id, request.body, requestContext(request))),
  );

  app.get(
    '/auth/export',
    {
      schema: {
        tags,
        security,
        summary: 'ดาวน์โหลดข้อมูลของฉัน (JSON file; 5 per hour; audited)',
        response: { 200: successEnvelope(MyDataExportSchema) },
      },
    },
    async (request, reply) => {
      const data = await exportMyData(app.db, signedIn(request), {
        ...requestContext(request),
        publicUrl: options.publicUrl,
      });
      return reply.header('content-disposition', `attachment; filename="${exportFileName()}"`).send(ok(data));
    },
  );

  app.get(
    '/auth/data-requests',
    {
      schema: {
        tags,
        security,
        summary: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคลของฉัน (newest first)',
        response: { 200: successEnvelope(z.array(DataRequestSchema)) },
      },
    },
    async (request) => ok(await myDataRequests(app.db, signedIn(request).user.id)),
  );

  app.post(
    '/auth/data-requests',
    {
      schema: {
        tags,
        security,
        summary: 'ขอสำเนาข้อมูล (30 วัน) หรือขอลบบัญชี (90 วัน): one pending request per kind',
        body: CreateDataRequestBodySchema,
        response: { 201: successEnvelope(DataRequestSchema) },
      },
    },
    async (request, reply) => {
      const created = await createDataRequest(app.db, signedIn(request).user.id, request.body, requestContext(request));
      return reply.code(201).send(ok(created));
    },
  );
};

/** Under /api/admin, behind requireAdmin: the clinic answers people's requests. */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data-requests',
    {
      schema: {
        tags,
        security,
        summary: 'คำขอเกี่ยวกับข้อมูลส่วนบุคคล: กรองตามสถานะและประเภท พร้อมวันครบกำหนดและเกินกำหนด',
        querystring: AdminDataRequestListQuerySchema,
        response: { 200: successEnvelope(AdminDataRequestPageSchema) },
      },
    },
    async (request) => ok(await listDataRequests(app.db, request.query)),
  );

  app.get(
    '/data-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'คำขอหนึ่งรายการ; for a pending erasure, what it would anonymise and keep',
        params: IdParamsSchema,
        response: { 200: successEnvelope(AdminDataRequestDetailSchema) },
      },
    },
    async (request) => ok(await getAdminDataRequest(app.db, request.params.id)),
  );

  app.post(
    '/data-requests/:id/complete',
    {
      schema: {
        tags,
        security,
        summary: 'ดำเนินการตามคำขอ (erasure: anonymises the person in one transaction)',
        params: IdParamsSchema,
        body: CompleteDataRequestBodySchema,
        response: { 200: successEnvelope(AdminDataRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await completeDataRequest(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  );

  app.post(
    '/data-requests/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'ปฏิเสธคำขอพร้อมเหตุผล (required; the person reads it)',
        params: IdParamsSchema,
        body: RejectDataRequestBodySchema,
        response: { 200: successEnvelope(AdminDataRequestSchema) },
      },
    },
    async (request) =>
      ok(
        await rejectDataRequest(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  );
};
