import type { AdminBanner, Banner, CreateBannerBody } from '@jongdee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, banners, storedFiles } from '../../db/schema.ts';
import { bearer, registerUser, signInAsNewAdmin, useTestApp } from '../../test/helpers.ts';
import { createBanner, listLiveBanners } from './banners.service.ts';

const ctx = useTestApp();
let adminToken: string;
let adminId: string;
let customerToken: string;
/** A 2000 × 1000 landscape photo, wider than the carousel's 8:3 is not: its top and bottom are cropped. */
let photo: Buffer;

const picture = (width: number, height: number, background = '#1b5e20') =>
  sharp({ create: { width, height, channels: 3, background } });
const asDataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  const admin = await signInAsNewAdmin(ctx);
  adminToken = admin.token;
  adminId = admin.user.id;
  customerToken = (await registerUser(ctx.app)).token;
  photo = await picture(2000, 1000).jpeg().toBuffer();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const bannerBody = (overrides: Partial<CreateBannerBody> = {}): CreateBannerBody => ({
  title: 'ตรวจสุขภาพก่อนเข้างาน ลด 20%',
  linkUrl: '/booking',
  isActive: true,
  image: asDataUrl(photo),
  ...overrides,
});

async function create(overrides: Partial<CreateBannerBody> = {}): Promise<AdminBanner> {
  const response = await call('POST', '/api/admin/banners', adminToken, bannerBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const liveTitles = async () =>
  ((await call('GET', '/api/banners', null)).json().data as Banner[]).map((banner) => banner.title);

/** Every stored file of a banner: rows and files on disk. */
async function filesOf(banner: { id: string }) {
  const [row] = await ctx.database.db.select().from(banners).where(eq(banners.id, banner.id));
  if (!row) return { rows: [], keys: [] };
  const rows = await ctx.database.db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, [row.imageFileId, row.thumbnailFileId ?? row.imageFileId]));
  return { rows, keys: rows.map((file) => file.storageKey) };
}

async function filesOnDisk(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of ctx.storage.list()) keys.push(key);
  return keys.filter((key) => key.startsWith('banner/') || key.startsWith('thumbnail/'));
}

beforeEach(async () => {
  // Each test starts from no banners, removed the way staff would (their files go with them).
  const list = (await call('GET', '/api/admin/banners', adminToken)).json().data as AdminBanner[];
  for (const banner of list) await call('DELETE', `/api/admin/banners/${banner.id}`, adminToken);
});

