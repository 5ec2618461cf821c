import {
  isOptionalMessageKind,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageKind,
  MessageKindSchema,
  type OptionalMessageKind,
} from './messages.ts';
import { z } from './thai-zod.ts';

/** Why a message that is always sent has no switch: shown beside it on /profile and in a refused change. */
export const ALWAYS_SENT_REASON = 'เกี่ยวกับการชำระเงินหรือรหัสผ่านของคุณ จึงปิดไม่ได้';

export const MessagePreferenceSchema = z.object({
  kind: MessageKindSchema,
  label: z.string(),
  description: z.string().describe('when it is sent, in one line of Thai'),
  optional: z.boolean().describe('false for messages about the person’s money or password: always sent'),
  email: z.boolean().describe('sent by e-mail; always true where optional is false'),
});
export type MessagePreference = z.infer<typeof MessagePreferenceSchema>;

/** GET/PUT /api/auth/message-preferences: every kind of message, in MESSAGE_KINDS order. */
export const MyMessagePreferencesSchema = z.object({
  recipient: z
    .string()
    .nullable()
    .describe('the address e-mail goes to; null for a walk-in without one, who is sent no e-mail at all'),
  kinds: z.array(MessagePreferenceSchema),
});
export type MyMessagePreferences = z.infer<typeof MyMessagePreferencesSchema>;

type TransactionalMessageKind = Exclude<MessageKind, OptionalMessageKind>;

/**
 * The kinds to change, each on (true) or off (false); kinds left out keep their setting, so each switch
 * saves on its own. An always-sent kind may only be named as on: off is refused with its name, and an
 * unknown key is refused rather than dropped, so a typo is not mistaken for a saved choice.
 */
export const MessagePreferencesUpdateBodySchema = z
  .strictObject(
    Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [
        kind,
        isOptionalMessageKind(kind)
          ? z.boolean({ error: `กรุณาระบุว่าจะรับอีเมล "${MESSAGE_KIND_LABELS[kind]}" หรือไม่ (true หรือ false)` }).optional()
          : z.literal(true, { error: `อีเมล "${MESSAGE_KIND_LABELS[kind]}" ${ALWAYS_SENT_REASON}` }).optional(),
      ]),
    ) as Record<OptionalMessageKind, z.ZodOptional<z.ZodBoolean>> &
      Record<TransactionalMessageKind, z.ZodOptional<z.ZodLiteral<true>>>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `ไม่มีการแจ้งเตือนชื่อ ${issue.keys.map((key) => `"${key}"`).join(', ')} กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง`
          : undefined,
    },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'กรุณาระบุการแจ้งเตือนที่ต้องการเปลี่ยนอย่างน้อย 1 รายการ',
  });
export type MessagePreferencesUpdateBody = z.input<typeof MessagePreferencesUpdateBodySchema>;
