import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggableError, loggableUrl } from './lib/log-safety.ts';
import { createResponseSerializerCompiler, type SerializerChoice } from './lib/response-serializer.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { auditAdminRoutes } from './modules/audit/audit.routes.ts';
import { authAdminRoutes, authPublicRoutes, authUserRoutes } from './modules/auth/auth.routes.ts';
import { backupsRoutes } from './modules/backups/backups.routes.ts';
import { bannersAdminRoutes, bannersPublicRoutes } from './modules/banners/banners.routes.ts';
import { bookingsAdminRoutes, bookingsUserRoutes } from './modules/bookings/bookings.routes.ts';
import { calendarAdminRoutes } from './modules/calendar/calendar.routes.ts';
import {
  certificatesAdminRoutes,
  certificatesUserRoutes,
  verifyPublicRoutes,
} from './modules/certificates/certificates.routes.ts';
import { checkInAdminRoutes } from './modules/check-in/check-in.routes.ts';
import { AVAILABILITY_TTL_MS, createCatalogueCache } from './modules/clinics/catalogue-cache.ts';
import { clinicsAdminRoutes, clinicsPublicRoutes } from './modules/clinics/clinics.routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.routes.ts';
import { examineeImportRoutes } from './modules/examinee-import/examinee-import.routes.ts';
import { examsAdminRoutes } from './modules/exams/exams.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importsAdminRoutes } from './modules/imports/imports.routes.ts';
import { messagesAdminRoutes } from './modules/messages/admin-messages.routes.ts';
import { mailDirOf } from './modules/messages/email-channel.ts';
import { notificationsUserRoutes } from './modules/notifications/notifications.routes.ts';
import { paymentsAdminRoutes, paymentsUserRoutes } from './modules/payments/payments.routes.ts';
import { privacyAdminRoutes, privacyUserRoutes } from './modules/privacy/privacy.routes.ts';
import { receiptsAdminRoutes, receiptsUserRoutes } from './modules/receipts/receipts.routes.ts';
import { reportsAdminRoutes } from './modules/reports/reports.routes.ts';
import { searchUserRoutes } from './modules/search/search.routes.ts';
import { usersAdminRoutes } from './modules/users/users.routes.ts';
import authPlugin, { requireAdmin, requireUser } from './plugins/auth.ts';
import availabilityPlugin from './plugins/availability.ts';
import compressionPlugin from './plugins/compression.ts';
import databasePlugin from './plugins/database.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import metricsPlugin from './plugins/metrics.ts';
import securityPlugin from './plugins/security.ts';
import storagePlugin from './plugins/storage.ts';
import webPlugin from './plugins/web.ts';

export const VERSION = packageJson.version;

export type Audience = 'public' | 'user' | 'admin';
export type RegisteredRoute = { method: string; url: string; audience: Audience | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
    /** The access its route contract gives (lib/route.ts); the scope must match it. */
    access?: Audience;
    /** Open to someone who still holds a temporary password: what it takes to replace it. */
    allowsTemporaryPassword?: boolean;
  }
  interface FastifyInstance {
    /** Every route with the audience its scope gave it; the authorisation matrix test reads it. */
    registeredRoutes: RegisteredRoute[];
    /** Which serializer each route's response schema got, and why zod was kept where it was (decision 020). */
    responseSerializers: SerializerChoice[];
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; null serves the API alone. */
  webRoot: string | null;
  /** The process's logger; without one, a logger is made from the config. */
  logger?: FastifyBaseLogger;
  /** Where uploaded files go: the store createFileStorage made from the config. */
  storage: FileStorage;
  /** Check every fast-serialized response against zod's and fail on a difference; tests turn it on. */
  checkResponsesAgainstZod?: boolean;
  /**
   * What the server wrote to DATA_DIR/backup.secret (on the embedded database only): `npm run backup`
   * sends it to fetch the archive. Unset, the backup routes answer 404.
   */
  backupSecret?: string | undefined;
};

const MEBIBYTE = 1024 * 1024;

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.passwordHash',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.idNumber',
        '*.slipImage',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => loggableError(error),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

/**
 * A bare number in Fastify's trustProxy trusts nothing (it cannot check the nearest peer), so a hop
 * count becomes a function: the nearest `hops` addresses are proxies, the next one is the client.
 */
