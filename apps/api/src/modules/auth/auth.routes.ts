import {
  AuthResultSchema,
  ChangePasswordBodySchema,
  EmptySchema,
  LoginBodySchema,
  MeSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  successEnvelope,
  UserSchema,
} from '@jongdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestContext, signedIn } from '../../plugins/auth.ts';
import { changePassword, login, logout, register, toUserDto, updateProfile } from './auth.service.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
/** Routes someone with a temporary password may still use: to see who they are, replace it, or leave. */
const temporaryPasswordAllowed = { allowsTemporaryPassword: true };

/** Sign-up and sign-in: open to visitors. */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'สมัครสมาชิก (signs in on success)',
        body: RegisterBodySchema,
        response: { 201: successEnvelope(AuthResultSchema) },
      },
    },
    async (request, reply) => {
      const data = await register(app.db, request.body, requestContext(request));
      return reply.code(201).send(ok(data));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'เข้าสู่ระบบ (any active account)',
        body: LoginBodySchema,
        response: { 200: successEnvelope(AuthResultSchema) },
      },
    },
    async (request) => ok(await login(app.db, request.body, requestContext(request), 'any')),
  );

  app.post(
    '/admin/auth/login',
    {
      schema: {
        tags,
        summary: 'เข้าสู่ระบบผู้ดูแล (admins only; others get 401 NOT_ADMIN)',
        body: LoginBodySchema,
        response: { 200: successEnvelope(AuthResultSchema) },
      },
    },
    async (request) => ok(await login(app.db, request.body, requestContext(request), 'admin')),
  );
};

/** The signed-in person's own account. */
export const authUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    {
      config: temporaryPasswordAllowed,
      schema: { tags, security: bearer, response: { 200: successEnvelope(MeSchema) } },
    },
    async (request) => ok({ user: toUserDto(signedIn(request).user) }),
  );

  app.get(
    '/auth/profile',
    {
      config: temporaryPasswordAllowed,
      schema: { tags, security: bearer, response: { 200: successEnvelope(UserSchema) } },
    },
    async (request) => ok(toUserDto(signedIn(request).user)),
  );

  app.put(
    '/auth/profile',
    {
      schema: { tags, security: bearer, body: ProfileUpdateBodySchema, response: { 200: successEnvelope(UserSchema) } },
    },
    async (request) =>
      ok(await updateProfile(app.db, signedIn(request).user.id, request.body, requestContext(request))),
  );

  app.post(
    '/auth/logout',
    {
      config: temporaryPasswordAllowed,
      schema: {
        tags,
        security: bearer,
        summary: 'ออกจากระบบ (revokes this token)',
        response: { 200: successEnvelope(EmptySchema) },
      },
    },
    async (request) => {
      await logout(app.db, signedIn(request).sessionId);
      return ok(null);
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: temporaryPasswordAllowed,
      schema: {
        tags,
        security: bearer,
        summary: 'เปลี่ยนรหัสผ่าน (signs out every other session)',
        body: ChangePasswordBodySchema,
        response: { 200: successEnvelope(EmptySchema) },
      },
    },
    async (request) => {
      await changePassword(app.db, signedIn(request), request.body, requestContext(request));
      return ok(null);
    },
  );
};

/** Under /api/admin, behind requireAdmin. */
export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'succeeds only for an admin session',
        response: { 200: successEnvelope(MeSchema) },
      },
    },
    async (request) => ok({ user: toUserDto(signedIn(request).user) }),
  );
};
