import multipart from '@fastify/multipart';
import { EXAMINEE_IMPORT_LIMITS, ExamineeImportTextSchema } from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  commitExamineeImport,
  type ExamineeImportInput,
  examineeImportTemplate,
  previewExamineeImport,
} from './examinee-import.service.ts';

const LIMITS = { fileSize: EXAMINEE_IMPORT_LIMITS.maxBytes, files: 1, fields: 2, parts: 3 };

function checkedText(body: unknown): { text: string } {
  const parsed = ExamineeImportTextSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      details: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || '_', message: issue.message })),
    });
  }
  return parsed.data;
}

/**
 * The rows in any of the forms the contract names: multipart with the pasted text in `text` or the
 * workbook in `file` (one of them), or JSON `{ text }`. A file cut at the limit is refused whole.
 */
async function readImportInput(request: FastifyRequest): Promise<ExamineeImportInput> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) throw new AppError('EXAMINEE_IMPORT_NO_INPUT');
    return checkedText(request.body);
  }
  const { fields, files } = await readMultipart(request, LIMITS, 'EXCEL_TOO_LARGE');
  const file = files.find((part) => part.fieldName === 'file');
  const text = fields.text?.trim() ? fields.text : undefined;
  if (file && text !== undefined) throw new AppError('EXAMINEE_IMPORT_NO_INPUT');
  if (file) return { file: file.bytes };
  if (text !== undefined) return checkedText({ text });
  throw new AppError('EXAMINEE_IMPORT_NO_INPUT');
}

/** /api/bookings/:id/examinees/import/…: the owner's booking, or any for an admin (the service scopes it). */
export const examineeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: LIMITS });

  app.route({
    ...contractRoute('getExamineeImportTemplate'),
    handler: async (request, reply) => {
      const { fileName, bytes } = await examineeImportTemplate(app.db, signedIn(request).user, request.params.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });

  app.route({
    ...contractRoute('previewExamineeImport'),
    handler: async (request) =>
      ok(
        await previewExamineeImport(app.db, signedIn(request).user, request.params.id, await readImportInput(request)),
      ),
  });

  app.route({
    ...contractRoute('commitExamineeImport'),
    handler: async (request, reply) => {
      const booking = await commitExamineeImport(
        app.db,
        signedIn(request).user,
        request.params.id,
        await readImportInput(request),
        requestContext(request),
      );
      return reply.code(201).send(ok(booking));
    },
  });
};
