import { type ErrorEnvelope, errorMessage, type FieldError } from '@jongdee/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Set by the web plugin: answers a browser path with the single-page app. */
    sendAppShell?: () => FastifyReply;
  }
}

function envelope(error: AppError): ErrorEnvelope {
  return {
    success: false,
    error: error.message,
    code: error.code,
    ...(error.details && error.details.length > 0 ? { details: error.details } : {}),
  };
}

/** One message per field: the first rule a value broke is the one worth reading. */
function fieldErrors(issues: readonly { instancePath: string; message?: string }[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (!byField.has(field)) byField.set(field, issue.message ?? errorMessage('VALIDATION_FAILED'));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** Maps what Fastify itself throws before a handler runs (body parsing, limits) to our codes. */
function fromFastifyError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', { cause: error });
  if (status === 400 && (error instanceof SyntaxError || /JSON/i.test(error.code ?? ''))) {
    return new AppError('INVALID_JSON', { cause: error });
  }
  if (status >= 400 && status < 500) return new AppError('VALIDATION_FAILED', { cause: error });
  return null;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      let known: AppError | null = null;
      if (error instanceof AppError) known = error;
      else if (hasZodFastifySchemaValidationErrors(error)) {
        known = new AppError('VALIDATION_FAILED', { details: fieldErrors(error.validation) });
      } else known = fromFastifyError(error);

      if (!known) {
        request.log.error({ err: error }, 'unhandled error');
        known = new AppError('INTERNAL');
      } else if (known.status >= 500) {
        request.log.error({ err: error }, known.code);
      }
      return reply.code(known.status).headers(known.headers).send(envelope(known));
    });

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && reply.sendAppShell) {
        return reply.sendAppShell();
      }
      return reply.code(404).send(envelope(new AppError('ROUTE_NOT_FOUND')));
    });
  },
  { name: 'errors' },
);
