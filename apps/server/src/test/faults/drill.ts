import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Whether the fault drill runs here: it needs PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL),
 * and in `npm test` it is a step of its own beside the PostgreSQL run (TEST_DB=sqlite and the
 * PostgreSQL run itself skip it).
 * `npm run test:faults` sets WAHA_FAULT_DRILL=required: there a missing variable is an error, not
 * a skip.
 */
export function drillSetting(): { run: true } | { run: false; reason: string } {
  const missing = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length && process.env.WAHA_FAULT_DRILL === 'required')
    throw new Error(`npm run test:faults needs ${missing.join(' and ')} (PostgreSQL and Redis to cut)`);
  if (missing.length) return { run: false, reason: `needs ${missing.join(' and ')}` };
  if (process.env.TEST_DB === 'sqlite') return { run: false, reason: 'runs in the PostgreSQL run' };
  // npm test runs it as a step of its own beside the PostgreSQL run (scripts/test.mjs).
  if (process.env.WAHA_FAULT_DRILL === 'own-step') return { run: false, reason: 'runs as its own step' };
  return { run: true };
}

/** host and port of a postgres:// or redis:// address. */
export function hostPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/** The same address through a proxy on 127.0.0.1:port (credentials, database and options kept). */
export function through(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.href;
}

/** A port nothing listens on (taken from the kernel and given back). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether the web build exists: then the drill's traffic includes server-rendered pages. */
export const webBuilt = () =>
  existsSync(path.join(REPO_ROOT, 'apps/web/dist/client/index.html')) &&
  existsSync(path.join(REPO_ROOT, 'apps/web/dist/server/entry-server.js'));

export const METRICS_TOKEN = randomBytes(24).toString('base64url');

/**
 * What a production instance of the drill runs with (docs/operations.md, "What production
 * needs"), on this machine only. DEMO_DATA=true: the demo branches, rates and content give the
 * traffic something to read without driving the staff desks (production refuses a database with
 * the demo identities otherwise).
 */
export function productionEnv(settings: {
  databaseUrl: string;
  redisUrl: string;
  smsUrl: string;
  dataDir?: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: settings.dataDir ?? mkdtempSync(path.join(tmpdir(), 'waha-faults-')),
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: settings.smsUrl,
    METRICS_TOKEN,
    DEMO_DATA: 'true',
    // The traffic's writes come from many made-up clients (X-Forwarded-For from 127.0.0.1), so the
    // per-client limits (5 contact messages an hour) count each client, as behind a reverse proxy.
    TRUST_PROXY: 'loopback',
    // The rates limit stays on (its counters are what Redis holds) but far above the traffic's rate.
    RATES_LIMIT_MAX: '1000000',
    // A busy 2-core test machine must not shed load: the drill is about dependencies, not CPU.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...settings.extra,
  };
}

/**
 * A step of one part of the drill: the two parts' suites run side by side (faults.test.ts: on a
 * 2-core machine vitest runs one file at a time, so two files would add up), while the steps of a
 * part run one after the other. Tests inherit `concurrent` from their suite; this takes it back.
 */
export const sequential = (timeout: number) => ({ concurrent: false, timeout });
