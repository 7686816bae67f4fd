import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';
import { parseEinvoicingEnv, ZATCA_BASE_URLS } from './einvoicing.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-config-einvoicing-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const KEY = Buffer.alloc(32, 7).toString('base64');
const parse = (env: Record<string, string>, nodeEnv = 'development') => parseEinvoicingEnv(env, nodeEnv);
const config = (env: Record<string, string>, nodeEnv = 'development') => {
  const result = parse(env, nodeEnv);
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return result.config;
};

describe('e-invoicing settings (config/einvoicing.ts)', () => {
  it('defaults: off, the sandbox, no key, the brand seller with the demo address', () => {
    const c = config({});
    expect(c).toMatchObject({
      enabled: false,
      issueIntervalMs: 60_000,
      zatcaApiBaseUrl: ZATCA_BASE_URLS.sandbox,
      zatcaEnvironment: 'sandbox',
      secretsKey: null,
      seller: { vatNumber: '310000000000003', buildingNumber: '4210', postalCode: '12214' },
      egs: { solutionName: 'Waha-Web', model: '1.0', location: '4210 طريق الملك فهد, الرياض 12214' },
    });
  });

  it("reads the environment from ZATCA's URLs, and wants it named for any other", () => {
    expect(config({ ZATCA_API_BASE_URL: ZATCA_BASE_URLS.simulation }).zatcaEnvironment).toBe('simulation');
    expect(config({ ZATCA_API_BASE_URL: `${ZATCA_BASE_URLS.core}/` }).zatcaEnvironment).toBe('core');
    expect(parse({ ZATCA_API_BASE_URL: 'http://127.0.0.1:8080/zatca' })).toEqual({
      problems: [expect.stringMatching(/^ZATCA_ENVIRONMENT: is required/)],
    });
    const proxy = { ZATCA_API_BASE_URL: 'http://127.0.0.1:8080/zatca', ZATCA_ENVIRONMENT: 'core' };
    expect(config(proxy).zatcaEnvironment).toBe('core');
    expect(parse({ ZATCA_API_BASE_URL: ZATCA_BASE_URLS.core, ZATCA_ENVIRONMENT: 'sandbox' })).toEqual({
      problems: ["ZATCA_ENVIRONMENT: is sandbox but ZATCA_API_BASE_URL is ZATCA's core"],
    });
  });

  it('takes a 32-byte base64 secrets key, and requires one in production with e-invoicing on', () => {
    expect(config({ EINVOICE_SECRETS_KEY: KEY }).secretsKey).toEqual(Buffer.alloc(32, 7));
    for (const bad of [Buffer.alloc(16).toString('base64'), 'not base64 at all!'])
      expect(parse({ EINVOICE_SECRETS_KEY: bad })).toEqual({
        problems: [expect.stringMatching(/^EINVOICE_SECRETS_KEY: must be 32 bytes in base64/)],
      });
    expect(parse({ EINVOICE_ENABLED: 'true' }, 'production')).toEqual({
      problems: ['EINVOICE_SECRETS_KEY: is required in production when EINVOICE_ENABLED=true'],
    });
    expect(config({ EINVOICE_ENABLED: 'true', EINVOICE_SECRETS_KEY: KEY }, 'production').enabled).toBe(true);
  });

  it('checks the seller parts ZATCA checks, and the CSR serial parts', () => {
    const problems = parse({
      EINVOICE_SELLER_VAT_NUMBER: '300000000000001',
      EINVOICE_SELLER_BUILDING_NUMBER: '42',
      EINVOICE_SELLER_POSTAL_CODE: '1221',
      EINVOICE_EGS_MODEL: 'a|b',
    });
    expect('problems' in problems && problems.problems.map((p) => p.split(':')[0])).toEqual([
      'EINVOICE_SELLER_VAT_NUMBER',
      'EINVOICE_SELLER_BUILDING_NUMBER',
      'EINVOICE_SELLER_POSTAL_CODE',
      'EINVOICE_EGS_MODEL',
    ]);
    const sandbox = config({
      EINVOICE_SELLER_VAT_NUMBER: '399999999900003',
      EINVOICE_EGS_LOCATION: 'RRRD2929',
    });
    expect(sandbox.seller.vatNumber).toBe('399999999900003');
    expect(sandbox.egs.location).toBe('RRRD2929');
  });

  it('reaches loadConfig, whose refusals name the variable', () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      EINVOICE_ISSUE_INTERVAL_SECONDS: '0',
    };
    expect(loadConfig(env).einvoicing.issueIntervalMs).toBe(0);
    expect(() => loadConfig({ ...env, EINVOICE_SECRETS_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, EINVOICE_SECRETS_KEY: 'short' })).toThrow(
      /^Invalid environment variable EINVOICE_SECRETS_KEY: /,
    );
  });
});