function trustProxyOption(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: MEBIBYTE,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  const responseSerializer = createResponseSerializerCompiler({
    log: app.log,
    checkAgainstZod: options.checkResponsesAgainstZod ?? false,
  });
  app.setSerializerCompiler(responseSerializer.compile);
  app.decorate('responseSerializers', { getter: () => responseSerializer.choices });

  const routes: { method: string; url: string; options: RouteOptions }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, options: route });
  });
  app.decorate('registeredRoutes', {
    getter: () => routes.map(({ method, url, options: route }) => ({ method, url, audience: route.config?.audience })),
  });

  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(metricsPlugin, { processMetrics: config.metricsToken !== undefined });
  await app.register(availabilityPlugin, { limits: config.pressure });
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(authPlugin);
  await app.register(docsPlugin, { version: VERSION, publicUrl: config.publicUrl });

  // One catalogue cache per app: the public routes fill it, the admin clinic routes clear it.
  const catalogue = createCatalogueCache();
  // And one of free places: any write of this process may book, cancel, expire or close a day, so each
  // clears it before its answer leaves; a background job's or another process's show within its second.
  const availability = createCatalogueCache(AVAILABILITY_TTL_MS);
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') availability.invalidate();
  });

  // Audience is decided by where a route lives, never route by route (docs/security.md §1).
  const scope = (audience: Audience) => (route: RouteOptions) => {
    const access = route.config?.access;
    if (access && access !== audience) {
      throw new Error(`${route.method} ${route.url}: its contract says ${access}, it was registered as ${audience}`);
    }
    route.config = { ...route.config, audience };
  };
  await app.register(
    async (publicApi) => {
      publicApi.addHook('onRoute', scope('public'));
      await publicApi.register(healthRoutes, { version: VERSION, metricsToken: config.metricsToken });
      await publicApi.register(authPublicRoutes);
      await publicApi.register(clinicsPublicRoutes, { catalogue, availability });
      await publicApi.register(verifyPublicRoutes);
      await publicApi.register(bannersPublicRoutes);
      // No session either: the route checks a local connection and its own secret (decision 024).
      await publicApi.register(backupsRoutes, { secret: options.backupSecret });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (userApi) => {
      userApi.addHook('onRoute', scope('user'));
      userApi.addHook('onRequest', requireUser);
      await userApi.register(authUserRoutes);
      await userApi.register(bookingsUserRoutes);
      await userApi.register(examineeImportRoutes);
      await userApi.register(notificationsUserRoutes);
      await userApi.register(paymentsUserRoutes);
      await userApi.register(receiptsUserRoutes);
      await userApi.register(searchUserRoutes, { publicUrl: config.publicUrl });
      await userApi.register(certificatesUserRoutes, { publicUrl: config.publicUrl });
      await userApi.register(privacyUserRoutes, { publicUrl: config.publicUrl });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (adminApi) => {
      adminApi.addHook('onRoute', scope('admin'));
      adminApi.addHook('onRequest', requireAdmin);
      await adminApi.register(authAdminRoutes);
      await adminApi.register(clinicsAdminRoutes, { catalogue });
      await adminApi.register(bookingsAdminRoutes);
      await adminApi.register(paymentsAdminRoutes);
      await adminApi.register(receiptsAdminRoutes);
      await adminApi.register(usersAdminRoutes);
      await adminApi.register(auditAdminRoutes);
      await adminApi.register(checkInAdminRoutes);
      await adminApi.register(examsAdminRoutes);
      await adminApi.register(importsAdminRoutes);
      await adminApi.register(certificatesAdminRoutes, { publicUrl: config.publicUrl });
      await adminApi.register(bannersAdminRoutes);
      await adminApi.register(privacyAdminRoutes);
      await adminApi.register(dashboardAdminRoutes);
      await adminApi.register(calendarAdminRoutes);
      await adminApi.register(reportsAdminRoutes);
      await adminApi.register(messagesAdminRoutes, { mailDir: mailDirOf(config.dataDir) });
    },
    // Contract routes carry their whole path (/admin/…, and the seed's POST /bookings/:id/confirm);
    // a plugin not yet on contracts is mounted under /admin.
    { prefix: '/api' },
  );

  if (options.webRoot) await app.register(webPlugin, { webRoot: options.webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
