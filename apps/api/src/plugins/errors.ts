import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  type ErrorEnvelope,
  errorMessage,
  type FieldError,
  findUnsafeText,
  UNSAFE_TEXT_MESSAGE,
} from '@jongdee/contracts';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
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

/**
 * What the router refuses before any route runs: a URL that does not decode (`/api/bookings/%`) or a
 * path parameter longer than the router keeps. Answered in the envelope, never echoing the URL back.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply: FastifyReply,
) => {
  const known =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('URL_TOO_LONG')
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError('BAD_REQUEST_LINE')
        : new AppError('INTERNAL');
  return reply.code(known.status).send(envelope(known));
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB, Content-Length with
 * chunked encoding, a malformed request line, a body that stops arriving): the envelope, written to the
 * socket by hand as Fastify's own handler does, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT')
        : new AppError('BAD_REQUEST_LINE');
  const body = JSON.stringify(envelope(known));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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

    // One rule for every request, before any schema runs: no control characters or bidi overrides in any
    // parameter, query value or JSON field (multipart fields pass the same rule in lib/multipart.ts).
    app.addHook('preValidation', async (request) => {
      for (const [source, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const field = findUnsafeText(value);
        if (field !== null) {
          throw new AppError('VALIDATION_FAILED', {
            details: [{ field: source === 'body' ? field : `${source}.${field}`, message: UNSAFE_TEXT_MESSAGE }],
          });
        }
      }
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
