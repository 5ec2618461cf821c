import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { contractRoute } from '../../lib/route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { search, searchFilters, searchStats } from './search.service.ts';

/** Role-aware: a user searches their own records, an admin everyone's. */
export const searchUserRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.route({
    ...contractRoute('searchRecords'),
    handler: async (request) => ok(await search(app.db, signedIn(request).user, request.body, publicUrl)),
  });

  app.route({
    ...contractRoute('getSearchFilters'),
    handler: async () => ok(await searchFilters(app.db)),
  });

  app.route({
    ...contractRoute('getSearchStats'),
    handler: async (request) => ok(await searchStats(app.db, signedIn(request).user)),
  });
};