describe('who may manage banners', () => {
  it('refuses a visitor (401) and a customer (403) on every staff route; the carousel is open to all', async () => {
    const banner = await create();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/banners'],
      ['POST', '/api/admin/banners', bannerBody()],
      ['PUT', `/api/admin/banners/${banner.id}`, { ...bannerBody(), image: null }],
      ['PUT', '/api/admin/banners/order', { ids: [banner.id] }],
      ['DELETE', `/api/admin/banners/${banner.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await call(method, url, null, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const customer = await call(method, url, customerToken, payload);
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toMatchObject({ code: 'FORBIDDEN', error: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้' });
    }
    expect(await liveTitles()).toEqual([banner.title]);
    expect((await call('GET', banner.imageUrl, null)).statusCode).toBe(200);
    expect((await call('GET', banner.thumbnailUrl, null)).statusCode).toBe(200);
  });
});

describe('creating a banner', () => {
  it('crops the picture to the carousel’s 8:3 around its centre, at most 1600 × 600, with a thumbnail', async () => {
    // Green top and bottom bands that a centre crop of 2000 × 750 out of 2000 × 1000 cuts off.
    const banded = await picture(2000, 1000, '#ffffff')
      .composite([
        { input: { create: { width: 2000, height: 100, channels: 3, background: '#00ff00' } }, left: 0, top: 0 },
        { input: { create: { width: 2000, height: 100, channels: 3, background: '#00ff00' } }, left: 0, top: 900 },
      ])
      .png()
      .toBuffer();
    const banner = await create({ image: asDataUrl(banded, 'image/png') });
    expect(banner).toMatchObject({
      title: 'ตรวจสุขภาพก่อนเข้างาน ลด 20%',
      linkUrl: '/booking',
      isActive: true,
      state: 'live',
      startsAt: null,
      endsAt: null,
      width: 1600,
      height: 600,
      sortOrder: 0,
    });
    expect(banner.imageUrl).toMatch(new RegExp(`^/api/banners/${banner.id}/image\\?v=[0-9a-f-]{36}$`));

    const image = await call('GET', banner.imageUrl, null);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(image.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1600, 600]);
    const { data } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The first row is white, not the green band: the crop took the middle.
    expect(Math.min(...data.subarray(0, 1600 * 3))).toBeGreaterThan(230);

    const thumbnail = await sharp((await call('GET', banner.thumbnailUrl, null)).rawPayload).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 120]);

    const { rows } = await filesOf(banner);
    expect(rows.map((row) => row.kind).sort()).toEqual(['banner', 'thumbnail']);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, banner.id), eq(auditLog.action, 'banner.create')));
    expect(audit).toMatchObject({ actorId: adminId, entity: 'banner' });
  });

  it('keeps a smaller picture at its own size (never enlarged), upright by its EXIF, without the EXIF', async () => {
    // Stored 600 × 1000 but meant to be turned: upright it is 1000 × 600, whose 8:3 crop is 1000 × 375.
    const turned = await picture(600, 1000, '#88aaff')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const banner = await create({ image: asDataUrl(turned) });
    expect([banner.width, banner.height]).toEqual([1000, 375]);
    const stored = await sharp((await call('GET', banner.imageUrl, null)).rawPayload).metadata();
    expect([stored.width, stored.height, stored.exif, stored.orientation]).toEqual([1000, 375, undefined, undefined]);
  });

  it('takes a WebP and bare base64, and puts each new banner last', async () => {
    const first = await create({ title: 'แรก' });
    const webp = await picture(1600, 600, '#ff8800').webp().toBuffer();
    const second = await create({
      title: 'สอง',
      image: webp.toString('base64'),
      linkUrl: 'https://example.com/promo?x=1',
    });
    expect([first.sortOrder, second.sortOrder]).toEqual([0, 1]);
    expect(second.linkUrl).toBe('https://example.com/promo?x=1');
    expect(await liveTitles()).toEqual(['แรก', 'สอง']);
  });

  it('refuses bad fields with a Thai message on the field (400)', async () => {
    const cases: [Partial<CreateBannerBody>, string, RegExp][] = [
      [{ title: '   ' }, 'title', /กรุณากรอกชื่อแบนเนอร์/],
      [{ title: 'ก'.repeat(101) }, 'title', /ไม่เกิน 100 ตัวอักษร/],
      [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl', /https:\/\/ หรือ http:\/\//],
      [{ linkUrl: '//evil.example/promo' }, 'linkUrl', /ขึ้นต้นด้วย \//],
      [{ linkUrl: 'ftp://example.com/file' }, 'linkUrl', /https:\/\//],
      [{ linkUrl: 'booking' }, 'linkUrl', /https:\/\//],
      [{ linkUrl: 'https://clinic.example@evil.example/' }, 'linkUrl', /https:\/\//],
      [{ linkUrl: 'https://exa mple.com' }, 'linkUrl', /https:\/\//],
      [
        { startsAt: '2026-12-01T10:00:00+07:00', endsAt: '2026-11-30T10:00:00+07:00' },
        'endsAt',
        /เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มแสดง/,
      ],
      [
        { startsAt: '2026-12-01T10:00:00+07:00', endsAt: '2026-12-01T03:00:00Z' },
        'endsAt',
        /เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มแสดง/,
      ],
      [{ startsAt: '1 ธ.ค. 2569' }, 'startsAt', /รูปแบบวันเวลาไม่ถูกต้อง/],
      [{ image: '' }, 'image', /กรุณาเลือกรูปแบนเนอร์/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/api/admin/banners', adminToken, bannerBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details).toEqual(expect.arrayContaining([{ field, message: expect.stringMatching(message) }]));
    }
    const { image: _image, ...withoutImage } = bannerBody();
    const missing = await call('POST', '/api/admin/banners', adminToken, withoutImage);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'image', message: 'กรุณาเลือกรูปแบนเนอร์' }]);
    expect(await liveTitles()).toEqual([]);
  });

  it('refuses SVG, PDF, HEIC and GIF by their content (415), naming the formats that work', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect/></svg>');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    const gif = await picture(1600, 600).gif().toBuffer();
    // Each dressed up as a JPEG: the name and type a client gives count for nothing.
    for (const file of [svg, pdf, heic, gif]) {
      const response = await call('POST', '/api/admin/banners', adminToken, bannerBody({ image: asDataUrl(file) }));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'BANNER_IMAGE_UNSUPPORTED_TYPE' });
      expect(response.json().error).toContain('JPG, PNG หรือ WebP');
    }
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses more than 5 MB (413), a picture too small to be sharp, and bytes that are no picture (400)', async () => {
    const tooBig = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024 + 1 - photo.length)]);
    const big = await call('POST', '/api/admin/banners', adminToken, bannerBody({ image: asDataUrl(tooBig) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'BANNER_IMAGE_TOO_LARGE', error: expect.stringContaining('5 MB') });

    // Far past what a banner may be: the body limit answers, still in Thai.
    const huge = await call(
      'POST',
      '/api/admin/banners',
      adminToken,
      bannerBody({ image: 'A'.repeat(11 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatch(/[ก-๙]/);

    const small = await picture(640, 480).jpeg().toBuffer();
    const tooSmall = await call('POST', '/api/admin/banners', adminToken, bannerBody({ image: asDataUrl(small) }));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({ code: 'BANNER_IMAGE_TOO_SMALL', error: expect.stringContaining('800') });

    for (const image of ['data:image/png;base64,%%%', asDataUrl(photo.subarray(0, photo.length / 2))]) {
      const response = await call('POST', '/api/admin/banners', adminToken, bannerBody({ image }));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BANNER_IMAGE_UNREADABLE');
    }
    expect(await filesOnDisk()).toEqual([]);
  });

  it('removes the files it wrote when the row cannot be written', async () => {
    // Past the API's own check, the database's check on the schedule refuses the row.
    const failed = await createBanner(
      ctx.database.db,
      ctx.storage,
      { id: adminId, role: 'admin' } as never,
      {
        title: 'ผิดลำดับเวลา',
        linkUrl: null,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
        isActive: true,
        image: asDataUrl(photo),
      },
      { ip: '127.0.0.1', userAgent: undefined },
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await filesOnDisk()).toEqual([]);
    expect(await ctx.database.db.select().from(banners)).toEqual([]);
  });
});

describe('the schedule', () => {
  const at = (iso: string) => new Date(iso);

  it('is live from its start (a start of now counts) until just before its end (an end of now does not)', async () => {
    const start = '2026-12-01T09:00:00.000Z';
    const end = '2026-12-31T17:00:00.000Z';
    await create({ title: 'ธันวาคม', startsAt: start, endsAt: end });
    await create({ title: 'เปิดตลอด' });
    await create({ title: 'ตั้งแต่ธันวาคม', startsAt: start });
    await create({ title: 'ถึงสิ้นปี', endsAt: end });
    await create({ title: 'ปิดไว้', isActive: false });
    const titles = async (now: string) =>
      (await listLiveBanners(ctx.database.db, at(now))).banners.map((banner) => banner.title);

    expect(await titles('2026-12-01T08:59:59.999Z')).toEqual(['เปิดตลอด', 'ถึงสิ้นปี']);
    expect(await titles(start)).toEqual(['ธันวาคม', 'เปิดตลอด', 'ตั้งแต่ธันวาคม', 'ถึงสิ้นปี']);
    expect(await titles('2026-12-31T16:59:59.999Z')).toEqual(['ธันวาคม', 'เปิดตลอด', 'ตั้งแต่ธันวาคม', 'ถึงสิ้นปี']);
    expect(await titles(end)).toEqual(['เปิดตลอด', 'ตั้งแต่ธันวาคม']);
  });

  it('gives staff every banner with where it stands: live, scheduled, ended or switched off', async () => {
    const now = Date.now();
    const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    await create({ title: 'กำลังแสดง', startsAt: iso(-3_600_000), endsAt: iso(3_600_000) });
    await create({ title: 'รอเริ่ม', startsAt: iso(86_400_000) });
    await create({ title: 'หมดแล้ว', endsAt: iso(-60_000) });
    await create({ title: 'ปิด', isActive: false, startsAt: iso(-3_600_000) });
    const list = (await call('GET', '/api/admin/banners', adminToken)).json().data as AdminBanner[];
    expect(list.map((banner) => [banner.title, banner.state])).toEqual([
      ['กำลังแสดง', 'live'],
      ['รอเริ่ม', 'scheduled'],
      ['หมดแล้ว', 'ended'],
      ['ปิด', 'inactive'],
    ]);
    expect(await liveTitles()).toEqual(['กำลังแสดง']);
  });
});

describe('ordering', () => {
  it('puts the banners in the order staff drag them to, for staff and customers alike', async () => {
    const [a, b, c] = [await create({ title: 'ก' }), await create({ title: 'ข' }), await create({ title: 'ค' })];
    if (!a || !b || !c) throw new Error('three banners expected');
    const response = await call('PUT', '/api/admin/banners/order', adminToken, { ids: [c.id, a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as AdminBanner[]).map((banner) => [banner.title, banner.sortOrder])).toEqual([
      ['ค', 0],
      ['ก', 1],
      ['ข', 2],
    ]);
    expect(await liveTitles()).toEqual(['ค', 'ก', 'ข']);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'banner.reorder'));
    expect(audit?.after).toEqual({ ids: [c.id, a.id, b.id] });
  });

  it('changes nothing unless every banner is named once (409 when the list moved on, 400 for a repeat)', async () => {
    const [a, b] = [await create({ title: 'ก' }), await create({ title: 'ข' })];
    const missing = await call('PUT', '/api/admin/banners/order', adminToken, { ids: [b.id] });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'BANNER_ORDER_STALE', error: expect.stringContaining('โหลดหน้าใหม่') });
    const stranger = await call('PUT', '/api/admin/banners/order', adminToken, {
      ids: [b.id, a.id, '01900000-0000-7000-8000-000000000000'],
    });
    expect(stranger.statusCode).toBe(409);
    const repeated = await call('PUT', '/api/admin/banners/order', adminToken, { ids: [b.id, b.id] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().details).toEqual([{ field: 'ids', message: 'มีแบนเนอร์ซ้ำในลำดับ' }]);
    expect(await liveTitles()).toEqual(['ก', 'ข']);
  });
});

describe('the customers’ carousel and its caching', () => {
  it('answers 304 to a browser that holds the current list, and a new ETag once staff change it', async () => {
    const banner = await create({ title: 'โปรโมชัน' });
    const first = await call('GET', '/api/banners', null);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"b-[\w-]+"$/);
    expect(first.json().data).toEqual([
      { id: banner.id, title: 'โปรโมชัน', linkUrl: '/booking', imageUrl: banner.imageUrl, width: 1600, height: 600 },
    ]);

    const again = await ctx.app.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const edited = await call('PUT', `/api/admin/banners/${banner.id}`, adminToken, {
      ...bannerBody({ title: 'โปรโมชันใหม่' }),
      image: null,
    });
    expect(edited.statusCode).toBe(200);
    const changed = await ctx.app.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data[0].title).toBe('โปรโมชันใหม่');

    // Switched off: gone from the list, and the ETag moves again.
    await call('PUT', `/api/admin/banners/${banner.id}`, adminToken, {
      ...bannerBody({ isActive: false }),
      image: null,
    });
    const off = await ctx.app.inject({
      method: 'GET',
      url: '/api/banners',
      headers: { 'if-none-match': String(changed.headers.etag) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual([]);
  });

  it('lets a browser keep a picture for good at the URL made for its file, and checks any other URL', async () => {
    const banner = await create();
    const fileId = new URL(banner.imageUrl, 'http://x').searchParams.get('v');
    const kept = await call('GET', banner.imageUrl, null);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(kept.headers.etag).toBe(`"${fileId}"`);
    expect(kept.headers['content-disposition']).toBe('inline');

    const bare = await call('GET', `/api/banners/${banner.id}/image`, null);
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: `/api/banners/${banner.id}/image`,
      headers: { 'if-none-match': `"${fileId}"` },
    });
    expect(revalidated.statusCode).toBe(304);

    expect((await call('GET', '/api/banners/01900000-0000-7000-8000-000000000000/image', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/banners/not-an-id/image', null)).statusCode).toBe(400);
  });
});

describe('changing and removing a banner', () => {
  it('keeps the picture when none is sent, and replaces its files when one is', async () => {
    const banner = await create();
    const before = await filesOf(banner);
    const unchanged = await call('PUT', `/api/admin/banners/${banner.id}`, adminToken, {
      ...bannerBody({ title: 'ชื่อใหม่', linkUrl: null }),
      image: undefined,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ title: 'ชื่อใหม่', linkUrl: null, imageUrl: banner.imageUrl });

    const other = await picture(1800, 900, '#aa0000').jpeg().toBuffer();
    const replaced = await call(
      'PUT',
      `/api/admin/banners/${banner.id}`,
      adminToken,
      bannerBody({ image: asDataUrl(other) }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.imageUrl).not.toBe(banner.imageUrl);
    expect((await filesOnDisk()).sort()).toEqual((await filesOf(banner)).keys.sort());
    for (const key of before.keys) expect(await ctx.storage.get(key)).toBeNull();
    const oldRows = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          before.rows.map((row) => row.id),
        ),
      );
    expect(oldRows).toEqual([]);
    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, banner.id), eq(auditLog.action, 'banner.update')));
    expect(audits).toHaveLength(2);
  });

  it('refuses an unknown banner (404) before working on a picture, and bad input on edit (400)', async () => {
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await call('PUT', `/api/admin/banners/${unknown}`, adminToken, bannerBody())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/banners/${unknown}`, adminToken)).statusCode).toBe(404);
    const banner = await create();
    const bad = await call('PUT', `/api/admin/banners/${banner.id}`, adminToken, {
      ...bannerBody({ linkUrl: 'mailto:someone@example.com' }),
      image: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('linkUrl');
  });

  it('removes the row, its file rows and its files, and audits it', async () => {
    const banner = await create();
    const { rows, keys } = await filesOf(banner);
    expect(keys).toHaveLength(2);
    const response = await call('DELETE', `/api/admin/banners/${banner.id}`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });
    for (const key of keys) expect(await ctx.storage.get(key)).toBeNull();
    expect(await filesOnDisk()).toEqual([]);
    const left = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left).toEqual([]);
    expect(await liveTitles()).toEqual([]);
    expect((await call('GET', banner.imageUrl, null)).statusCode).toBe(404);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, banner.id), eq(auditLog.action, 'banner.delete')));
    expect(audit?.before).toMatchObject({ title: banner.title });
  });
});
