import { z } from './thai-zod.ts';

/** `{ success: true, data }` — the shape of every successful JSON answer. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string().describe('ข้อความภาษาไทยสำหรับผู้ใช้'),
  code: z.string(),
  details: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const EmptySchema = z.null();
