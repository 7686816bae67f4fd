import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './db/connection.js';
import { nodeArgs } from './test/server-process.js';
import { startZatcaMock } from './test/zatca-mock.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-einvoice-cli-'));
const key = randomBytes(32).toString('base64');
let mock: Awaited<ReturnType<typeof startZatcaMock>>;
beforeAll(async () => {
  mock = await startZatcaMock();
});
afterAll(async () => {
  await mock.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run einvoice:onboard -- ...args` as an operator runs it (SQLite file: the CLI takes DATABASE_URL). */
function cli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...nodeArgs('einvoice-cli.ts'), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'cli.db')}`,
      ZATCA_API_BASE_URL: mock.baseUrl,
      EINVOICE_SECRETS_KEY: key,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
}

describe('npm run einvoice:onboard', () => {
  it('says how to use it, and stops on a bad setting naming the variable', async () => {
    expect(await cli(['onboard'])).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^usage: .*--otp/),
    });
    const noKey = await cli(['onboard', '--otp', '123456'], { EINVOICE_SECRETS_KEY: 'short' });
    expect(noKey.code).toBe(1);
    expect(noKey.output).toMatch(/^Invalid environment variable EINVOICE_SECRETS_KEY: /);
  });

  it("a wrong code: ZATCA's message, exit 1, nothing stored", async () => {
    const run = await cli(['onboard', '--otp', '111111']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Onboarding stopped (compliance-csid)');
    expect(run.output).toContain('ZATCA: Invalid-OTP: The provided OTP is invalid');
    expect(run.output).toContain('Nothing was stored.');
  });

  it('onboards, stores the CSID sealed, and prints neither the key, the CSID nor its secret', async () => {
    const run = await cli(['onboard', '--otp', '123456']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(
      /Onboarded EGS unit web-1 with ZATCA's simulation\.\nProduction CSID [0-9a-f]{16}/,
    );
    const [token, production] = [...mock.onboarding.issued]
      .filter(([, v]) => v.kind === 'production')
      .at(-1)!;
    for (const secret of [
      token,
      production.secret,
      production.certificate.raw.toString('base64').slice(0, 40),
      key,
    ])
      expect(run.output).not.toContain(secret);
    expect(run.output).not.toContain('PRIVATE KEY');
    const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'cli.db') });
    try {
      const rows = await db.selectFrom('einvoice_credentials').select(['egs_unit', 'secret']).execute();
      expect(rows).toEqual([{ egs_unit: 'web-1', secret: expect.stringMatching(/^v1\./) }]);
    } finally {
      await db.destroy();
    }
  });
});
