import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { throwAwayServerEnv } from './scripts/lib.mjs';

// scripts/e2e.mjs picks a free port and a temporary data directory; these defaults serve a manual run.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'waha-e2e');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Separate output folders (and web builds) let several runs share one checkout.
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Pages run axe in three languages; a busy 2-core CI machine needs the headroom, and there a page's
  // first data can take longer than Playwright's default 5 s assertion wait.
  timeout: 60_000,
  expect: { timeout: 12_000 },
  outputDir: path.join(outputDir, 'playwright'),
  reporter: [['list'], ['json', { outputFile: path.join(outputDir, 'e2e-report.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's DOM and screenshots, which costs a 2-core machine more than a
    // tenth of the run; record it only when a failed test is retried (CI), or ask with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
      },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // The production build of the site and server, as a customer gets it. NODE_ENV=test keeps the
    // development SMS outbox readable, so tests can enter the one-time codes a customer would receive.
    command: 'node apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Load shedding answers 503 when the event loop lags a second; on a 2-core machine running
    // the other test lane beside two browsers it does, and a test would fail on a refusal that is
    // the shedding working (its own API tests cover it: plugins/overload.test.ts).
    // TRUST_PROXY=127.0.0.1: the browser on this machine is the "proxy", so a spec that sends its
    // own X-Forwarded-For (fixtures.ts ownClient) is a client of its own for the per-client
    // limits; every other request is counted, as before, under 127.0.0.1.
    env: throwAwayServerEnv({
      port,
      dataDir,
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      TRUST_PROXY: '127.0.0.1',
    }),
  },
});
