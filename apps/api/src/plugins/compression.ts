import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a JSON answer goes as it is: the headers alone weigh more than what compression saves. */
export const COMPRESS_JSON_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'];
export type Encoding = 'br' | 'gzip';

/**
 * JSON answers of 1 KB or more are compressed for browsers that take it: a page of 20 bookings is
 * 30 KB of JSON and 1.5 KB with brotli (quality 4, ~0.08 ms of CPU), ~150 ms less on a slow mobile
 * link (bench/README.md, issue 14). Synchronous, because these bodies are small and already in
 * memory; files (slips, PDFs, spreadsheets) are streams or buffers and go as they are, and the web
 * app's assets are compressed at build time. Sign-in answers carry a session token and are never
 * compressed, so their length says nothing about it (BREACH).
 */

/**
 * Whether this JSON answer of `byteLength` bytes (or at least that many, once past the threshold) goes
 * compressed, and how: null to send it as it is.
 * Marks the answer as varying with Accept-Encoding, and its validator weak when compressed (the same
 * version in other bytes, RFC 9110 §8.8.1, which still matches).
 */
export function compressionFor(request: FastifyRequest, reply: FastifyReply, byteLength: number): Encoding | null {
  if (byteLength < COMPRESS_JSON_FROM_BYTES) return null;
  if (reply.hasHeader('content-encoding')) return null;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return null;
  if (request.routeOptions.url?.includes('/auth/')) return null;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null;
  if (!encoding) return null;
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
  reply.header('content-encoding', encoding);
  return encoding;
}

/** The answer in `encoding`: brotli at quality 4 for text, or gzip at level 6. */
export function compress(encoding: Encoding, payload: string | Buffer): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(payload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
      },
    });
  }
  return gzipSync(payload, { level: 6 });
}

export default fp(
  async (app) => {
    // Answers already in bytes (files, and the catalogue's cached answers, which compress themselves
    // once through the two functions above) go as they are.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (typeof payload !== 'string') return payload;
      // A character is one byte or more, so only a string shorter than the threshold needs its bytes
      // counted: counting a page of 20 bookings (28 KB) was 2.6% of the server's CPU under bench:lists.
      const size = payload.length >= COMPRESS_JSON_FROM_BYTES ? payload.length : Buffer.byteLength(payload);
      const encoding = compressionFor(request, reply, size);
      return encoding ? compress(encoding, payload) : payload;
    });
  },
  { name: 'compression' },
);
