import { defineRoutes } from './define.ts';

/** Where the notifications routes are (zod-free; the schemas are in notifications.schemas.ts). */
export const notificationsRoutes = defineRoutes({
  listNotifications: { method: 'GET', path: '/notifications', access: 'user' },
  countUnreadNotifications: { method: 'GET', path: '/notifications/unread-count', access: 'user' },
  markNotificationRead: { method: 'PATCH', path: '/notifications/:id/read', access: 'user' },
  markAllNotificationsRead: { method: 'POST', path: '/notifications/read-all', access: 'user' },
});
