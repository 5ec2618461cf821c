import { createHash } from 'node:crypto';
import type {
  AdminBanner,
  Banner,
  BannerState,
  CreateBannerBodySchema,
  UpdateBannerBodySchema,
  z,
} from '@jongdee/contracts';
import { routes, routeUrl } from '@jongdee/contracts/routes';
import { and, asc, eq, gt, inArray, isNull, lte, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { banners, storedFiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { deleteStoredFileRows, removeFiles, withStoredFiles } from '../../lib/storage/stored-files.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Authenticated, RequestContext } from '../auth/auth.service.ts';
import { decodeBannerImageText, type PreparedBannerImage, prepareBannerImage } from './banners.image.ts';

type Actor = Authenticated['user'];
type BannerRow = typeof banners.$inferSelect;

/** The carousel shows at most this many at once, the first in staff's order. */
export const LIVE_BANNER_LIMIT = 20;

/** Staff's order; banners added at the same moment keep the order they were made in. */
const IN_ORDER = [asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id)];

/**
 * Shown at `now`: switched on, started (a start equal to now counts) and not ended (an end equal to
 * now does not); an empty start or end leaves that side open.
 */
const liveAt = (now: Date): SQL | undefined =>
  and(
    eq(banners.isActive, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  );

export function bannerState(
  row: Pick<BannerRow, 'isActive' | 'startsAt' | 'endsAt'>,
  now: Date = new Date(),
): BannerState {
  if (!row.isActive) return 'inactive';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'ended';
  return 'live';
}

/** URLs name the file they were made for, so a browser may keep them for good (see the image route). */
const imageUrl = (row: Pick<BannerRow, 'id' | 'imageFileId'>) =>
  routeUrl(routes.getBannerImage, { id: row.id }, { v: row.imageFileId });
const thumbnailUrl = (row: Pick<BannerRow, 'id' | 'imageFileId' | 'thumbnailFileId'>) =>
  routeUrl(routes.getBannerThumbnail, { id: row.id }, { v: row.thumbnailFileId ?? row.imageFileId });

type PublicColumns = Pick<BannerRow, 'id' | 'title' | 'linkUrl' | 'imageFileId' | 'imageWidth' | 'imageHeight'>;

function toBannerDto(row: PublicColumns): Banner {
  return {
    id: row.id,
    title: row.title,
    linkUrl: row.linkUrl,
    imageUrl: imageUrl(row),
    width: row.imageWidth,
    height: row.imageHeight,
  };
}

function toAdminBannerDto(row: BannerRow, now: Date): AdminBanner {
  return {
    ...toBannerDto(row),
    thumbnailUrl: thumbnailUrl(row),
    sortOrder: row.sortOrder,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    isActive: row.isActive,
    state: bannerState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a banner: its fields as staff set them, and which picture it had. */
const auditView = (row: BannerRow) => ({
  title: row.title,
  linkUrl: row.linkUrl,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  isActive: row.isActive,
  imageFileId: row.imageFileId,
});

/**
 * The customers' carousel: what is live at `now`, in staff's order, and an ETag that changes whenever
 * that list would (a banner starting, ending, edited, switched, reordered), so a browser asking again
 * with If-None-Match gets a 304 for the price of one indexed query and a hash of a few rows.
 */
export async function listLiveBanners(
  db: Database,
  now: Date = new Date(),
): Promise<{ banners: Banner[]; etag: string }> {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      linkUrl: banners.linkUrl,
      imageFileId: banners.imageFileId,
      imageWidth: banners.imageWidth,
      imageHeight: banners.imageHeight,
      updatedAt: banners.updatedAt,
    })
    .from(banners)
    .where(liveAt(now))
    .orderBy(...IN_ORDER)
    .limit(LIVE_BANNER_LIMIT);
  // Every field of the answer comes from a row whose updated_at moves when staff change it; the
  // picture's file id is there too for good measure. Order matters: the hash follows it.
  const fingerprint = createHash('sha256');
  for (const row of rows) fingerprint.update(`${row.id}:${row.updatedAt.getTime()}:${row.imageFileId};`);
  return { banners: rows.map(toBannerDto), etag: `"b-${fingerprint.digest('base64url').slice(0, 27)}"` };
}

/** Staff: every banner, in the carousel's order, with where each stands at `now`. */
export async function listBannersForAdmin(db: Database, now: Date = new Date()): Promise<AdminBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .orderBy(...IN_ORDER);
  return rows.map((row) => toAdminBannerDto(row, now));
}

/** One banner's picture or its thumbnail, for anyone: banners are public (docs/product.md §3). */
export async function readBannerFile(
  db: Database,
  storage: FileStorage,
  id: string,
  which: 'image' | 'thumbnail',
): Promise<{ bytes: Buffer; fileId: string; mimeType: string }> {
  const [row] = await db
    .select({ fileId: storedFiles.id, key: storedFiles.storageKey, mimeType: storedFiles.mimeType })
    .from(banners)
    .innerJoin(
      storedFiles,
      eq(
        storedFiles.id,
        which === 'image' ? banners.imageFileId : sql`coalesce(${banners.thumbnailFileId}, ${banners.imageFileId})`,
      ),
    )
    .where(eq(banners.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const bytes = await storage.get(row.key);
  if (!bytes) throw new Error(`stored file ${row.key} is missing`);
  return { bytes, fileId: row.fileId, mimeType: row.mimeType };
}

type BannerFiles = { imageId: string; thumbnailId: string };

/** The prepared picture stored with its two stored_files rows, and `record` run in that transaction. */
function withStoredBannerImage<T>(
  db: Database,
  storage: FileStorage,
  image: PreparedBannerImage,
  record: (tx: Database, files: BannerFiles) => Promise<T>,
): Promise<T> {
  return withStoredFiles(
    db,
    storage,
    [
      { kind: 'banner', bytes: image.image, mimeType: 'image/jpeg', sha256: image.sha256 },
      { kind: 'thumbnail', bytes: image.thumbnail, mimeType: 'image/jpeg', sha256: image.sha256 },
    ],
    (tx, [imageId, thumbnailId]) => record(tx, { imageId, thumbnailId }),
  );
}

const scheduleColumns = (body: { startsAt: string | null; endsAt: string | null }) => ({
  startsAt: body.startsAt ? new Date(body.startsAt) : null,
  endsAt: body.endsAt ? new Date(body.endsAt) : null,
});

/**
 * Staff add a banner: the picture checked and prepared first (no transaction held for that), then its
 * files, then the row (last in the carousel's order) with its audit entry, all or nothing.
 */
export async function createBanner(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  body: z.output<typeof CreateBannerBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<AdminBanner> {
  const image = await prepareBannerImage(decodeBannerImageText(body.image));
  return withStoredBannerImage(db, storage, image, async (tx, files) => {
    const [last] = await tx.select({ value: max(banners.sortOrder) }).from(banners);
    const [row] = await tx
      .insert(banners)
      .values({
        title: body.title,
        linkUrl: body.linkUrl,
        ...scheduleColumns(body),
        isActive: body.isActive,
        imageFileId: files.imageId,
        thumbnailFileId: files.thumbnailId,
        imageWidth: image.width,
        imageHeight: image.height,
        sortOrder: (last?.value ?? -1) + 1,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('banner insert returned no row');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'banner.create',
      entity: 'banner',
      entityId: row.id,
      after: auditView(row),
      ip: context.ip,
    });
    return toAdminBannerDto(row, now);
  });
}

/**
 * Staff change a banner: every field replaced, the picture only when a new one is sent. A replaced
 * picture's files are removed once the change is committed (a crash first leaves them to the sweep).
 */
export async function updateBanner(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: string,
  body: z.output<typeof UpdateBannerBodySchema>,
  context: RequestContext,
  now: Date = new Date(),
): Promise<AdminBanner> {
  // An unknown banner answers 404 before its picture is worked on.
  const [exists] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
  if (!exists) throw new AppError('NOT_FOUND');
  const image = body.image ? await prepareBannerImage(decodeBannerImageText(body.image)) : null;

  const write = async (tx: Database, files: BannerFiles | null) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(banners)
      .set({
        title: body.title,
        linkUrl: body.linkUrl,
        ...scheduleColumns(body),
        isActive: body.isActive,
        ...(image && files
          ? {
              imageFileId: files.imageId,
              thumbnailFileId: files.thumbnailId,
              imageWidth: image.width,
              imageHeight: image.height,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw new Error('banner update returned no row');
    const replacedKeys = files ? await deleteStoredFileRows(tx, [current.imageFileId, current.thumbnailFileId]) : [];
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'banner.update',
      entity: 'banner',
      entityId: id,
      before: auditView(current),
      after: auditView(row),
      ip: context.ip,
    });
    return { banner: toAdminBannerDto(row, now), replacedKeys };
  };

  const { banner, replacedKeys } = image
    ? await withStoredBannerImage(db, storage, image, write)
    : await db.transaction((tx) => write(tx, null));
  await removeFiles(storage, replacedKeys);
  return banner;
}

/** Staff remove a banner: its row and its files' rows in one transaction, then the files themselves. */
export async function deleteBanner(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: string,
  context: RequestContext,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    const removed = await deleteStoredFileRows(tx, [row.imageFileId, row.thumbnailFileId]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'banner.delete',
      entity: 'banner',
      entityId: id,
      before: auditView(row),
      ip: context.ip,
    });
    return removed;
  });
  await removeFiles(storage, keys);
}

/**
 * Staff put the banners in a new order: `ids` must be every banner, each once, or nothing changes
 * (409: someone added or removed one meanwhile). One locked transaction, one UPDATE.
 */
export async function reorderBanners(
  db: Database,
  actor: Actor,
  ids: string[],
  context: RequestContext,
  now: Date = new Date(),
): Promise<AdminBanner[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: banners.id })
      .from(banners)
      .orderBy(...IN_ORDER)
      .for('update');
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) throw new AppError('BANNER_ORDER_STALE');
    const position = sql.join(
      ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
      sql` `,
    );
    await tx
      .update(banners)
      .set({ sortOrder: sql`case ${banners.id} ${position} end` })
      .where(inArray(banners.id, ids));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'banner.reorder',
      entity: 'banner',
      before: { ids: current.map((row) => row.id) },
      after: { ids },
      ip: context.ip,
    });
    const rows = await tx
      .select()
      .from(banners)
      .orderBy(...IN_ORDER);
    return rows.map((row) => toAdminBannerDto(row, now));
  });
}
