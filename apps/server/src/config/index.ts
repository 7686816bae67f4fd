import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { brand, BrandSchema } from '@waha/shared';
import { parseEinvoicingEnv, type EinvoicingConfig } from './einvoicing.js';
import { ConfigError, parseDatabaseUrl, resolveFrom, type DatabaseConfig } from './database.js';
import { persistedSecret } from './secrets.js';
import { parseOperationsEnv, type OperationsConfig } from './operations.js';
import { parseStorageEnv, type StorageConfig } from './storage.js';
import { parseStorageSweepEnv, type StorageSweepConfig } from './storage-sweep.js';
import { TrustProxySchema, type TrustProxy } from './trust-proxy.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist}/config -> repository root, so relative defaults work from any cwd. */
const REPO_ROOT = path.resolve(here, '../../../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Default: 0.0.0.0 in production, 127.0.0.1 otherwise (a forgotten NODE_ENV stays on this machine). */
    HOST: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_ORIGIN: z.url().optional(),
    STORAGE_DIR: z.string().min(1).optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: TrustProxySchema,
    SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().min(1).optional(),
    SMS_SENDER_ID: z.string().min(1).max(11).default('WAHA'),
    /** Minutes after a transaction before its VAT invoice can be issued (PRODUCT.md section 7). */
    VAT_PROCESSING_DELAY_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
    CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Exchange-rate requests one client may make per window before the captcha is asked for. */
    RATES_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    RATES_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** How long a solved captcha lifts the exchange-rates limit for that client. */
    CAPTCHA_PASS_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Proof-of-work cost (PBKDF2 iterations per attempt); higher is slower for people and bots. */
    CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    /**
     * Staff sign-in from a browser without a device cookie: the 3rd, 4th and 5th attempt on an
     * account within 15 minutes wait 1, 2 and 3 times this long before the password is checked.
     * Default 1000; 0 in tests.
     */
    STAFF_SIGNIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).optional(),
    /** Comma-separated client IPs never limited on the rates API (own monitoring, `npm run bench`). */
    RATE_LIMIT_EXEMPT_IPS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((ip) => ip.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must be a comma-separated list of IP addresses' })),
      ),
    /**
     * How long site content (banners, posts, pages, FAQ, offers, branch QR codes) is reused from
     * memory by the API and the server-rendered pages; a staff edit shows after at most this long.
     */
    CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /** Registers GET /api/bench/baseline for `npm run bench`; never needed otherwise. */
    BENCH_ROUTES: bool.default(false),
    /** Seeds the demo data (README identities) on start. Default: on, except in production. */
    DEMO_DATA: bool.optional(),
    /** Serves the Swagger UI at /api/docs. Default: on, except in production (the JSON stays). */
    API_DOCS_UI: bool.optional(),
    /** A request slower than this is logged at info even when it succeeded (see README, logs). */
    LOG_SLOW_MS: z.coerce.number().int().min(1).default(1000),
    /**
     * The per-person code caps (PRODUCT.md section 4). `false` only with NODE_ENV=test: the
     * end-to-end suite runs every flow with the few demo customers, more than 3 codes in 15 minutes.
     */
    OTP_PERSON_CAPS: bool.default(true),
    /** How long the HTTP SMS provider may take before the code is voided as not sent. */
    SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.CAPTCHA_HMAC_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_HMAC_KEY'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'console') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'console is refused in production: codes and phone numbers would go to the log and no customer would get an SMS; set SMS_PROVIDER=http and SMS_HTTP_URL',
      });
    }
    if (!env.OTP_PERSON_CAPS && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['OTP_PERSON_CAPS'],
        message: 'may be false only with NODE_ENV=test (the end-to-end tests)',
      });
    }
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
    }
  });

