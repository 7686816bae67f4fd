// `npm run bench:web`: starts the production server (the build must exist: it builds nothing) and
// runs Lighthouse 13 (mobile, default simulated throttling, system Chromium) three times on each
// page below, then prints the median scores, LCP, TBT, CLS and JavaScript bytes transferred, and
// exits non-zero when a page misses a budget (ARCHITECTURE.md "Budgets"). Not part of `npm test`;
// run it on a quiet machine.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, startThrowAwayServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const ALL_PAGES = [
  { name: '/ (ar)', path: '/?lang=ar', jsBudget: 160 * 1024 },
  { name: '/faq (ar)', path: '/faq?lang=ar' },
  { name: '/vat (ar)', path: '/vat?lang=ar' },
  { name: '/ (en)', path: '/?lang=en', jsBudget: 160 * 1024 },
  { name: '/ (ur)', path: '/?lang=ur', jsBudget: 160 * 1024 },
  // The board's rows are rendered on the server (issue 26): measured in both scripts' directions.
  { name: '/rates (ar)', path: '/rates?lang=ar' },
  { name: '/rates (en)', path: '/rates?lang=en' },
  // The chart's page (issue 25): uPlot and the alert form load here only.
  { name: '/rates/history (ar)', path: '/rates/history?branch=19&currency=USD&lang=ar' },
];
// BENCH_WEB_PAGES=ur,faq picks pages by a part of their name; BENCH_WEB_SAVE=dir keeps every
// Lighthouse report (JSON) there, to read the main-thread and long-task details.
const PAGES = process.env.BENCH_WEB_PAGES
  ? ALL_PAGES.filter((page) =>
      process.env.BENCH_WEB_PAGES.split(',').some((part) => page.name.includes(part)),
    )
  : ALL_PAGES;
const SAVE_DIR = process.env.BENCH_WEB_SAVE;
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const BUDGET = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.05 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync('apps/web/dist/client/index.html') || !existsSync('apps/server/dist/server.js')) {
  console.error('bench:web: no production build; run `npm run build` first.');
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) {
  console.error('bench:web: no Chromium found (set CHROMIUM_PATH or install chromium).');
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startThrowAwayServer({
  OTP_PERSON_CAPS: 'true',
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/never-called',
  LOG_LEVEL: 'warn',
});
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average (1, 5, 15 min) before: ${load()}`);
const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
const rows = [];
let failed = false;
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      if (SAVE_DIR) {
        const file = `${page.name.replace(/[^a-z]+/gi, '-')}${i + 1}.json`.replace(/^-/, '');
        writeFileSync(`${SAVE_DIR}/${file}`, JSON.stringify(result.lhr));
      }
      const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        js: scripts?.transferSize ?? 0,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
    const row = { page: page.name };
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls', 'js']) {
      row[key] = median(runs.map((run) => run[key]));
    }
    const problems = [];
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (row[key] < BUDGET[key]) problems.push(`${key} ${row[key]} < ${BUDGET[key]}`);
    }
    if (row.cls >= BUDGET.cls) problems.push(`CLS ${row.cls.toFixed(3)} >= ${BUDGET.cls}`);
    if (page.jsBudget && row.js > page.jsBudget)
      problems.push(`JS ${(row.js / 1024).toFixed(1)} KB > ${page.jsBudget / 1024} KB`);
    row.problems = problems;
    row.audits = [...new Set(runs.flatMap((run) => run.failing))];
    if (problems.length) failed = true;
    rows.push(row);
    console.log(
      `${page.name.padEnd(20)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row['best-practices']}  seo ${row.seo}  ` +
        `LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ` +
        `JS ${(row.js / 1024).toFixed(1)} KB${problems.length ? `  FAIL: ${problems.join('; ')}` : ''}` +
        (row.audits.length ? `\n           failing audits: ${row.audits.join(', ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`load average (1, 5, 15 min) after: ${load()}`);
console.log(failed ? '\nbench:web: budgets NOT met' : '\nbench:web: every budget met');
process.exit(failed ? 1 : 0);
