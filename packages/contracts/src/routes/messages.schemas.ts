import { AdminMessageListQuerySchema, AdminMessagePageSchema, AdminMessageSchema } from '../admin-messages.ts';
import { IdParamsSchema } from '../common.ts';
import { defineRouteSchemas } from './define.ts';
import type { messagesRoutes } from './messages.ts';

const tag = 'messages';

export const messagesRouteSchemas = defineRouteSchemas<typeof messagesRoutes>()({
  listMessages: {
    tag,
    summary: 'ข้อความที่ส่งถึงลูกค้าทางอีเมล: กรองตามสถานะ ประเภท หรือค้นหาผู้รับและหัวเรื่อง ใหม่สุดก่อน',
    query: AdminMessageListQuerySchema,
    response: AdminMessagePageSchema,
  },
  retryMessage: {
    tag,
    summary: 'ส่งข้อความที่ส่งไม่สำเร็จ (หรือยังรอส่ง) อีกครั้งทันที',
    params: IdParamsSchema,
    response: AdminMessageSchema,
  },
  downloadMessageEml: {
    tag,
    summary: 'ดาวน์โหลดไฟล์ .eml ของข้อความ (เมื่อระบบไม่ได้ตั้งค่า SMTP และเขียนข้อความเป็นไฟล์)',
    params: IdParamsSchema,
    file: 'message/rfc822',
  },
});
