import {
  AuthResultSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResultSchema,
  LoginBodySchema,
  MeSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UserSchema,
} from '../auth.ts';
import { EmptySchema } from '../envelope.ts';
import { MessagePreferencesUpdateBodySchema, MyMessagePreferencesSchema } from '../message-preferences.ts';
import type { authRoutes } from './auth.ts';
import { defineRouteSchemas } from './define.ts';

const tag = 'auth';

export const authRouteSchemas = defineRouteSchemas<typeof authRoutes>()({
  registerAccount: {
    tag,
    summary: 'สมัครสมาชิก (signs in on success)',
    body: RegisterBodySchema,
    response: AuthResultSchema,
    status: 201,
  },
  signIn: { tag, summary: 'เข้าสู่ระบบ (any active account)', body: LoginBodySchema, response: AuthResultSchema },
  requestPasswordReset: {
    tag,
    summary: 'ลืมรหัสผ่าน: ส่งลิงก์ตั้งรหัสผ่านใหม่ทางอีเมล (answers alike whether or not the address has an account)',
    body: ForgotPasswordBodySchema,
    response: ForgotPasswordResultSchema,
  },
  resetPassword: {
    tag,
    summary: 'ตั้งรหัสผ่านใหม่จากลิงก์ในอีเมล (single use; ends every session, then signs in)',
    body: ResetPasswordBodySchema,
    response: AuthResultSchema,
  },
  signInAdmin: {
    tag,
    summary: 'เข้าสู่ระบบผู้ดูแล (admins only; others get 401 NOT_ADMIN)',
    body: LoginBodySchema,
    response: AuthResultSchema,
  },
  getCurrentUser: { tag, summary: 'บัญชีที่เข้าสู่ระบบอยู่', response: MeSchema },
  getMyProfile: { tag, summary: 'โปรไฟล์ของฉัน', response: UserSchema },
  updateMyProfile: { tag, summary: 'แก้ไขโปรไฟล์ของฉัน', body: ProfileUpdateBodySchema, response: UserSchema },
  signOut: { tag, summary: 'ออกจากระบบ (revokes this token)', response: EmptySchema },
  changePassword: {
    tag,
    summary: 'เปลี่ยนรหัสผ่าน (signs out every other session)',
    body: ChangePasswordBodySchema,
    response: EmptySchema,
  },
  getMyMessagePreferences: {
    tag,
    summary: 'การแจ้งเตือนทางอีเมลของฉัน: ทุกประเภท ว่าปิดได้หรือไม่ และเปิดอยู่หรือไม่',
    response: MyMessagePreferencesSchema,
  },
  updateMyMessagePreferences: {
    tag,
    summary:
      'เปิดหรือปิดการแจ้งเตือนทางอีเมลบางประเภท (kinds left out keep their setting; always-sent ones cannot be turned off)',
    body: MessagePreferencesUpdateBodySchema,
    response: MyMessagePreferencesSchema,
  },
  getCurrentAdmin: { tag, summary: 'บัญชีผู้ดูแลที่เข้าสู่ระบบอยู่ (succeeds only for an admin session)', response: MeSchema },
});
