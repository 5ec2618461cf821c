import { IdParamsSchema } from '../common.ts';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSchema,
  ReadAllResultSchema,
  UnreadCountSchema,
} from '../notifications.ts';
import { defineRouteSchemas } from './define.ts';
import type { notificationsRoutes } from './notifications.ts';

const tag = 'notifications';

export const notificationsRouteSchemas = defineRouteSchemas<typeof notificationsRoutes>()({
  listNotifications: {
    tag,
    summary: 'การแจ้งเตือนของฉัน ใหม่สุดก่อน',
    query: NotificationListQuerySchema,
    response: NotificationPageSchema,
  },
  countUnreadNotifications: { tag, summary: 'จำนวนการแจ้งเตือนที่ยังไม่อ่าน', response: UnreadCountSchema },
  markNotificationRead: {
    tag,
    summary: 'ทำเครื่องหมายว่าอ่านแล้ว',
    params: IdParamsSchema,
    response: NotificationSchema,
  },
  markAllNotificationsRead: { tag, summary: 'อ่านทั้งหมดแล้ว', response: ReadAllResultSchema },
});
