import type { FastifyReply } from 'fastify';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266), for names that carry Thai; never cached. */
export function attachment(reply: FastifyReply, fileName: string, type: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store');
}
