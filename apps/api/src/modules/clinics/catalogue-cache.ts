import { createHash } from 'node:crypto';
import type { z } from '@jongdee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { browserHas } from '../../lib/etag.ts';
import { compress, compressionFor, type Encoding } from '../../plugins/compression.ts';

/**
 * The public catalogue (clinics, services, prices) as this process last read it, ready to send.
 *
 * Everything in it is the same for every visitor: the catalogue routes are public and read no
 * session, so no caller's data can end up in another's answer. Staff changes made through this
 * process clear it at once (the admin clinic routes call `invalidate`); changes made through another
 * process on the same PostgreSQL show here when the entry expires, after at most `ttlMs`.
 * Concurrent misses of one key share one database read, so a burst of visitors costs one query set.
 */
export type CatalogueCache = {
  /** Answers the cached envelope for `key`, reading it with `load` when absent or expired; 304 when the browser has it. */
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    load: () => Promise<T>,
  ): Promise<FastifyReply>;
  invalidate(): void;
};

/** An answer kept as bytes, with its compressed forms made the first time a browser asks for each. */
type Ready = { body: Buffer; etag: string; compressed: Partial<Record<Encoding, Buffer>> };
type Entry = { expiresAt: number; ready: Promise<Ready> };

/** Five seconds: another process's change shows within that, and a burst still costs one read. */
export const CATALOGUE_TTL_MS = 5_000;
/**
 * One second for a day's or a month's free places, which bookings change all day: what a visitor sees
 * is at most that old (the booking itself is decided by the database), and a crowd still costs one
 * read a second per day shown.
 */
export const AVAILABILITY_TTL_MS = 1_000;
/** Keys include a caller's service or clinic id, so the map is bounded; the oldest entry goes first. */
const MAX_ENTRIES = 500;

export function createCatalogueCache(ttlMs: number = CATALOGUE_TTL_MS): CatalogueCache {
  const entries = new Map<string, Entry>();

  const fill = (key: string, schema: z.ZodType, load: () => Promise<unknown>): Entry => {
    const entry: Entry = {
      expiresAt: Date.now() + ttlMs,
      // Serialised once through the response schema, so the cached text is exactly what the route answers.
      ready: load().then((data) => {
        const body = Buffer.from(JSON.stringify(schema.parse(ok(data))));
        return {
          body,
          etag: `"c-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
          compressed: {},
        };
      }),
    };
    // A failed read (an unknown clinic's 404) is not kept: the next request asks again.
    entry.ready.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
    return entry;
  };

  return {
    async send(request, reply, key, schema, load) {
      const cached = entries.get(key);
      const entry = cached && cached.expiresAt > Date.now() ? cached : fill(key, schema, load);
      const ready = await entry.ready;
      // The same for everyone, so any cache may keep it, but must ask again each time (no-cache):
      // a change is seen on the next load, and an unchanged catalogue costs a 304.
      reply.header('cache-control', 'public, no-cache').header('etag', ready.etag);
      if (browserHas(request, ready.etag)) return reply.code(304).send(null);
      reply.type('application/json; charset=utf-8');
      // Sent as the bytes kept, compressed once per entry: a crowd costs neither encoding nor compressing.
      const encoding = compressionFor(request, reply, ready.body.length);
      if (!encoding) return reply.send(ready.body);
      ready.compressed[encoding] ??= compress(encoding, ready.body);
      return reply.send(ready.compressed[encoding]);
    },
    invalidate() {
      entries.clear();
    },
  };
}
