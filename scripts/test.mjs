// `npm test`: lint, type-check, unit tests, API tests (SQLite, and PostgreSQL + Redis when
// TEST_DATABASE_URL is set), the production build, and end-to-end tests in Chromium.
//
// The steps run in two lanes at once, because most of them use one core and this machine (and CI)
// has two: lane 1 is the chain that ends in the browser tests (type-check emits the server, the
// build needs it, the end-to-end tests need the build); lane 2 is everything else. A step's output
// is kept in test-results/logs/<step>.log and printed in one block when the step ends, so two
// steps never interleave their lines. docs/benchmarks.md keeps the seconds per step.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const LOGS = 'test-results/logs';
const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));
const results = [];
const tests = { passed: 0, failed: 0, skipped: 0 };

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  tests.passed += report.numPassedTests ?? 0;
  tests.failed += report.numFailedTests ?? 0;
  tests.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  tests.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  tests.failed += stats.unexpected ?? 0;
  tests.skipped += stats.skipped ?? 0;
}

/**
 * Runs a command with its output in a log file; `env` values of undefined remove a variable.
 * `background` steps run niced: the browser tests keep the CPU they need to stay within their
 * timeouts, and the other lane takes what is left.
 */
function runLogged(command, args, env, logFile, background) {
  const childEnv = { ...process.env, NO_COLOR: '1', ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const log = createWriteStream(logFile);
  const [file, argv] = background && NICE ? [NICE, ['-n', '10', command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code, signal) => log.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)}s`;

async function step({ name, command, args, env = {}, after }, background = false) {
  const logFile = path.join(LOGS, `${name.replace(/\W+/g, '-')}.log`);
  console.log(`[${clock()}] start: ${name}`);
  const t0 = Date.now();
  const code = await runLogged(command, args, env, logFile, background);
  after?.();
  const seconds = Math.round((Date.now() - t0) / 1000);
  results.push({ name, ok: code === 0, seconds });
  console.log(`\n=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds}s ===`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  return code === 0;
}

// WAHA_TEST_COMPILED: the API steps run after the compile, so the tests that start the real
// server or a CLI start it from dist rather than have tsx transpile it each time (server-process.ts).
const vitest = (name, projects) => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/${name}.json`,
];

rmSync('test-results', { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });
console.log(`node ${process.version}`);

const steps = {
  lint: { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  compile: { name: 'compile (tsc -b)', command: 'npx', args: ['tsc', '-b'] },
  // After compile: its `tsc -b` finds the projects built and only the other projects remain.
  typecheck: { name: 'type-check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  unit: {
    name: 'unit tests (shared, web)',
    command: 'npx',
    args: vitest('unit', ['shared', 'web']),
    after: () => countVitest('test-results/unit.json'),
  },
  apiSqlite: {
    name: 'API tests on SQLite',
    command: 'npx',
    args: vitest('api-sqlite', ['server']),
    env: { TEST_DB: 'sqlite', WAHA_TEST_COMPILED: '1' },
    after: () => countVitest('test-results/api-sqlite.json'),
  },
  apiPostgres: {
    name: `API tests on PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ''}`,
    command: 'npx',
    args: vitest('api-postgres', ['server']),
    // The fault drill runs beside this step as its own (below), not as one of its files.
    env: { TEST_DB: 'postgres', WAHA_TEST_COMPILED: '1', WAHA_FAULT_DRILL: 'own-step' },
    after: () => countVitest('test-results/api-postgres.json'),
  },
  // The drill mostly waits (a 20 s cut, SMS arriving): beside the PostgreSQL step it costs that
  // step a little CPU instead of adding its 75 s after it (the server project runs one file at a
  // time on two cores). Needs the web build (pages in its traffic), written long before.
  faults: {
    name: 'fault drill (PostgreSQL and Redis cut)',
    command: 'npx',
    args: [...vitest('faults', ['server']), 'src/test/faults'],
    env: { TEST_DB: 'postgres', WAHA_TEST_COMPILED: '1', WAHA_FAULT_DRILL: 'required' },
    after: () => countVitest('test-results/faults.json'),
  },
  build: {
    name: 'production build (web)',
    command: 'npm',
    args: ['run', '--silent', 'build', '-w', '@waha/web'],
  },
  e2e: {
    name: 'end-to-end tests (Chromium)',
    command: 'node',
    args: ['scripts/e2e.mjs'],
    // Playwright sets FORCE_COLOR for its workers; beside NO_COLOR Node warns on every process.
    env: { NO_COLOR: undefined },
    after: () => countPlaywright('test-results/e2e-report.json'),
  },
};

// The browser lane goes first to the end-to-end tests, the longest step; the other lane type-checks
// once the compile has written what the type-check would otherwise build at the same time.
let compiled;
async function browserLane() {
  compiled = step(steps.compile);
  if ((await compiled) && (await step(steps.build))) await step(steps.e2e);
}

async function otherLane() {
  await step(steps.lint, true);
  if (await compiled) await step(steps.typecheck, true);
  await step(steps.unit, true);
  await step(steps.apiSqlite, true);
  if (process.env.TEST_DATABASE_URL && process.env.REDIS_URL)
    await Promise.all([step(steps.apiPostgres, true), step(steps.faults, true)]);
  else if (process.env.TEST_DATABASE_URL) await step(steps.apiPostgres, true);
  else console.log('\n(TEST_DATABASE_URL not set: the API suite ran on SQLite only)');
}

await Promise.all([browserLane(), otherLane()]);

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
console.log(`total ${clock()}`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`tests: ${tests.passed} passed, ${tests.failed + failedSteps} failed, ${tests.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
