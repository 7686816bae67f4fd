import { randomBytes, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppConfig } from '../../config/index.js';
import { makeCustomer, makeTransaction } from '../../test/core-fixtures.js';
import { createTestApp, TEST_ENGINE, unreachableSms, type TestApp } from '../../test/test-app.js';
import { startZatcaMock } from '../../test/zatca-mock.js';
import { invoiceHashBytes } from './hash.js';
import { onboard } from './onboarding.js';
import { issueTransactionInvoice } from './source.js';
import { verifyInvoiceSignature } from './stamp.js';
import { TEST_CERTIFICATE_LABEL } from './test-certificate.js';

let t: TestApp;
let mock: Awaited<ReturnType<typeof startZatcaMock>>;
const key = randomBytes(32);
beforeAll(async () => {
  mock = await startZatcaMock();
  t = await createTestApp({}, { seed: false });
  await t.app.close();
});
afterAll(async () => {
  await t.close().catch(() => undefined);
  await mock.close();
});

/** The app's configuration against the stand-in, with these e-invoicing settings. */
function configWith(einvoicing: Partial<AppConfig['einvoicing']>, production = false): AppConfig {
  const base = {
    ...t.config.einvoicing,
    zatcaApiBaseUrl: mock.baseUrl,
    zatcaEnvironment: 'simulation' as const,
    secretsKey: key,
  };
  const env = production
    ? { env: 'production' as const, sms: unreachableSms(), demoData: false, apiDocsUi: false }
    : {};
  // No demo data either way: production refuses a database that holds it.
  return { ...t.config, demoData: false, ...env, einvoicing: { ...base, ...einvoicing } };
}

async function started(config: AppConfig, use: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp(config);
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

const text = (xml: string, name: string) =>
  new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagName(name)[0]?.textContent ?? '';

describe(`start-up with and without a production CSID (${TEST_ENGINE})`, () => {
  it('production with EINVOICE_ENABLED=true refuses to start without a CSID, naming the variable', async () => {
    await expect(buildApp(configWith({ enabled: true }, true))).rejects.toThrow(
      /^Invalid environment variable EINVOICE_ENABLED: .*no production CSID: run `npm run einvoice:onboard -- --otp/,
    );
    // Off (the default), production starts as before: the TEST certificate stamps, nothing is reported.
    await started(configWith({ enabled: false }, true), async (app) => {
      expect(app.einvoicing.unit.csid).toBeUndefined();
      expect(app.einvoicing.unit.key.certificate.subject).toContain(TEST_CERTIFICATE_LABEL);
    });
  });

  it('after onboarding, production starts, stamps with the CSID certificate and reports with its Basic auth', async () => {
    await started(configWith({}), async (app) => {
      await onboard({ db: app.db, config: configWith({}).einvoicing, otp: '123456', timeoutMs: 5000 });
    });
    await started(configWith({ enabled: true }, true), async (app) => {
      const { unit } = app.einvoicing;
      const issued = mock.onboarding.issued.get(unit.csid!.binarySecurityToken)!;
      expect(issued.kind).toBe('production');
      expect(unit.csid!.secret).toBe(issued.secret);
      const customer = await makeCustomer(app.db);
      const tx = await makeTransaction(app.db, customer.national_id);
      const doc = await issueTransactionInvoice(app.db, unit, tx);
      // Stamped with the production CSID's certificate, and its signature verifies under it.
      const certificate = new X509Certificate(Buffer.from(text(doc.xml, 'ds:X509Certificate'), 'base64'));
      expect(certificate.fingerprint256).toBe(issued.certificate.fingerprint256);
      expect(certificate.subject).not.toContain(TEST_CERTIFICATE_LABEL);
      const signature = text(doc.xml, 'ds:SignatureValue');
      expect(verifyInvoiceSignature(invoiceHashBytes(doc.xml), signature, certificate)).toBe(true);

      expect(await app.einvoicing.reportDue()).toBe(1);
      const [sent, ...more] = mock.requests.filter((r) => r.body.uuid === doc.uuid);
      expect(more).toHaveLength(0);
      expect(sent!.path).toBe('/e-invoicing/simulation/invoices/reporting/single');
      const token = unit.csid!.binarySecurityToken;
      expect(sent!.headers.authorization).toBe(
        `Basic ${Buffer.from(`${token}:${issued.secret}`).toString('base64')}`,
      );
      const row = await app.db
        .selectFrom('einvoice_reports')
        .select('status')
        .where('uuid', '=', doc.uuid)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('reported');
    });
  });

  it('a stored CSID that cannot be used refuses to start instead of falling back to the test certificate', async () => {
    await expect(buildApp(configWith({ secretsKey: null }))).rejects.toThrow(
      /^Invalid environment variable EINVOICE_SECRETS_KEY: the database holds the sealed ZATCA credentials/,
    );
    await expect(buildApp(configWith({ secretsKey: randomBytes(32) }))).rejects.toThrow(
      /^Invalid environment variable EINVOICE_SECRETS_KEY: is not the key/,
    );
    await expect(buildApp(configWith({ zatcaEnvironment: 'core' }))).rejects.toThrow(
      /^Invalid environment variable ZATCA_API_BASE_URL: the stored CSID .* issued by ZATCA's simulation, not core/,
    );
  });
});
