import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeArgs } from './test/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real entry point (server.ts) and returns how it ended; a refused start never listens. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, nodeArgs('server.ts'), {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      CAPTCHA_HMAC_KEY: 'c'.repeat(40),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/send',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('start-up refusals of the server process', () => {
  it.each([
    [{ SMS_PROVIDER: 'console' }, 'SMS_PROVIDER'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ METRICS_TOKEN: 'shorter-than-32-characters' }, 'METRICS_TOKEN'],
    [{ EINVOICE_ENABLED: 'true' }, 'EINVOICE_SECRETS_KEY'],
    // With the key, e-invoicing on and no production CSID in the database (ADR 2403).
    [
      { EINVOICE_ENABLED: 'true', EINVOICE_SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') },
      'EINVOICE_ENABLED',
    ],
  ])('stops with %j, naming %s in one line', (env, variable) => {
    const { status, stderr } = start(env);
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`^Invalid environment variable ${variable}: `));
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
