// `npm run bench:web`: starts the production server (the build must exist: it builds nothing) and
// runs Lighthouse 13 (mobile, default simulated throttling, system Chromium) on every public route
// (e2e/routes.ts, the list the e2e specs walk) in Arabic, English and Urdu: three runs on the key
// pages below, one on the others, then prints the median scores, LCP, TBT, CLS and JavaScript
// bytes transferred of each page and exits non-zero when a page misses a budget (ARCHITECTURE.md
// "Budgets"). Not part of `npm test`; run it on a quiet machine (the full sweep takes about 45 min).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Node 24 reads TypeScript without a build: the route list stays the one the e2e crawl checks.
import { BARE_ROUTES, PUBLIC_ROUTES } from '../e2e/routes.ts';
import { findChromium, startThrowAwayServer } from './lib.mjs';

const LANGUAGES = ['ar', 'en', 'ur'];
// Routes whose page needs a query to show its content (the chart's page: a branch and a currency).
const QUERY = { '/rates/history': 'branch=19&currency=USD&' };
// The pages measured three times (the median counts): the first screens most visitors see, and
// the ones whose budgets were tuned. BENCH_WEB_RUNS sets the count for every page.
const KEY_PAGES = new Set([
  '/ (ar)',
  '/ (en)',
  '/ (ur)',
  '/faq (ar)',
  '/vat (ar)',
  // The board's rows are rendered on the server (issue 26): measured in both scripts' directions.
  '/rates (ar)',
  '/rates (en)',
  '/rates/history (ar)',
]);
// The home page carries the most script; its budget is the one ARCHITECTURE.md names.
const JS_BUDGET = { '/': 160 * 1024 };
const ALL_PAGES = [...PUBLIC_ROUTES, ...BARE_ROUTES].flatMap((route) =>
  LANGUAGES.map((language) => {
    const name = `${route} (${language})`;
    return {
      name,
      path: `${route}?${QUERY[route] ?? ''}lang=${language}`,
      runs: Number(process.env.BENCH_WEB_RUNS ?? (KEY_PAGES.has(name) ? 3 : 1)),
      jsBudget: JS_BUDGET[route],
    };
  }),
);
// BENCH_WEB_PAGES=ur,faq picks pages by a part of their name ("/ticket (ur)"); BENCH_WEB_SAVE=dir
// keeps every Lighthouse report (JSON) there, to read the main-thread and long-task details.
const PAGES = process.env.BENCH_WEB_PAGES
  ? ALL_PAGES.filter((page) =>
      process.env.BENCH_WEB_PAGES.split(',').some((part) => page.name.includes(part)),
    )
  : ALL_PAGES;
const SAVE_DIR = process.env.BENCH_WEB_SAVE;
// Lighthouse slows the CPU 4x to stand for a mid-range phone on a machine its `benchmarkIndex`
// puts at about 1,500-2,000. BENCH_WEB_CPU_SLOWDOWN=8 measures as a slower phone would (or as 4x
// would on a machine twice that fast), to see the margin under the budgets.
const CPU_SLOWDOWN = process.env.BENCH_WEB_CPU_SLOWDOWN
  ? Number(process.env.BENCH_WEB_CPU_SLOWDOWN)
  : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) {
  console.error('bench:web: BENCH_WEB_CPU_SLOWDOWN must be a number of at least 1.');
  process.exit(1);
}
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.05 };
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

/**
 * Lighthouse empties the browser's cache before each run but keeps its cookies. A page's cookies
 * would make later runs measure a returning visitor without that visitor's cache (the Urdu
 * `nastaliq` cookie preloads fonts it expects to be cached, ADR 2605): each run is a first visit.
 */
async function clearCookies(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  await new Promise((resolve) => {
    socket.onmessage = resolve;
    socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' }));
  });
  socket.close();
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
  for (const [index, page] of PAGES.entries()) {
    const url = `${server.url}${page.path}`;
    // A page that asks search engines not to index it (a customer's ticket, a form to fill) fails
    // Lighthouse's "is crawlable" on purpose; its other SEO audits still count.
    const html = await (await fetch(url)).text();
    const noindex = /<meta name="robots" content="noindex"/.test(html);
    const runs = [];
    let lighthouseError = null;
    for (let i = 0; i < page.runs; i += 1) {
      // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART...): try that run again.
      let lhr;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await clearCookies(chrome.port);
        ({ lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(noindex && { skipAudits: ['is-crawlable'] }),
          ...(CPU_SLOWDOWN && { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
        }));
        if (!lhr.runtimeError) break;
      }
      if (SAVE_DIR) {
        const file = `${page.name.replace(/[^a-z]+/gi, '-')}${i + 1}.json`.replace(/^-/, '');
        writeFileSync(`${SAVE_DIR}/${file}`, JSON.stringify(lhr));
      }
      if (lhr.runtimeError) {
        lighthouseError = lhr.runtimeError.code;
        continue;
      }
      const { categories, audits } = lhr;
      const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        js: scripts?.transferSize ?? 0,
        // Lighthouse's measure of this machine's CPU at that moment (its 4x slowdown assumes about
        // 1,500-2,000; a shared machine swings run to run): read TBT beside it.
        cpu: lhr.environment.benchmarkIndex,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
    const label = `[${index + 1}/${PAGES.length}] ${page.name}${noindex ? ' noindex' : ''}`;
    if (!runs.length) {
      failed = true;
      rows.push({ page: page.name, problems: [`Lighthouse failed: ${lighthouseError}`] });
      console.log(`${label.padEnd(40)} FAIL: Lighthouse failed (${lighthouseError})`);
      continue;
    }
    const row = { page: page.name };
    for (const key of [
      'performance',
      'accessibility',
      'best-practices',
      'seo',
      'fcp',
      'lcp',
      'tbt',
      'cls',
      'js',
      'cpu',
    ]) {
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
      `${label.padEnd(40)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row['best-practices']}  seo ${row.seo}  ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ` +
        `JS ${(row.js / 1024).toFixed(1)} KB  CPU ${Math.round(row.cpu)}${problems.length ? `  FAIL: ${problems.join('; ')}` : ''}` +
        (row.audits.length ? `\n           failing audits: ${row.audits.join(', ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`load average (1, 5, 15 min) after: ${load()}`);
const cpus = rows.filter((row) => row.cpu).map((row) => Math.round(row.cpu));
if (cpus.length)
  console.log(
    `Lighthouse CPU (benchmarkIndex) ${Math.min(...cpus)}-${Math.max(...cpus)}, CPU slowdown ${CPU_SLOWDOWN ?? 4}x`,
  );
const missed = rows.filter((row) => row.problems.length);
for (const row of missed) console.log(`  ${row.page}: ${row.problems.join('; ')}`);
console.log(
  failed
    ? `\nbench:web: budgets NOT met on ${missed.length} of ${rows.length} pages`
    : `\nbench:web: every budget met on all ${rows.length} pages`,
);
process.exit(failed ? 1 : 0);
