import { z } from './thai-zod.ts';

/**
 * Messages that reach people outside the app (e-mail now; a LINE channel later, decision 023). Each is
 * written to the outbox in the same transaction as the change that causes it and delivered by the
 * sender job.
 */
export const MESSAGE_KINDS = [
  'booking_created',
  'slip_received',
  'payment_verified',
  'slip_rejected',
  'booking_cancelled',
  'booking_expired',
  'certificates_ready',
  'booking_reminder',
  'account_opened',
  'password_reset',
] as const;
export const MessageKindSchema = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKindSchema>;

/** The ways a message can travel. Only e-mail exists; the column and the interface leave room for LINE. */
export const MESSAGE_CHANNELS = ['email'] as const;
export const MessageChannelSchema = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

/** pending → sending (claimed by one process) → sent; failed once retries have run for a day. */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof MessageStatusSchema>;

/**
 * What a customer may turn off on /profile. Everything else is about their money, their bookings'
 * payment or their password, and is always sent.
 */
export const OPTIONAL_MESSAGE_KINDS = [
  'booking_reminder',
  'certificates_ready',
  'booking_cancelled',
  'booking_expired',
] as const satisfies readonly MessageKind[];
export type OptionalMessageKind = (typeof OPTIONAL_MESSAGE_KINDS)[number];

/** Stored in users.message_preferences: a kind set to false is not sent by e-mail; missing means on. */
export const MessagePreferencesSchema = z.object(
  Object.fromEntries(OPTIONAL_MESSAGE_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
    OptionalMessageKind,
    z.ZodOptional<z.ZodBoolean>
  >,
);
export type MessagePreferences = z.infer<typeof MessagePreferencesSchema>;

export function isOptionalMessageKind(kind: MessageKind): kind is OptionalMessageKind {
  return (OPTIONAL_MESSAGE_KINDS as readonly string[]).includes(kind);
}

/** Whether the person's preferences let this kind of message through by e-mail. */
export function wantsMessage(preferences: MessagePreferences | null | undefined, kind: MessageKind): boolean {
  return !isOptionalMessageKind(kind) || preferences?.[kind] !== false;
}

/** Where a message is in the outbox, for staff's list of messages. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'รอส่ง',
  sending: 'กำลังส่ง',
  sent: 'ส่งแล้ว',
  failed: 'ส่งไม่สำเร็จ',
};
