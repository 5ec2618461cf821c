import { z } from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';

/** Whether the browser already holds this version (If-None-Match may list several, or `*`). */
export function browserHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The 304 of a route that sends an ETag: the browser's copy is current. */
export const NotModifiedSchema = z.null().describe('unchanged since the ETag sent in If-None-Match: no body');

/**
 * A contract route (lib/route.ts) that also answers 304 when `browserHas` the current version:
 * the 304 joins its response schemas, so it is serialised and documented like the 200.
 */
export function answersNotModified<R extends { schema: { response: object } }>(route: R) {
  return { ...route, schema: { ...route.schema, response: { ...route.schema.response, 304: NotModifiedSchema } } };
}
