import { PASSWORD_MIN_LENGTH, ROLES } from './auth.labels.ts';
import { optionalText, TimestampSchema } from './common.ts';
import { isValidThaiId } from './thai-id.ts';
import { z } from './thai-zod.ts';

export const RoleSchema = z.enum(ROLES);

export const EmailSchema = z
  .string({ error: 'กรุณากรอกอีเมล' })
  .trim()
  .toLowerCase()
  .min(1, 'กรุณากรอกอีเมล')
  .max(254, 'อีเมลยาวเกินไป')
  .email('รูปแบบอีเมลไม่ถูกต้อง เช่น somchai@example.com');

export const NewPasswordSchema = z
  .string({ error: 'กรุณากรอกรหัสผ่าน' })
  // Empty is "fill it in", not the length rule: the first message of a field is the one shown.
  .min(1, { error: 'กรุณากรอกรหัสผ่าน', abort: true })
  .min(PASSWORD_MIN_LENGTH, `รหัสผ่านต้องมีอย่างน้อย ${PASSWORD_MIN_LENGTH} ตัวอักษร`)
  .max(128, 'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร')
  .regex(/\p{L}/u, 'รหัสผ่านต้องมีตัวอักษรอย่างน้อย 1 ตัว')
  .regex(/\d/, 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว');

const personName = (label: string) =>
  z
    .string({ error: `กรุณากรอก${label}` })
    .trim()
    .min(1, `กรุณากรอก${label}`)
    .max(100, `${label}ต้องไม่เกิน 100 ตัวอักษร`);

/** Thai mobile number; spaces and dashes are ignored (081-234-5678 → 0812345678). */
export const ThaiMobileSchema = z
  .string({ error: 'กรุณากรอกเบอร์มือถือ' })
  .trim()
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  // Empty is "fill it in", not the format rule: the first message of a field is the one shown.
  .min(1, { error: 'กรุณากรอกเบอร์มือถือ', abort: true })
  .regex(/^0[689]\d{8}$/, 'เบอร์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09');

/** A 13-digit tax id (เลขประจำตัวผู้เสียภาษี) with its check digit, or nothing: empty becomes null. */
export const OptionalTaxIdSchema = z
  .string()
  .trim()
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || isValidThaiId(value), 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')
  .nullish()
  .transform((value) => (value ? value : null));

export const UserSchema = z.object({
  id: z.uuid(),
  email: z
    .string()
    .nullable()
    .describe('null for a walk-in customer staff opened with a phone number only: no sign-in until one is added'),
  role: RoleSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  companyName: z.string().nullable(),
  taxId: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  mustChangePassword: z.boolean().describe('a temporary password from staff: only a password change works until then'),
  lastLoginAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

/** 32 random bytes, base64url: what the API hands out as a device token. */
const DeviceTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'รหัสอุปกรณ์ไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่');

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'กรุณากรอกรหัสผ่าน' }).min(1, 'กรุณากรอกรหัสผ่าน').max(128, 'รหัสผ่านยาวเกินไป'),
  deviceToken: DeviceTokenSchema.optional().describe(
    'the deviceToken an earlier sign-in on this browser answered: failures from other devices do not hold it back',
  ),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  firstName: personName('ชื่อ'),
  lastName: personName('นามสกุล'),
  email: EmailSchema,
  phone: ThaiMobileSchema,
  password: NewPasswordSchema,
  pdpaConsent: z.literal(true, 'กรุณายอมรับนโยบายความเป็นส่วนตัวเพื่อสมัครสมาชิก'),
  marketingConsent: z.boolean().default(false),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const AuthResultSchema = z.object({
  token: z.string(),
  deviceToken: z.string().describe('keep it on this browser and send it with the next sign-in'),
  user: UserSchema,
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const MeSchema = z.object({ user: UserSchema });
export type Me = z.infer<typeof MeSchema>;

export const ProfileUpdateBodySchema = z.object({
  firstName: personName('ชื่อ'),
  lastName: personName('นามสกุล'),
  phone: ThaiMobileSchema,
  companyName: optionalText(200, 'ชื่อบริษัท'),
  taxId: OptionalTaxIdSchema,
  address: optionalText(500, 'ที่อยู่'),
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'กรุณากรอกรหัสผ่านปัจจุบัน' }).min(1, 'กรุณากรอกรหัสผ่านปัจจุบัน').max(128, 'รหัสผ่านยาวเกินไป'),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const ForgotPasswordResultSchema = z.object({
  message: z.string().describe('the same sentence whether or not the address has an account'),
});
export type ForgotPasswordResult = z.infer<typeof ForgotPasswordResultSchema>;

export const ResetPasswordBodySchema = z.object({
  // Any text is looked up (by its hash): a mangled link is "no longer usable", like a used one, not a form error.
  token: z
    .string({ error: 'ลิงก์นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่' })
    .min(1, 'ลิงก์นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่')
    .max(200, 'ลิงก์นี้ใช้ไม่ได้แล้ว กรุณาขอลิงก์ใหม่')
    .describe('the token from the link in the e-mail (after #token=)'),
  password: NewPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;
