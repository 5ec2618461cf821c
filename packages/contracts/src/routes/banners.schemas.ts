import {
  AdminBannerSchema,
  BannerImageQuerySchema,
  BannerSchema,
  CreateBannerBodySchema,
  ReorderBannersBodySchema,
  UpdateBannerBodySchema,
} from '../banners.ts';
import { IdParamsSchema } from '../common.ts';
import { EmptySchema } from '../envelope.ts';
import { z } from '../thai-zod.ts';
import type { bannersRoutes } from './banners.ts';
import { defineRouteSchemas } from './define.ts';

const tag = 'banners';

export const bannersRouteSchemas = defineRouteSchemas<typeof bannersRoutes>()({
  listBanners: {
    tag,
    summary: 'แบนเนอร์ที่กำลังแสดง เรียงตามลำดับที่ตั้งไว้ (ETag: ส่ง If-None-Match แล้วได้ 304 เมื่อไม่มีอะไรเปลี่ยน)',
    response: z.array(BannerSchema),
  },
  getBannerImage: {
    tag,
    summary: 'รูปแบนเนอร์ (JPEG 8:3) — ?v=<file id> จาก imageUrl เก็บในแคชได้ตลอด',
    params: IdParamsSchema,
    query: BannerImageQuerySchema,
    file: 'image/jpeg',
  },
  getBannerThumbnail: {
    tag,
    summary: 'รูปย่อของแบนเนอร์ (JPEG) สำหรับหน้าผู้ดูแล',
    params: IdParamsSchema,
    query: BannerImageQuerySchema,
    file: 'image/jpeg',
  },
  listAdminBanners: {
    tag,
    summary: 'แบนเนอร์ทั้งหมด เรียงตามลำดับที่แสดง พร้อมสถานะ ณ ตอนนี้ (all, not paginated: reordering needs them all)',
    response: z.array(AdminBannerSchema),
  },
  createBanner: {
    tag,
    summary: 'เพิ่มแบนเนอร์: รูป JPG, PNG หรือ WebP ไม่เกิน 5 MB (data URL) ตัดเป็น 8:3 ตรงกลาง ไม่เกิน 1600 × 600',
    body: CreateBannerBodySchema,
    response: AdminBannerSchema,
    status: 201,
  },
  reorderBanners: {
    tag,
    summary: 'จัดลำดับแบนเนอร์ใหม่: ส่งรหัสแบนเนอร์ทุกรายการตามลำดับที่ต้องการ',
    body: ReorderBannersBodySchema,
    response: z.array(AdminBannerSchema),
  },
  updateBanner: {
    tag,
    summary: 'แก้ไขแบนเนอร์: ทุกช่องแทนค่าเดิม ส่ง image เฉพาะเมื่อเปลี่ยนรูป',
    params: IdParamsSchema,
    body: UpdateBannerBodySchema,
    response: AdminBannerSchema,
  },
  deleteBanner: {
    tag,
    summary: 'ลบแบนเนอร์และไฟล์รูปของแบนเนอร์',
    params: IdParamsSchema,
    response: EmptySchema,
  },
});
