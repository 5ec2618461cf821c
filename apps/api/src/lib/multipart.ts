import { type ErrorCode, isUnsafeText, UNSAFE_TEXT_MESSAGE } from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export type MultipartLimits = { fileSize: number; files: number; fields: number; parts: number };
export type UploadedFile = { fieldName: string; fileName: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

/**
 * Every part of a multipart body, in whatever order the client sent them. Whatever the parser throws —
 * a body cut short, a broken part header, a missing boundary, one part too many — becomes a Thai 4xx,
 * never a 500; a file cut at the limit is refused whole (`tooLarge`), never kept in part (docs/security.md §3);
 * field values and file names go through the same unsafe-text rule as every JSON body.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  tooLarge: ErrorCode,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (isUnsafeText(part.fieldname)) throw unsafe('_');
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError(tooLarge);
        if (isUnsafeText(part.filename)) throw unsafe(part.fieldname);
        files.push({ fieldName: part.fieldname, fileName: part.filename, bytes });
      } else {
        const value = String(part.value);
        if (isUnsafeText(value)) throw unsafe(part.fieldname);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw asUploadError(error, tooLarge);
  }
  return { fields, files };
}

function unsafe(field: string): AppError {
  return new AppError('VALIDATION_FAILED', { details: [{ field, message: UNSAFE_TEXT_MESSAGE }] });
}

/** The parser's own errors carry a status (limits: 413) or none at all (busboy: "Unexpected end of form"). */
function asUploadError(error: unknown, tooLarge: ErrorCode): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(tooLarge, { cause: error });
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  if (status === 406 || status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', { cause: error });
  return new AppError('MALFORMED_UPLOAD', { cause: error });
}
