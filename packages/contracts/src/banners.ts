import { isBannerLink } from './banners.labels.ts';
import { MomentSchema, requiredText, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

/**
 * Where a banner stands at a moment: shown on the customers' home screen now, waiting for its start,
 * past its end, or switched off by staff (whatever its schedule says).
 */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'inactive'] as const;
export const BannerStateSchema = z.enum(BANNER_STATES);
export type BannerState = z.infer<typeof BannerStateSchema>;

export const BANNER_STATE_LABELS: Record<BannerState, string> = {
  live: 'กำลังแสดง',
  scheduled: 'รอเริ่มแสดง',
  ended: 'หมดเวลาแสดง',
  inactive: 'ปิดการแสดง',
};

/**
 * The carousel picture. Every banner is stored cropped to one shape (8:3, centred), so slides never
 * change height as they turn and staff see exactly what customers will: 1600 × 600 px when the upload
 * is large enough, never enlarged. Uploads are JPEG, PNG or WebP by content, at most 5 MB (docs/product.md §7).
 */
export const BANNER_IMAGE = {
  width: 1600,
  height: 600,
  /** The smallest upload whose 8:3 crop is still sharp on a phone at 2× and a desktop column. */
  minWidth: 800,
  minHeight: 300,
  thumbnailWidth: 320,
  thumbnailHeight: 120,
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
} as const;

/**
 * The JSON text of a banner image. Base64 of 5 MB is about 6.7 MB; the body may carry up to 10 MB so
 * that a picture a little over the limit is refused with the banner's own message (413), not a generic one.
 */
export const BANNER_IMAGE_JSON_MAX_CHARS = 10 * 1024 * 1024;

const BannerLinkSchema = z
  .string()
  .trim()
  .max(500, 'ลิงก์ต้องไม่เกิน 500 ตัวอักษร')
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || isBannerLink(value),
    'ลิงก์ต้องขึ้นต้นด้วย https:// หรือ http:// หรือเป็นหน้าในระบบที่ขึ้นต้นด้วย / เช่น /booking',
  )
  .describe('optional: an app path starting with "/" or an http(s) URL');

const OptionalMomentSchema = MomentSchema.nullish().transform((value) => value ?? null);

const bannerFields = {
  title: requiredText(100, 'ชื่อแบนเนอร์').describe('shown to customers as the picture’s text alternative'),
  linkUrl: BannerLinkSchema,
  startsAt: OptionalMomentSchema.describe('shown from this moment; open when null'),
  endsAt: OptionalMomentSchema.describe('shown until just before this moment; open when null'),
  isActive: z.boolean().default(true),
};

const BannerImageTextSchema = z
  .string({ error: 'กรุณาเลือกรูปแบนเนอร์' })
  .max(BANNER_IMAGE_JSON_MAX_CHARS, 'ไฟล์รูปแบนเนอร์ใหญ่เกิน 5 MB กรุณาลดขนาดรูปแล้วอัปโหลดใหม่')
  .describe('a data URL (data:image/jpeg;base64,…) or bare base64 of a JPEG, PNG or WebP ≤ 5 MB');

type Schedule = { startsAt: string | null; endsAt: string | null };
/** The end comes after the start; either may be open. */
export const scheduleInOrder = ({ startsAt, endsAt }: Schedule) =>
  !startsAt || !endsAt || Date.parse(startsAt) < Date.parse(endsAt);
const SCHEDULE_ISSUE = { path: ['endsAt'], message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มแสดง' };

/** What staff fill in for a banner, the picture aside (the web form checks the file itself). */
export const BannerFieldsSchema = z.object(bannerFields).refine(scheduleInOrder, SCHEDULE_ISSUE);
export type BannerFields = z.input<typeof BannerFieldsSchema>;

export const CreateBannerBodySchema = z
  .object({ ...bannerFields, image: BannerImageTextSchema.min(1, 'กรุณาเลือกรูปแบนเนอร์') })
  .refine(scheduleInOrder, SCHEDULE_ISSUE);
export type CreateBannerBody = z.input<typeof CreateBannerBodySchema>;

/** Every field is replaced; `image` is optional: without one the picture stays as it is. */
export const UpdateBannerBodySchema = z
  .object({ ...bannerFields, image: BannerImageTextSchema.nullish().transform((value) => value || null) })
  .refine(scheduleInOrder, SCHEDULE_ISSUE);
export type UpdateBannerBody = z.input<typeof UpdateBannerBodySchema>;

export const ReorderBannersBodySchema = z.object({
  ids: z
    .array(z.uuid('รหัสแบนเนอร์ไม่ถูกต้อง'))
    .min(1, 'กรุณาระบุลำดับของแบนเนอร์')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'มีแบนเนอร์ซ้ำในลำดับ')
    .describe('every banner id, first shown first'),
});
export type ReorderBannersBody = z.input<typeof ReorderBannersBodySchema>;

/** `v` is the file the URL was made for: a match is cached for a year, since that file never changes. */
export const BannerImageQuerySchema = z.object({ v: z.uuid().optional() });

/** A live banner as the customers' carousel shows it. */
export const BannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  linkUrl: z.string().nullable(),
  imageUrl: z.string().describe('GET /api/banners/{id}/image?v={fileId}: JPEG, cacheable for good'),
  width: z.number().int(),
  height: z.number().int(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** Every banner, for staff: its schedule and where it stands now. */
export const AdminBannerSchema = BannerSchema.extend({
  thumbnailUrl: z.string().describe(`${BANNER_IMAGE.thumbnailWidth} × ${BANNER_IMAGE.thumbnailHeight} px JPEG`),
  sortOrder: z.number().int(),
  startsAt: TimestampSchema.nullable(),
  endsAt: TimestampSchema.nullable(),
  isActive: z.boolean(),
  state: BannerStateSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;
