import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'waha-limit-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('rates limit settings', () => {
  it('default to 60 a minute, a 15-minute captcha pass and no exempt client', () => {
    const config = loadConfig({}, dir);
    expect(config.ratesLimit).toEqual({ max: 60, windowMs: 60_000, exemptIps: [] });
    expect(config.captcha).toEqual({ passMs: 900_000, cost: 1000 });
  });

  it('read the limit, the pass and a comma-separated list of exempt IPs', () => {
    const config = loadConfig(
      {
        RATES_LIMIT_MAX: '5',
        RATES_LIMIT_WINDOW_SECONDS: '10',
        CAPTCHA_PASS_SECONDS: '30',
        RATE_LIMIT_EXEMPT_IPS: '127.0.0.1, ::1',
      },
      dir,
    );
    expect(config.ratesLimit).toEqual({ max: 5, windowMs: 10_000, exemptIps: ['127.0.0.1', '::1'] });
    expect(config.captcha.passMs).toBe(30_000);
  });

  it.each([
    [{ RATES_LIMIT_MAX: '0' }, 'RATES_LIMIT_MAX'],
    [{ CAPTCHA_PASS_SECONDS: 'soon' }, 'CAPTCHA_PASS_SECONDS'],
    [{ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,localhost' }, 'RATE_LIMIT_EXEMPT_IPS'],
  ])('refuse %j naming the variable', (env, name) => {
    expect(() => loadConfig(env, dir)).toThrow(ConfigError);
    expect(() => loadConfig(env, dir)).toThrow(name);
  });
});
