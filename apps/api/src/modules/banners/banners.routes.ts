import { BANNER_IMAGE_JSON_MAX_CHARS } from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { answersNotModified, browserHas } from '../../lib/etag.ts';
import { contractRoute } from '../../lib/route.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  createBanner,
  deleteBanner,
  listBannersForAdmin,
  listLiveBanners,
  readBannerFile,
  reorderBanners,
  updateBanner,
} from './banners.service.ts';

/** Only the routes that carry a picture take a large body (docs/security.md §3). */
const IMAGE_BODY_LIMIT = BANNER_IMAGE_JSON_MAX_CHARS + 64 * 1024;

/** The carousel on the customers' home screen, and its pictures: open to everyone. */
export const bannersPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...answersNotModified(contractRoute('listBanners')),
    handler: async (request, reply) => {
      const { banners, etag } = await listLiveBanners(app.db);
      // Anyone may keep it (it is the same for everyone), but must ask again each time: a banner that
      // staff switch off is gone on the next load, and an unchanged list costs a 304.
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (browserHas(request, etag)) return reply.code(304).send(null);
      return ok(banners);
    },
  });

  for (const [id, which] of [
    ['getBannerImage', 'image'],
    ['getBannerThumbnail', 'thumbnail'],
  ] as const) {
    app.route({
      ...contractRoute(id),
      handler: async (request, reply) => {
        const file = await readBannerFile(app.db, app.storage, request.params.id, which);
        const etag = `"${file.fileId}"`;
        reply
          .header('content-type', file.mimeType)
          .header('content-disposition', 'inline')
          .header('etag', etag)
          // A file never changes (a new picture is a new file, with a new URL), so the URL made for it
          // is kept for a year; any other URL of the banner is checked each time.
          .header(
            'cache-control',
            request.query.v === file.fileId ? 'public, max-age=31536000, immutable' : 'public, no-cache',
          );
        if (browserHas(request, etag)) return reply.code(304).send();
        return reply.send(file.bytes);
      },
    });
  }
};

/** Staff manage the banners (/api/admin/…). Every write is audited. */
export const bannersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('listAdminBanners'),
    handler: async () => ok(await listBannersForAdmin(app.db)),
  });

  app.route({
    ...contractRoute('createBanner'),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await createBanner(app.db, app.storage, signedIn(request).user, request.body, requestContext(request))),
        ),
  });

  // Registered before /admin/banners/:id so that "order" is never read as an id (Fastify prefers static paths anyway).
  app.route({
    ...contractRoute('reorderBanners'),
    handler: async (request) =>
      ok(await reorderBanners(app.db, signedIn(request).user, request.body.ids, requestContext(request))),
  });

  app.route({
    ...contractRoute('updateBanner'),
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request) =>
      ok(
        await updateBanner(
          app.db,
          app.storage,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  });

  app.route({
    ...contractRoute('deleteBanner'),
    handler: async (request) => {
      await deleteBanner(app.db, app.storage, signedIn(request).user, request.params.id, requestContext(request));
      return ok(null);
    },
  });
};
