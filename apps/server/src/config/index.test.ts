import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMaxHeapBytes } from './operations.js';
import { ConfigError, loadConfig } from './index.js';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'waha-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The least a production start needs. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  CAPTCHA_HMAC_KEY: 'c'.repeat(40),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
};

describe('loadConfig', () => {
  it('defaults to port 3000 and a SQLite file under the data directory', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(cwd, 'data', 'waha.db') });
    expect(config.redisUrl).toBeNull();
  });

  it('reads CONTENT_CACHE_SECONDS (default 10, 0 = off) and refuses a bad value by name', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd).contentCacheMs).toBe(10_000);
    expect(loadConfig({ CONTENT_CACHE_SECONDS: '0' }, cwd).contentCacheMs).toBe(0);
    expect(() => loadConfig({ CONTENT_CACHE_SECONDS: '-1' }, cwd)).toThrow(/CONTENT_CACHE_SECONDS/);
    expect(() => loadConfig({ CONTENT_CACHE_SECONDS: 'soon' }, cwd)).toThrow(/CONTENT_CACHE_SECONDS/);
  });

  it('generates a session secret once outside production and keeps it under data/', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(cwd, 'data', 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({}, cwd).sessionSecret).toBe(first);
  });

  it('picks PostgreSQL from a postgres:// URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }, tempDir());
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32) }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN'],
    [{ ...PRODUCTION, SMS_PROVIDER: 'console' }, 'SMS_PROVIDER'],
    [{ ...PRODUCTION, SMS_PROVIDER: undefined }, 'SMS_PROVIDER'],
    [{ ...PRODUCTION, TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ OTP_PERSON_CAPS: 'false' }, 'OTP_PERSON_CAPS'],
    [{ ...PRODUCTION, OTP_PERSON_CAPS: 'false' }, 'OTP_PERSON_CAPS'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.300' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ ...PRODUCTION, METRICS_TOKEN: 'too-short-for-a-token' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'm'.repeat(31) }, 'METRICS_TOKEN'],
    [{ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' }, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS'],
    [{ OVERLOAD_MAX_HEAP_BYTES: 'lots' }, 'OVERLOAD_MAX_HEAP_BYTES'],
    [{ OVERLOAD_MAX_RSS_BYTES: '1.5' }, 'OVERLOAD_MAX_RSS_BYTES'],
  ])('stops on %j naming %s', (env, variable) => {
    const cwd = tempDir();
    expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
    expect(() => loadConfig(env, cwd)).toThrow(new RegExp(`Invalid environment variable ${variable}`));
  });

  it('keeps development on this machine and production safe by default', () => {
    const dev = loadConfig({}, tempDir());
    expect(dev).toMatchObject({ host: '127.0.0.1', demoData: true, apiDocsUi: true });
    expect(loadConfig({ NODE_ENV: 'test' }, tempDir()).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }, tempDir()).host).toBe('0.0.0.0');
    const prod = loadConfig(PRODUCTION, tempDir());
    expect(prod).toMatchObject({ host: '0.0.0.0', demoData: false, apiDocsUi: false });
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: 'true', API_DOCS_UI: 'true' }, tempDir())).toMatchObject({
      demoData: true,
      apiDocsUi: true,
    });
  });

  it('reads TRUST_PROXY as off, a number of hops, or proxy addresses and CIDRs', () => {
    const trust = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, tempDir()).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(() => trust('true')).toThrow(/Invalid environment variable TRUST_PROXY: true is refused/);
  });

  it('reads METRICS_TOKEN and the overload thresholds, 0 turning a check off', () => {
    const defaults = loadConfig({}, tempDir());
    expect(defaults.metricsToken).toBeNull();
    expect(defaults.overload).toMatchObject({ maxEventLoopDelayMs: 1000, maxRssBytes: 0 });
    // 90% of the heap V8 allows this process.
    expect(defaults.overload.maxHeapBytes).toBe(defaultMaxHeapBytes());
    expect(defaults.overload.maxHeapBytes).toBeGreaterThan(100 * 1024 * 1024);
    const set = loadConfig(
      {
        ...PRODUCTION,
        METRICS_TOKEN: 't'.repeat(32),
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_HEAP_BYTES: '0',
        OVERLOAD_MAX_RSS_BYTES: '2000000000',
      },
      tempDir(),
    );
    expect(set.metricsToken).toBe('t'.repeat(32));
    expect(set.overload).toMatchObject({
      maxEventLoopDelayMs: 0,
      maxHeapBytes: 0,
      maxRssBytes: 2_000_000_000,
    });
  });

  it('does not write generated secrets in production', () => {
    const cwd = tempDir();
    const config = loadConfig(PRODUCTION, cwd);
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(existsSync(path.join(cwd, 'data', 'session-secret'))).toBe(false);
  });

  it('reads the ticket clock (defaults 60 s, day 5, 7 days) and SMTP only with a sender', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config.ticketClock).toEqual({ intervalMs: 60_000, warningDay: 5, autoCloseDays: 7 });
    expect(config.mail).toBeNull();
    const set = loadConfig({ TICKET_CLOCK_INTERVAL_SECONDS: '0', TICKET_WARNING_DAY: '4' }, cwd);
    expect(set.ticketClock).toMatchObject({ intervalMs: 0, warningDay: 4 });
    expect(() => loadConfig({ TICKET_WARNING_DAY: '7' }, cwd)).toThrow(/TICKET_WARNING_DAY/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:25' }, cwd)).toThrow(/SMTP_FROM: is required/);
    const mail = loadConfig({ SMTP_URL: 'smtp://mail.example:25', SMTP_FROM: 'desk@example.com' }, cwd);
    expect(mail.mail).toEqual({ url: 'smtp://mail.example:25', from: 'desk@example.com' });
  });

  it('reads how the alert outbox drains (4 SMS at once, 60 s rounds) and refuses nonsense', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd).rateAlerts).toMatchObject({
      smsConcurrency: 4,
      smsRoundMs: 60_000,
      smsLeaseMs: null,
    });
    const set = loadConfig({ RATE_ALERT_SMS_CONCURRENCY: '1', RATE_ALERT_SMS_ROUND_SECONDS: '20' }, cwd);
    expect(set.rateAlerts).toMatchObject({ smsConcurrency: 1, smsRoundMs: 20_000 });
    expect(() => loadConfig({ RATE_ALERT_SMS_CONCURRENCY: '0' }, cwd)).toThrow(/RATE_ALERT_SMS_CONCURRENCY/);
    expect(() => loadConfig({ RATE_ALERT_SMS_ROUND_SECONDS: '0' }, cwd)).toThrow(
      /RATE_ALERT_SMS_ROUND_SECONDS/,
    );
  });
});
