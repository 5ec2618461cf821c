import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { type Authenticated, authenticate, type RequestContext } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header);
  return match?.[1] ?? null;
}

/** onRequest guard for every route of the signed-in audience. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const auth = token ? await authenticate(request.server.db, token) : null;
  if (!auth) throw new AppError('UNAUTHENTICATED');
  // A temporary password from staff opens only the way to replace it (docs/security.md §2).
  if (auth.user.mustChangePassword && !request.routeOptions.config.allowsTemporaryPassword) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  }
  request.auth = auth;
}

/** onRequest guard for every route under /api/admin (except the admin sign-in itself). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.auth?.user.role !== 'admin') throw new AppError('FORBIDDEN');
}

/** The caller of a route that sits behind requireUser or requireAdmin. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
  },
  { name: 'auth', dependencies: ['database'] },
);
