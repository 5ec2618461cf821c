import { defineRoutes } from './define.ts';

/** Where staff's view of the outbox is (zod-free; the schemas are in messages.schemas.ts). */
export const messagesRoutes = defineRoutes({
  listMessages: { method: 'GET', path: '/admin/messages', access: 'admin' },
  retryMessage: { method: 'POST', path: '/admin/messages/:id/retry', access: 'admin' },
  downloadMessageEml: { method: 'GET', path: '/admin/messages/:id/eml', access: 'admin' },
});
