// End-to-end tests against the production build, served on a free port with a throw-away database,
// in the system Chromium. Without a browser: a clear message and a skip, except under CI.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium, freePort, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  const help =
    'No Chromium found (set CHROMIUM_PATH or run: apt-get update && apt-get install -y chromium fonts-noto-core).';
  if (process.env.CI) {
    console.error(`e2e: ${help} CI needs it: failing.`);
    process.exit(1);
  }
  console.warn(`e2e: ${help} Skipping the end-to-end tests.`);
  process.exit(0);
}
const webDist = process.env.E2E_WEB_DIST_DIR ?? 'apps/web/dist';
if (!existsSync(path.join(webDist, 'client', 'index.html')) || !existsSync('apps/server/dist/server.js')) {
  console.error('e2e: no production build; run `npm run build` first (npm test does).');
  process.exit(1);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-e2e-'));
const code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  // The e2e servers keep data and rate-limit counters in their own throw-away SQLite file: a shared
  // Redis would carry rate-limit counts between specs (and runs) that all come from 127.0.0.1.
  REDIS_URL: undefined,
  DATABASE_URL: undefined,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
