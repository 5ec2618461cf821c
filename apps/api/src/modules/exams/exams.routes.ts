import {
  ExaminationResultSchema,
  ExamineeIdParamsSchema,
  ResultBodySchema,
  ResultFormSchema,
  ResultWorkPageSchema,
  ResultWorkQuerySchema,
  successEnvelope,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { getResultForm, listResultWork, saveResult } from './exams.service.ts';

const tags = ['examination-results'];
const security = [{ bearer: [] }];

/** Under /api/admin: the clinic's results worklist and the result form. */
export const examsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/examination-results',
    {
      schema: {
        tags,
        security,
        summary: 'ผู้เข้ารับการตรวจที่รอบันทึกผล บันทึกผลแล้ว หรือออกใบรับรองแล้ว',
        querystring: ResultWorkQuerySchema,
        response: { 200: successEnvelope(ResultWorkPageSchema) },
      },
    },
    async (request) => ok(await listResultWork(app.db, request.query)),
  );

  app.get(
    '/examination-results/examinee/:examineeId',
    {
      schema: {
        tags,
        security,
        summary: 'แบบบันทึกผลของผู้เข้ารับการตรวจหนึ่งคน (การเปิดอ่านผลตรวจถูกบันทึกในประวัติการใช้งาน)',
        params: ExamineeIdParamsSchema,
        response: { 200: successEnvelope(ResultFormSchema) },
      },
    },
    async (request) =>
      ok(await getResultForm(app.db, signedIn(request).user, request.params.examineeId, requestContext(request))),
  );

  app.put(
    '/examination-results/examinee/:examineeId',
    {
      schema: {
        tags,
        security,
        summary: 'บันทึกหรือแก้ไขผลตรวจ (แก้ได้จนกว่าจะออกใบรับรอง)',
        params: ExamineeIdParamsSchema,
        body: ResultBodySchema,
        response: { 200: successEnvelope(ExaminationResultSchema) },
      },
    },
    async (request) =>
      ok(
        await saveResult(
          app.db,
          signedIn(request).user,
          request.params.examineeId,
          request.body,
          requestContext(request),
        ),
      ),
  );
};
