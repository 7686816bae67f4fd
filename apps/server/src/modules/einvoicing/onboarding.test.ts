import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EinvoicingConfig } from '../../config/einvoicing.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { startZatcaMock } from '../../test/zatca-mock.js';
import { findCredentials } from './credentials.js';
import { readCsr } from './csr.js';
import { OnboardingError } from './onboarding-client.js';
import { onboard } from './onboarding.js';
import { OID } from './x509.js';

let t: TestApp;
let mock: Awaited<ReturnType<typeof startZatcaMock>>;
let config: EinvoicingConfig;
beforeAll(async () => {
  mock = await startZatcaMock();
  t = await createTestApp({}, { seed: false });
  config = {
    ...t.config.einvoicing,
    zatcaApiBaseUrl: mock.baseUrl,
    zatcaEnvironment: 'simulation',
    secretsKey: randomBytes(32),
  };
});
afterAll(async () => {
  await t.close();
  await mock.close();
});

const run = (otp: string) => onboard({ db: t.app.db, config, otp, timeoutMs: 5000 });
const paths = () => mock.requests.map((r) => r.path.replace('/e-invoicing/simulation', ''));
const credentialRows = () => t.app.db.selectFrom('einvoice_credentials').selectAll().execute();

describe(`onboarding with ZATCA (${TEST_ENGINE}, against a local stand-in)`, () => {
  it("a wrong one-time code stops at the compliance CSID with ZATCA's message, storing nothing", async () => {
    const error = await run('654321').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OnboardingError);
    expect((error as OnboardingError).step).toBe('compliance-csid');
    expect((error as OnboardingError).message).toMatch(/refused the compliance CSID request.*one-time code/);
    expect((error as OnboardingError).details).toEqual(['Invalid-OTP: The provided OTP is invalid']);
    expect(paths()).toEqual(['/compliance']);
    expect(await credentialRows()).toHaveLength(0);
    // Not six digits: refused before anything is sent.
    await expect(run('12345')).rejects.toThrow(/six digits/);
    expect(paths()).toEqual(['/compliance']);
  });

  it('a failing compliance check stops before the production CSID, storing nothing', async () => {
    mock.requests.length = 0;
    mock.onboarding.failChecks.add('383');
    try {
      const error = (await run('123456').catch((e: unknown) => e)) as OnboardingError;
      expect(error).toBeInstanceOf(OnboardingError);
      expect(error.step).toBe('compliance-check');
      expect(error.message).toMatch(/debit note failed ZATCA's compliance check \(HTTP 400\)/);
      expect(error.details).toContain('BR-KSA-16: Invalid payment means code');
      expect(paths()).not.toContain('/production/csids');
      expect(await credentialRows()).toHaveLength(0);
    } finally {
      mock.onboarding.failChecks.clear();
    }
  });

  it('a production CSID for another key is refused, storing nothing', async () => {
    mock.onboarding.foreignProductionKey = true;
    try {
      const error = (await run('123456').catch((e: unknown) => e)) as OnboardingError;
      expect(error).toBeInstanceOf(OnboardingError);
      expect(error.step).toBe('certificate');
      expect(error.message).toMatch(/production CSID from ZATCA is not for the key/);
      expect(await credentialRows()).toHaveLength(0);
    } finally {
      mock.onboarding.foreignProductionKey = false;
    }
  });

  it("sends a CSR with ZATCA's subject fields and extensions, passes the three checks, and stores the production CSID sealed", async () => {
    mock.requests.length = 0;
    // Arabic-Indic digits, as typed on an Arabic keyboard, are the same code.
    const result = await run('١٢٣٤٥٦');
    expect(paths()).toEqual([
      '/compliance',
      '/compliance/invoices',
      '/compliance/invoices',
      '/compliance/invoices',
      '/production/csids',
    ]);
    const compliance = mock.requests[0]!;
    expect(compliance.headers.otp).toBe('123456');
    expect(compliance.headers['accept-version']).toBe('V2');

    const csr = readCsr(mock.onboarding.csrs.at(-1)!);
    expect(csr.signatureValid).toBe(true);
    expect(csr.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(csr.subject).toEqual({
      [OID.country]: 'SA',
      [OID.organizationalUnit]: 'Head Office',
      [OID.organization]: 'Al-Waha Exchange & Remittance Co.',
      [OID.commonName]: `Waha-Web-web-1-${config.seller.vatNumber}`,
    });
    expect(csr.alternativeName).toEqual({
      [OID.surname]: expect.stringMatching(/^1-Waha-Web\|2-1\.0\|3-[0-9a-f-]{36}$/),
      [OID.userId]: config.seller.vatNumber,
      [OID.title]: '0100',
      [OID.registeredAddress]: '4210 طريق الملك فهد, الرياض 12214',
      [OID.businessCategory]: 'Currency exchange',
    });
    expect(csr.templateName).toBe('PREZATCA-Code-Signing');
    expect(result.egsSerial).toBe(csr.alternativeName[OID.surname]);

    // The checks: an invoice, a credit note and a debit note, with the compliance CSID's Basic auth.
    const [token, csid] = [...mock.onboarding.issued].filter(([, v]) => v.kind === 'compliance').at(-1)!;
    const basic = `Basic ${Buffer.from(`${token}:${csid.secret}`).toString('base64')}`;
    const checks = mock.requests.filter((r) => r.path.endsWith('/compliance/invoices'));
    const xmlOf = (r: (typeof checks)[number]) => Buffer.from(r.body.invoice, 'base64').toString();
    const types = checks.map((r) => /InvoiceTypeCode name="0200000">(\d+)</.exec(xmlOf(r))?.[1]);
    expect(types).toEqual(['388', '381', '383']);
    for (const check of checks) {
      expect(check.headers.authorization).toBe(basic);
      // Signed with the compliance CSID's certificate (the stand-in checks the hash too).
      expect(xmlOf(check)).toContain(csid.certificate.raw.toString('base64'));
    }
    const production = mock.requests.at(-1)!;
    expect(production.headers.authorization).toBe(basic);
    expect(production.body).toEqual({ compliance_request_id: csid.requestId });

    const rows = await credentialRows();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ egs_unit: 'web-1', environment: 'simulation', egs_serial: result.egsSerial });
    const stored = (await findCredentials(t.app.db, 'web-1'))!.open(config.secretsKey!);
    const issued = mock.onboarding.issued.get(stored.binarySecurityToken)!;
    expect(issued.kind).toBe('production');
    expect(stored.secret).toBe(issued.secret);
    expect(stored.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    // At rest: ciphertext only. Neither the PEM (or its body), the CSID nor its secret is in the row.
    const pemBody = stored.privateKeyPem.split('\n')[1]!;
    const rowText = JSON.stringify(row);
    for (const plain of ['PRIVATE KEY', pemBody, stored.binarySecurityToken, stored.secret])
      expect(rowText, 'row holds a secret in clear').not.toContain(plain);
    for (const column of [row.private_key, row.binary_security_token, row.secret])
      expect(column).toMatch(/^v1\./);
    if (t.config.database.kind === 'sqlite') {
      const { file } = t.config.database;
      const bytes = [file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f).toString('latin1'));
      expect(bytes.join('')).toContain('v1.');
      expect(bytes.join('')).not.toContain(pemBody);
      expect(bytes.join('')).not.toContain('PRIVATE KEY');
    }
  });
});
