import { createPrivateKey } from 'node:crypto';
import { ConfigError } from '../../config/database.js';
import type { EinvoicingConfig } from '../../config/einvoicing.js';
import type { Db } from '../../db/connection.js';
import { SecretKeyMismatchError } from '../../lib/secret-box.js';
import { certificateFromToken, findCredentials } from './credentials.js';
import { websiteEgsUnit, WEBSITE_EGS_ID, type EgsUnit } from './egs.js';

const refuse = (variable: string, why: string) =>
  new ConfigError(`Invalid environment variable ${variable}: ${why}`);

/**
 * The website's EGS unit at start (ADR 2403): with a production CSID stored, its certificate and
 * key stamp and its credentials report; without one, the self-signed TEST certificate stamps and
 * nothing is reported, except in production with EINVOICE_ENABLED=true, which refuses to start.
 * A stored CSID that cannot be used (no key, another key, another environment) refuses too,
 * rather than silently falling back to the test certificate.
 */
export async function loadWebsiteEgsUnit(
  db: Db,
  config: EinvoicingConfig,
  production: boolean,
): Promise<EgsUnit> {
  const stored = await findCredentials(db, WEBSITE_EGS_ID);
  if (!stored) {
    if (production && config.enabled)
      throw refuse(
        'EINVOICE_ENABLED',
        `e-invoicing is on in production, but EGS unit ${WEBSITE_EGS_ID} has no production CSID: run \`npm run einvoice:onboard -- --otp <code from the Fatoora portal>\` first, or set EINVOICE_ENABLED=false`,
      );
    return websiteEgsUnit(undefined, undefined, config.seller);
  }
  if (!config.secretsKey)
    throw refuse(
      'EINVOICE_SECRETS_KEY',
      `the database holds the sealed ZATCA credentials of EGS unit ${WEBSITE_EGS_ID}; set the key they were sealed with`,
    );
  if (stored.environment !== config.zatcaEnvironment)
    throw refuse(
      'ZATCA_API_BASE_URL',
      `the stored CSID of EGS unit ${WEBSITE_EGS_ID} was issued by ZATCA's ${stored.environment}, not ${config.zatcaEnvironment}: point it there, or onboard again`,
    );
  let opened;
  try {
    opened = stored.open(config.secretsKey);
  } catch (error) {
    throw error instanceof SecretKeyMismatchError
      ? refuse(
          'EINVOICE_SECRETS_KEY',
          `is not the key the stored ZATCA credentials were sealed with (${error.message})`,
        )
      : refuse(
          'EINVOICE_SECRETS_KEY',
          'the stored ZATCA credentials do not open with it (changed in the database?)',
        );
  }
  const certificate = certificateFromToken(opened.binarySecurityToken);
  const privateKey = createPrivateKey(opened.privateKeyPem);
  if (!certificate.checkPrivateKey(privateKey))
    throw refuse('EINVOICE_SECRETS_KEY', 'the stored private key does not belong to the stored CSID');
  return websiteEgsUnit(
    { certificate, privateKey },
    { binarySecurityToken: opened.binarySecurityToken, secret: opened.secret },
    config.seller,
  );
}
