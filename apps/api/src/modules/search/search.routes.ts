import {
  SearchBodySchema,
  SearchFiltersSchema,
  SearchResultSchema,
  SearchStatsSchema,
  successEnvelope,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { signedIn } from '../../plugins/auth.ts';
import { search, searchFilters, searchStats } from './search.service.ts';

const tags = ['search'];
const security = [{ bearer: [] }];

/** Role-aware: a user searches their own records, an admin everyone's. */
export const searchUserRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/search',
    { schema: { tags, security, body: SearchBodySchema, response: { 200: successEnvelope(SearchResultSchema) } } },
    async (request) => ok(await search(app.db, signedIn(request).user, request.body, publicUrl)),
  );

  app.get(
    '/search/filters',
    { schema: { tags, security, response: { 200: successEnvelope(SearchFiltersSchema) } } },
    async () => ok(await searchFilters(app.db)),
  );

  app.get(
    '/search/stats',
    { schema: { tags, security, response: { 200: successEnvelope(SearchStatsSchema) } } },
    async (request) => ok(await searchStats(app.db, signedIn(request).user)),
  );
};
