// Lists the JavaScript a page loads on first visit (mobile viewport, no scrolling), with the bytes
// transferred (as served: brotli), to find what weighs on the budget of `npm run bench:web`.
// Usage: node scripts/first-load-js.mjs [path ...] (default `/?lang=ar`). Needs a build.
import { chromium } from '@playwright/test';
import { findChromium, startThrowAwayServer } from './lib.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/?lang=ar'];
const server = await startThrowAwayServer({
  OTP_PERSON_CAPS: 'true',
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/never-called',
  LOG_LEVEL: 'warn',
});
const browser = await chromium.launch({ executablePath: findChromium() });
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
    // Not 'networkidle': the Intl warm-up worker's script never reports finished to Playwright.
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    scripts.sort((a, b) => b.bytes - a.bytes);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`\n${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB transferred`);
    for (const s of scripts) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
