import { UserSchema } from '../auth.ts';
import { IdParamsSchema } from '../common.ts';
import {
  CreatedUserSchema,
  CreateUserBodySchema,
  TemporaryPasswordSchema,
  UpdateUserBodySchema,
  UserDetailSchema,
  UserListQuerySchema,
  UserPageSchema,
} from '../users.ts';
import { defineRouteSchemas } from './define.ts';
import type { usersRoutes } from './users.ts';

const tag = 'users';

export const usersRouteSchemas = defineRouteSchemas<typeof usersRoutes>()({
  listUsers: {
    tag,
    summary: 'ผู้ใช้งานทั้งหมด: ค้นหา (ชื่อ อีเมล เบอร์โทร) กรองตามบทบาทและสถานะ แบ่งหน้า',
    query: UserListQuerySchema,
    response: UserPageSchema,
  },
  createUser: {
    tag,
    summary: 'สร้างบัญชีลูกค้า (จองทางโทรศัพท์): answers a temporary password once',
    body: CreateUserBodySchema,
    response: CreatedUserSchema,
    status: 201,
  },
  getUser: {
    tag,
    summary: 'ผู้ใช้งานหนึ่งคน: โปรไฟล์ จำนวนการจองและการชำระเงิน และรายการล่าสุด',
    params: IdParamsSchema,
    response: UserDetailSchema,
  },
  updateUser: {
    tag,
    summary: 'แก้ไขโปรไฟล์ บทบาท และสถานะ: ผู้ดูแลระบบคนสุดท้ายและบัญชีของตัวเองถูกป้องกัน ระงับแล้วออกจากระบบทันที',
    params: IdParamsSchema,
    body: UpdateUserBodySchema,
    response: UserSchema,
  },
  issueTemporaryPassword: {
    tag,
    summary: 'ออกรหัสผ่านชั่วคราวครั้งเดียว: ต้องเปลี่ยนเมื่อเข้าสู่ระบบครั้งถัดไป และออกจากระบบทุกเครื่อง',
    params: IdParamsSchema,
    response: TemporaryPasswordSchema,
  },
});
