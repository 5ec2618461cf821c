import {
  CreatedUserSchema,
  CreateUserBodySchema,
  IdParamsSchema,
  successEnvelope,
  TemporaryPasswordSchema,
  UpdateUserBodySchema,
  UserDetailSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import {
  createUserByAdmin,
  getUserDetail,
  issueTemporaryPassword,
  listUsers,
  updateUserByAdmin,
} from './users.service.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

/** Under /api/admin, behind requireAdmin. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'ผู้ใช้งานทั้งหมด: ค้นหา (ชื่อ อีเมล เบอร์โทร) กรองตามบทบาทและสถานะ แบ่งหน้า',
        querystring: UserListQuerySchema,
        response: { 200: successEnvelope(UserPageSchema) },
      },
    },
    async (request) => ok(await listUsers(app.db, request.query)),
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'สร้างบัญชีลูกค้า (จองทางโทรศัพท์): answers a temporary password once',
        body: CreateUserBodySchema,
        response: { 201: successEnvelope(CreatedUserSchema) },
      },
    },
    async (request, reply) => {
      const data = await createUserByAdmin(app.db, signedIn(request).user.id, request.body, requestContext(request));
      return reply.code(201).send(ok(data));
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'ผู้ใช้งานหนึ่งคน: โปรไฟล์ จำนวนการจองและการชำระเงิน และรายการล่าสุด',
        params: IdParamsSchema,
        response: { 200: successEnvelope(UserDetailSchema) },
      },
    },
    async (request) => ok(await getUserDetail(app.db, signedIn(request).user, request.params.id)),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'แก้ไขโปรไฟล์ บทบาท และสถานะ: ผู้ดูแลระบบคนสุดท้ายและบัญชีของตัวเองถูกป้องกัน ระงับแล้วออกจากระบบทันที',
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: successEnvelope(UserSchema) },
      },
    },
    async (request) =>
      ok(
        await updateUserByAdmin(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.body,
          requestContext(request),
        ),
      ),
  );

  app.post(
    '/users/:id/temporary-password',
    {
      schema: {
        tags,
        security,
        summary: 'ออกรหัสผ่านชั่วคราวครั้งเดียว: ต้องเปลี่ยนเมื่อเข้าสู่ระบบครั้งถัดไป และออกจากระบบทุกเครื่อง',
        params: IdParamsSchema,
        response: { 200: successEnvelope(TemporaryPasswordSchema) },
      },
    },
    async (request) =>
      ok(await issueTemporaryPassword(app.db, signedIn(request), request.params.id, requestContext(request))),
  );
};
