import {
  CreatedUserSchema,
  CreateUserBodySchema,
  successEnvelope,
  UserListQuerySchema,
  UserPageSchema,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { createUserByAdmin, listUsers } from './users.service.ts';

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
};
