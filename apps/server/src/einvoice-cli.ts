import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/index.js';
import { createDb } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { holdServerLock, LockBusyError } from './db/server-lock.js';
import { onboard, OnboardingError } from './modules/einvoicing/index.js';

/**
 * `npm run einvoice:onboard -- --otp <code>` (ADR 2403): onboards the website's EGS unit with
 * ZATCA at ZATCA_API_BASE_URL and stores its production CSID, sealed with EINVOICE_SECRETS_KEY.
 * Prints steps and ZATCA's messages; never the key, the CSID or its secret.
 */
const USAGE = 'usage: einvoice-cli.js onboard --otp <six-digit code from the Fatoora portal>';
let args;
try {
  args = parseArgs({ options: { otp: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.positionals[0] !== 'onboard' || args.positionals.length > 1 || !args.values.otp) {
  console.error(USAGE);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// It writes to the database like a server: not while `npm run db:restore` replaces it.
const lock = await holdServerLock(config.database).catch((error: unknown) => {
  if (!(error instanceof LockBusyError)) throw error;
  console.error(`onboarding refused: npm run db:restore is running (it holds ${error.message})`);
  process.exit(1);
});
const db = createDb(config.database);
try {
  await migrateToLatest(db);
  const result = await onboard({
    db,
    config: config.einvoicing,
    otp: args.values.otp,
    progress: (line) => console.log(line),
  });
  console.log(
    [
      `Onboarded EGS unit ${result.unit} with ZATCA's ${result.environment}.`,
      `Production CSID ${result.certificateFingerprint}, valid until ${result.notAfter}; EGS serial ${result.egsSerial}.`,
      'Its key, CSID and secret are stored sealed in the database. Restart the servers to stamp and report with it',
      '(in production, with EINVOICE_ENABLED=true they refuse to start without one).',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof OnboardingError)) throw error;
  console.error(`Onboarding stopped (${error.step}): ${error.message}. Nothing was stored.`);
  for (const line of error.details) console.error(`  ZATCA: ${line}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
  await lock?.release();
}
