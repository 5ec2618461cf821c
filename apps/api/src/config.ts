import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, parsed once at start-up. `process.env` is read nowhere else.
 * A bad value stops the process with one line naming the variable (see server.ts).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  FILE_ORPHAN_GRACE_SECONDS: z.coerce.number().int().min(0).default(300),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  demoData: boolean;
  trustProxy: boolean;
  /**
   * How old a file without a database row must be before the sweep removes it. It must outlast the
   * longest upload of every process sharing DATA_DIR (file written, row not yet committed); 0 only
   * where nothing uploads while a sweep runs (the crash bench).
   */
  fileOrphanGraceSeconds: number;
};

export class ConfigError extends Error {}

/** `--demo` / `--no-demo` on the command line win over DEMO_DATA; the default follows the database. */
export function loadConfig(env: NodeJS.ProcessEnv, argv: readonly string[] = []): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const values = parsed.data;
  const demoFlag = argv.includes('--demo') ? true : argv.includes('--no-demo') ? false : undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    adminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    demoData: demoFlag ?? values.DEMO_DATA ?? values.DATABASE_URL === undefined,
    trustProxy: values.TRUST_PROXY,
    fileOrphanGraceSeconds: values.FILE_ORPHAN_GRACE_SECONDS,
  };
}
