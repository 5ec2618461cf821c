import { pageOf, TimestampSchema } from './common.ts';
import { MessageChannelSchema, MessageKindSchema, MessageStatusSchema } from './messages.ts';
import { z } from './thai-zod.ts';

/** GET /api/admin/messages: newest first. */
export const AdminMessageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'แสดงได้ไม่เกิน 100 รายการต่อหน้า').default(20),
  status: MessageStatusSchema.optional(),
  kind: MessageKindSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, 'คำค้นต้องไม่เกิน 100 ตัวอักษร')
    .optional()
    .describe('part of the recipient address or the subject'),
});
export type AdminMessageListQuery = z.input<typeof AdminMessageListQuerySchema>;

/** One message of the outbox as staff see it: to whom, what, and how its delivery went. */
export const AdminMessageSchema = z.object({
  id: z.uuid(),
  kind: MessageKindSchema,
  kindLabel: z.string(),
  channel: MessageChannelSchema,
  recipient: z.string(),
  /** Known once the message was rendered for sending. */
  subject: z.string().nullable(),
  status: MessageStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  sentAt: TimestampSchema.nullable(),
  /** Whether the .eml file the server wrote (no SMTP_URL) can be downloaded. */
  hasEml: z.boolean(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

/** A page of messages, with how many failed in all: staff act on those. */
export const AdminMessagePageSchema = pageOf(AdminMessageSchema).extend({ failedCount: z.number().int() });
export type AdminMessagePage = z.infer<typeof AdminMessagePageSchema>;