export interface AppConfig extends OperationsConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  sessionSecret: string;
  captchaHmacKey: string;
  publicOrigin: string;
  storageDir: string;
  /** Disk (storageDir) by default, or an S3-compatible bucket (config/storage.ts). */
  storage: StorageConfig;
  /** The sweep that deletes stored objects no row names (config/storage-sweep.ts). */
  storageSweep: StorageSweepConfig;
  webDistDir: string;
  trustProxy: TrustProxy;
  sms: {
    provider: 'console' | 'http';
    url: string | null;
    token: string | null;
    senderId: string;
    timeoutMs: number;
  };
  /** Per-person code caps on (always, except in the end-to-end test server). */
  otpPersonCaps: boolean;
  /** Seed the demo data on start (never in production unless DEMO_DATA=true). */
  demoData: boolean;
  /** Serve the Swagger UI (the OpenAPI JSON is always served). */
  apiDocsUi: boolean;
  /** Successful requests faster than this are logged at debug, the rest at info. */
  logSlowMs: number;
  vatProcessingDelayMs: number;
  /** E-invoicing: issuing round, ZATCA's API, CSID and secrets key, seller (config/einvoicing.ts). */
  einvoicing: EinvoicingConfig;
  benchRoutes: boolean;
  /** Content reuse in memory (0: off). */
  contentCacheMs: number;
  ratesLimit: { max: number; windowMs: number; exemptIps: string[] };
  captcha: { passMs: number; cost: number };
  /** Per-attempt delay step for staff sign-ins from unknown browsers (STAFF_SIGNIN_SLOWDOWN_MS). */
  staffSignInSlowdownMs: number;
}

export { ConfigError };
export type { DatabaseConfig, TrustProxy };

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  // The web app trusts brand.json as written; the server refuses to start on a bad one.
  const brandCheck = BrandSchema.safeParse(brand);
  if (!brandCheck.success) {
    throw new ConfigError(
      brandCheck.error.issues
        .map((issue) => `Invalid brand.json ${issue.path.join('.')}: ${issue.message}`)
        .join('\n'),
    );
  }
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `Invalid environment variable ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const dataDir = resolveFrom(cwd, e.DATA_DIR);
  const storageDir = resolveFrom(cwd, e.STORAGE_DIR ?? path.join(dataDir, 'uploads'));
  const storage = parseStorageEnv(env, e.NODE_ENV === 'production', storageDir);
  const operations = parseOperationsEnv(env);
  const storageSweep = parseStorageSweepEnv(env, e.NODE_ENV);
  const einvoicing = parseEinvoicingEnv(env, e.NODE_ENV);
  if (
    'problems' in storage ||
    'problems' in operations ||
    'problems' in storageSweep ||
    'problems' in einvoicing
  ) {
    const lines = [storage, operations, storageSweep, einvoicing].flatMap((p) =>
      'problems' in p ? p.problems : [],
    );
    throw new ConfigError(lines.map((line) => `Invalid environment variable ${line}`).join('\n'));
  }
  const database = parseDatabaseUrl(e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'waha.db')}`, cwd);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir,
    database,
    redisUrl: e.REDIS_URL ?? null,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret'),
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? persistedSecret(dataDir, 'captcha-hmac-key'),
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    storageDir,
    storage: storage.config,
    storageSweep: storageSweep.config,
    webDistDir: e.WEB_DIST_DIR ? resolveFrom(cwd, e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    sms: {
      provider: e.SMS_PROVIDER,
      url: e.SMS_HTTP_URL ?? null,
      token: e.SMS_HTTP_TOKEN ?? null,
      senderId: e.SMS_SENDER_ID,
      timeoutMs: e.SMS_HTTP_TIMEOUT_MS,
    },
    otpPersonCaps: e.OTP_PERSON_CAPS,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    apiDocsUi: e.API_DOCS_UI ?? e.NODE_ENV !== 'production',
    logSlowMs: e.LOG_SLOW_MS,
    vatProcessingDelayMs: e.VAT_PROCESSING_DELAY_MINUTES * 60_000,
    einvoicing: einvoicing.config,
    benchRoutes: e.BENCH_ROUTES,
    contentCacheMs: e.CONTENT_CACHE_SECONDS * 1000,
    ratesLimit: {
      max: e.RATES_LIMIT_MAX,
      windowMs: e.RATES_LIMIT_WINDOW_SECONDS * 1000,
      exemptIps: e.RATE_LIMIT_EXEMPT_IPS,
    },
    captcha: { passMs: e.CAPTCHA_PASS_SECONDS * 1000, cost: e.CAPTCHA_COST },
    staffSignInSlowdownMs: e.STAFF_SIGNIN_SLOWDOWN_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    ...operations.config,
  };
}
