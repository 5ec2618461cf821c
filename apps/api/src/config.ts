import { isIP } from 'node:net';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3-storage.ts';

/**
 * Every setting the server reads, parsed once at start-up. `process.env` is read nowhere else.
 * A bad value stops the process with one line naming the variable (see server.ts).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `no-reply@clinic.example` or `"Clinic name" <no-reply@clinic.example>` (the name may be Thai). */
const MAIL_FROM_PATTERN = /^(?:[^\s@<>]+@[^\s@<>]+|(?:"[^"\r\n]*"|[^"<>\r\n@]*)\s*<[^\s@<>]+@[^\s@<>]+>)$/;

/** proxy-addr's names for the private ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set the client address through X-Forwarded-For. `true` is one hop (the one proxy
 * in front of us), never Fastify's `true`, which believes the left-most value a client can write itself.
 */
const trustProxySetting = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDRs',
  });
  return z.NEVER;
});

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
  TRUST_PROXY: trustProxySetting.default(false),
  FILE_ORPHAN_GRACE_SECONDS: z.coerce.number().int().min(0).default(300),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_FROM_PATTERN, 'must be an e-mail address, or a name and an address: "Clinic" <no-reply@example.com>')
    .optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  // Files on an S3-compatible server (decision 009): with FILE_STORAGE=s3 every S3_ setting is required.
  FILE_STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be 3 to 63 lower-case letters, digits, dots or hyphens')
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Metrics and load shedding (docs/operations.md, "Metrics and health checks"); 0 turns a pressure limit off.
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),
  PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  PRESSURE_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
});

/** false: the socket's address; a number: that many proxy hops; a list: proxies by address or CIDR. */
export type TrustProxy = false | number | string[];

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
  trustProxy: TrustProxy;
  /**
   * How old a file without a database row must be before the sweep removes it. It must outlast the
   * longest upload of every process sharing DATA_DIR (file written, row not yet committed); 0 only
   * where nothing uploads while a sweep runs (the crash bench).
   */
  fileOrphanGraceSeconds: number;
  /** Where e-mail goes; unset, each message is written as an .eml file under DATA_DIR/mail (decision 023). */
  smtpUrl: string | undefined;
  /** The From of every message: MAIL_FROM, or "JongDee" <no-reply@ the host of PUBLIC_URL>. */
  mailFrom: string;
  /** How often each process looks for messages due to be sent. */
  outboxPollMs: number;
  /** Where stored files go: `disk` under DATA_DIR/files, or `s3` (then `s3` holds the bucket's settings). */
  fileStorage: 'disk' | 's3';
  s3: S3Settings | undefined;
  /** The bearer token a Prometheus scraper sends to GET /api/metrics; unset, the route answers 404. */
  metricsToken: string | undefined;
  /** Beyond any of these (0 = not checked) new API requests get 503 with Retry-After (plugins/availability.ts). */
  pressure: PressureLimits;
};

export type PressureLimits = {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  retryAfterSeconds: number;
};

const MEBIBYTE = 1024 * 1024;
/** Near V8's own limit, where garbage collection starts to take most of the time before it gives up. */
const DEFAULT_HEAP_SHARE = 0.9;

/** The S3_ variables, in the order a missing one is reported. */
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

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
  const missingS3 = values.FILE_STORAGE === 's3' ? S3_VARIABLES.find((name) => !values[name]) : undefined;
  if (missingS3) throw new ConfigError(`Invalid configuration: ${missingS3} is required when FILE_STORAGE=s3`);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const demoFlag = argv.includes('--demo') ? true : argv.includes('--no-demo') ? false : undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    adminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    demoData: demoFlag ?? values.DEMO_DATA ?? values.DATABASE_URL === undefined,
    trustProxy: values.TRUST_PROXY,
    fileOrphanGraceSeconds: values.FILE_ORPHAN_GRACE_SECONDS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `"JongDee" <no-reply@${new URL(publicUrl).hostname}>`,
    outboxPollMs: values.OUTBOX_POLL_MS,
    fileStorage: values.FILE_STORAGE,
    s3:
      values.FILE_STORAGE === 's3'
        ? {
            endpoint: values.S3_ENDPOINT as string,
            bucket: values.S3_BUCKET as string,
            region: values.S3_REGION as string,
            accessKeyId: values.S3_ACCESS_KEY_ID as string,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY as string,
          }
        : undefined,
    metricsToken: values.METRICS_TOKEN,
    pressure: {
      maxEventLoopDelayMs: values.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        values.PRESSURE_MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE)
          : values.PRESSURE_MAX_HEAP_USED_MB * MEBIBYTE,
      maxRssBytes: values.PRESSURE_MAX_RSS_MB * MEBIBYTE,
      retryAfterSeconds: values.PRESSURE_RETRY_AFTER_SECONDS,
    },
  };
}
