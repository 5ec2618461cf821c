import {
  AdminBannerSchema,
  BANNER_IMAGE_JSON_MAX_CHARS,
  BannerImageQuerySchema,
  BannerSchema,
  CreateBannerBodySchema,
  EmptySchema,
  IdParamsSchema,
  ReorderBannersBodySchema,
  successEnvelope,
  UpdateBannerBodySchema,
  z,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { browserHas } from '../../lib/etag.ts';
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

const tags = ['banners'];
const security = [{ bearer: [] }];
const AdminBannerEnvelope = successEnvelope(AdminBannerSchema);
/** Only the routes that carry a picture take a large body (docs/security.md §3). */
const IMAGE_BODY_LIMIT = BANNER_IMAGE_JSON_MAX_CHARS + 64 * 1024;

/** The carousel on the customers' home screen, and its pictures: open to everyone. */
export const bannersPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'แบนเนอร์ที่กำลังแสดง เรียงตามลำดับที่ตั้งไว้ (ETag: ส่ง If-None-Match แล้วได้ 304 เมื่อไม่มีอะไรเปลี่ยน)',
        response: { 200: successEnvelope(z.array(BannerSchema)), 304: z.null().describe('unchanged: no body') },
      },
    },
    async (request, reply) => {
      const { banners, etag } = await listLiveBanners(app.db);
      // Anyone may keep it (it is the same for everyone), but must ask again each time: a banner that
      // staff switch off is gone on the next load, and an unchanged list costs a 304.
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (browserHas(request, etag)) return reply.code(304).send(null);
      return ok(banners);
    },
  );

  for (const which of ['image', 'thumbnail'] as const) {
    app.get(
      `/banners/:id/${which}`,
      {
        schema: {
          tags,
          summary:
            which === 'image'
              ? 'รูปแบนเนอร์ (JPEG 8:3) — ?v=<file id> จาก imageUrl เก็บในแคชได้ตลอด'
              : 'รูปย่อของแบนเนอร์ (JPEG) สำหรับหน้าผู้ดูแล',
          params: IdParamsSchema,
          querystring: BannerImageQuerySchema,
        },
      },
      async (request, reply) => {
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
    );
  }
};

/** Under /api/admin: staff manage the banners. Every write is audited. */
export const bannersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banners',
    {
      schema: {
        tags,
        security,
        summary: 'แบนเนอร์ทั้งหมด เรียงตามลำดับที่แสดง พร้อมสถานะ ณ ตอนนี้ (all, not paginated: reordering needs them all)',
        response: { 200: successEnvelope(z.array(AdminBannerSchema)) },
      },
    },
    async () => ok(await listBannersForAdmin(app.db)),
  );

  app.post(
    '/banners',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'เพิ่มแบนเนอร์: รูป JPG, PNG หรือ WebP ไม่เกิน 5 MB (data URL) ตัดเป็น 8:3 ตรงกลาง ไม่เกิน 1600 × 600',
        body: CreateBannerBodySchema,
        response: { 201: AdminBannerEnvelope },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await createBanner(app.db, app.storage, signedIn(request).user, request.body, requestContext(request))),
        ),
  );

  // Registered before /banners/:id so that "order" is never read as an id (Fastify prefers static paths anyway).
  app.put(
    '/banners/order',
    {
      schema: {
        tags,
        security,
        summary: 'จัดลำดับแบนเนอร์ใหม่: ส่งรหัสแบนเนอร์ทุกรายการตามลำดับที่ต้องการ',
        body: ReorderBannersBodySchema,
        response: { 200: successEnvelope(z.array(AdminBannerSchema)) },
      },
    },
    async (request) =>
      ok(await reorderBanners(app.db, signedIn(request).user, request.body.ids, requestContext(request))),
  );

  app.put(
    '/banners/:id',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'แก้ไขแบนเนอร์: ทุกช่องแทนค่าเดิม ส่ง image เฉพาะเมื่อเปลี่ยนรูป',
        params: IdParamsSchema,
        body: UpdateBannerBodySchema,
        response: { 200: AdminBannerEnvelope },
      },
    },
    async (request) =>
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
  );

  app.delete(
    '/banners/:id',
    {
      schema: {
        tags,
        security,
        summary: 'ลบแบนเนอร์และไฟล์รูปของแบนเนอร์',
        params: IdParamsSchema,
        response: { 200: successEnvelope(EmptySchema) },
      },
    },
    async (request) => {
      await deleteBanner(app.db, app.storage, signedIn(request).user, request.params.id, requestContext(request));
      return ok(null);
    },
  );
};
