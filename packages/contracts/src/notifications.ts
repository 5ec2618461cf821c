import { listQuerySchema, pageOf, TimestampSchema } from './common.ts';
import { z } from './thai-zod.ts';

export const NOTIFICATION_TYPES = [
  'booking_created',
  'booking_confirmed',
  'booking_cancelled',
  'booking_expired',
  'booking_rescheduled',
  'booking_completed',
  'booking_no_show',
  'appointment_reminder',
  'payment_submitted',
  'payment_verified',
  'payment_rejected',
  'payment_refunded',
  'certificate_issued',
  'sign_in_attempts',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NotificationSchema = z.object({
  id: z.uuid(),
  type: NotificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationPageSchema = pageOf(NotificationSchema);

export const NotificationListQuerySchema = listQuerySchema(['createdAt'], 'createdAt').extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const UnreadCountSchema = z.object({ count: z.number().int() });
export const ReadAllResultSchema = z.object({ updated: z.number().int() });
