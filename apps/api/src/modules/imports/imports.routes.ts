import multipart from '@fastify/multipart';
import {
  CommitImportBodySchema,
  IdParamsSchema,
  IMPORT_LIMITS,
  ImportListQuerySchema,
  ImportPageSchema,
  ImportPreviewFieldsSchema,
  ImportPreviewSchema,
  ImportSummarySchema,
  ImportTemplateQuerySchema,
  successEnvelope,
} from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { commitImport, importTemplate, listImports, previewImport } from './imports.service.ts';

const tags = ['excel-imports'];
const security = [{ bearer: [] }];
const LIMITS = { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 10, parts: 12 };

/** The workbook and the text fields of a preview upload, in any order; a file cut at the limit is refused whole. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const { fields, files } = await readMultipart(request, LIMITS, 'EXCEL_TOO_LARGE');
  const upload = files.find((part) => part.fieldName === 'file');
  const file = upload ? { name: upload.fileName || 'import.xlsx', bytes: upload.bytes } : null;
  const target = ImportPreviewFieldsSchema.safeParse(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')),
  );
  if (!target.success) {
    throw new AppError('VALIDATION_FAILED', {
      details: target.error.issues.map((issue) => ({ field: issue.path.join('.') || '_', message: issue.message })),
    });
  }
  if (!file) throw new AppError('VALIDATION_FAILED', { details: [{ field: 'file', message: 'กรุณาเลือกไฟล์ Excel' }] });
  return { target: target.data, file };
}

/** Under /api/admin: Excel templates, previews, commits and their history. */
export const importsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: LIMITS });

  app.get(
    '/excel-imports/template',
    {
      schema: {
        tags,
        security,
        summary: 'ดาวน์โหลดแบบฟอร์ม Excel (หัวคอลัมน์ภาษาไทย แถวตัวอย่าง และรายการให้เลือก)',
        querystring: ImportTemplateQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await importTemplate(app.db, signedIn(request).user, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/excel-imports/preview',
    {
      schema: {
        tags,
        security,
        summary:
          'อัปโหลดไฟล์ .xlsx (multipart: kind, bookingId หรือ clinicId + certificateType, date?, file) ตรวจทุกแถว ยังไม่บันทึก',
        response: { 201: successEnvelope(ImportPreviewSchema) },
      },
    },
    async (request, reply) => {
      const { target, file } = await readUpload(request);
      const preview = await previewImport(
        app.db,
        app.storage,
        signedIn(request).user,
        target,
        file,
        requestContext(request),
      );
      return reply.code(201).send(ok(preview));
    },
  );

  app.post(
    '/excel-imports/:id/commit',
    {
      schema: {
        tags,
        security,
        summary: 'บันทึกทุกแถวในครั้งเดียว (ทั้งหมดหรือไม่บันทึกเลย) เลือกออกใบรับรองให้ผลที่นำเข้าได้',
        params: IdParamsSchema,
        body: CommitImportBodySchema,
        response: { 200: successEnvelope(ImportSummarySchema) },
      },
    },
    async (request) =>
      ok(
        await commitImport(
          app.db,
          app.storage,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  );

  app.get(
    '/excel-imports',
    {
      schema: {
        tags,
        security,
        summary: 'ประวัติการนำเข้า',
        querystring: ImportListQuerySchema,
        response: { 200: successEnvelope(ImportPageSchema) },
      },
    },
    async (request) => ok(await listImports(app.db, request.query)),
  );
};
