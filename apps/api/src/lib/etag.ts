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
