import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AuthResult, RegisterBody } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createFileStorage } from '../lib/storage/create-file-storage.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { createUser } from '../modules/auth/auth.service.ts';

export type TestContext = {
  app: App;
  database: DatabaseHandle;
  /** The store the config names: disk under `${dataDir}/files` unless `env` says FILE_STORAGE=s3. */
  storage: FileStorage;
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * A new, migrated PostgreSQL database of its own on TEST_DATABASE_URL's server; drop it with dispose().
 * It is a copy of the run's template (global-setup.ts), migrated once for all files; `migrate()` then
 * only confirms there is nothing left to apply.
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  database: DatabaseHandle;
  dispose: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `jongdee_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    url: url.toString(),
    database,
    dispose: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Embedded databases this worker's finished files gave back, emptied to the migrated state. Loading
 * the template into a new PGlite costs 1.1–2.5 s of CPU (unpacking 41 MB into its memory and starting
 * PostgreSQL), emptying a used one 0.1–0.2 s: with ~140 files a run, that was most of a small file's
 * time. A file that builds two apps at once takes two.
 */
const idlePglites: PGlite[] = [];

async function takePglite(): Promise<PGlite> {
  const idle = idlePglites.pop();
  if (idle) return idle;
  const template = await readFile(inject('pgliteTemplate'));
  return PGlite.create({ loadDataDir: new Blob([template]) });
}

/**
 * Puts a database a file is done with back as the template left it: the session reset (settings,
 * prepared statements, advisory locks, temporary tables), every table of the app emptied and every
 * identity restarted; the migrations' own record stays. One a test closed, or that cannot be
 * emptied, is not kept.
 */
async function giveBackPglite(pglite: PGlite): Promise<void> {
  if (pglite.closed) return;
  try {
    const { rows } = await pglite.query<{ tables: string | null }>(
      `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables
         from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    );
    await pglite.exec(`discard all; truncate ${rows[0]?.tables} restart identity cascade`);
    idlePglites.push(pglite);
  } catch {
    await pglite.close().catch(() => undefined);
  }
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgres') return createPostgresTestDatabase();
  const pglite = await takePglite();
  const database = await openDatabase({ pglite });
  return { database, dispose: () => giveBackPglite(pglite) };
}

type TestAppOptions = {
  webRoot?: string | null;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyBaseLogger;
  /** As a server on the embedded database has (modules/backups): the backup routes answer to it. */
  backupSecret?: string;
};

/** A real app on a real, migrated database of its own; close it in afterAll (or let useTestApp do both). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { database, dispose } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jongdee-test-'));
  // Load shedding by event-loop delay is off unless a test asks: on a busy machine a test's own burst would be refused.
  const config = loadConfig({
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  const storage = await createFileStorage(config);
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? null,
    storage,
    // Every test's responses are written by the fast serializer and checked against zod's (decision 020).
    checkResponsesAgainstZod: true,
    ...(options.logger ? { logger: options.logger } : {}),
    backupSecret: options.backupSecret,
  });
  return {
    app,
    database,
    storage,
    dataDir,
    close: async () => {
      await app.close();
      await storage.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * This test file's app: built before its tests, closed after them. The object is filled in by a
 * beforeAll of its own, so call this first: the file's later hooks (run in the order declared) and
 * its tests see it ready.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await buildTestApp(options));
  });
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * A signed-in admin and a registered customer of this file's app, made before its tests (call it right
 * after useTestApp): their tokens, in the shape the exam factory takes.
 */
export function useStaffAndCustomer(
  ctx: TestContext,
  customer: Partial<RegisterBody> = {},
): { admin: string; user: string } {
  const tokens = { admin: '', user: '' };
  beforeAll(async () => {
    tokens.admin = (await signInAsNewAdmin(ctx)).token;
    tokens.user = (await registerUser(ctx.app, customer)).token;
  });
  return tokens;
}

/** `call(method, url, token, payload?)` through the app, as the holder of the token. */
export function apiCaller(ctx: TestContext) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** Asserts a 400 VALIDATION_FAILED answer with a Thai message for `field`, and answers that message. */
export function expectFieldError(response: { statusCode: number; json: () => unknown }, field: string): string {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { success: boolean; code: string; details: { field: string; message: string }[] };
  expect(body.success).toBe(false);
  expect(body.code).toBe('VALIDATION_FAILED');
  const detail = body.details.find((item) => item.field === field);
  expect(detail, `a message for ${field}`).toBeDefined();
  expect(detail?.message).toMatch(/[\u0E00-\u0E7F]/);
  return detail?.message ?? '';
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const VALID_PASSWORD = 'Secret123';

export function registrationBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    firstName: 'สมหญิง',
    lastName: 'รักดี',
    email: uniqueEmail(),
    phone: '0891234567',
    password: VALID_PASSWORD,
    pdpaConsent: true,
    ...overrides,
  };
}

/** Each set-up sign-in or registration comes from an address of its own, so per-IP limits stay out of the way. */
function ownAddress(): string {
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** What a sign-in answers: an account someone signed in to always has an e-mail (walk-ins have none and cannot). */
export type SignedIn = AuthResult & { user: AuthResult['user'] & { email: string } };

/** Registers through the API and answers the token and user, as a browser would get them. */
export async function registerUser(app: App, overrides: Partial<RegisterBody> = {}): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registrationBody(overrides),
    remoteAddress: ownAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Creates an admin in the database (no public way exists, by design) and signs in through the API. */
export async function signInAsNewAdmin(ctx: TestContext): Promise<SignedIn> {
  const email = uniqueEmail('admin');
  await createUser(ctx.database.db, {
    email,
    password: VALID_PASSWORD,
    firstName: 'แอดมิน',
    lastName: 'ทดสอบ',
    phone: '0800000001',
    role: 'admin',
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: VALID_PASSWORD },
    remoteAddress: ownAddress(),
  });
  return response.json().data;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function deactivate(ctx: TestContext, userId: string): Promise<void> {
  await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
}
