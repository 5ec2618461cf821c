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

/** What each message is called, for the customer's settings on /profile and staff's list of messages. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  booking_created: 'ยืนยันการจอง',
  slip_received: 'ได้รับสลิปการโอนเงิน',
  payment_verified: 'ยืนยันการชำระเงิน',
  slip_rejected: 'สลิปไม่ผ่านการตรวจสอบ',
  booking_cancelled: 'การจองถูกยกเลิก',
  booking_expired: 'การจองหมดเวลาชำระเงิน',
  certificates_ready: 'ใบรับรองแพทย์พร้อมแล้ว',
  booking_reminder: 'เตือนนัดล่วงหน้า 1 วัน',
  account_opened: 'คลินิกเปิดบัญชีให้คุณ',
  password_reset: 'ตั้งรหัสผ่านใหม่',
};

/** When each message is sent, in one line, so a customer knows what turning it off gives up. */
export const MESSAGE_KIND_DESCRIPTIONS: Record<MessageKind, string> = {
  booking_created: 'เมื่อจองสำเร็จ พร้อมยอดที่ต้องชำระ ลิงก์ชำระเงิน และกำหนดชำระ',
  slip_received: 'เมื่อคลินิกได้รับสลิปที่คุณส่ง และกำลังตรวจสอบ',
  payment_verified: 'เมื่อคลินิกตรวจสอบการชำระเงินแล้ว พร้อมใบเสร็จรับเงิน',
  slip_rejected: 'เมื่อสลิปใช้ไม่ได้ พร้อมเหตุผลและสิ่งที่ต้องทำต่อ',
  booking_cancelled: 'เมื่อการจองของคุณถูกยกเลิก โดยคุณหรือคลินิก',
  booking_expired: 'เมื่อการจองถูกยกเลิกเองเพราะไม่ได้ชำระเงินภายในกำหนด',
  certificates_ready: 'เมื่อใบรับรองแพทย์ของผู้เข้าตรวจพร้อมให้ดาวน์โหลด',
  booking_reminder: 'หนึ่งวันก่อนวันนัด พร้อมสิ่งที่ต้องเตรียมและแผนที่ไปคลินิก',
  account_opened: 'เมื่อคลินิกเปิดบัญชีให้คุณ พร้อมวิธีเข้าสู่ระบบ',
  password_reset: 'เมื่อคุณขอตั้งรหัสผ่านใหม่ พร้อมลิงก์ที่ใช้ได้ 30 นาที',
};

/** Where a message is in the outbox, for staff's list of messages. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'รอส่ง',
  sending: 'กำลังส่ง',
  sent: 'ส่งแล้ว',
  failed: 'ส่งไม่สำเร็จ',
};
