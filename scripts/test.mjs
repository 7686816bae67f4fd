// `npm test`: lint, type-check, unit tests, API tests (SQLite, and PostgreSQL + Redis when
// TEST_DATABASE_URL is set), the production build, and end-to-end tests in Chromium.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { run } from './lib.mjs';

const results = [];
let tests = { passed: 0, failed: 0, skipped: 0 };

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

async function step(name, command, args, env = {}, after) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(command, args, env);
  after?.();
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

rmSync('test-results', { recursive: true, force: true });
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/${name}.json`,
];

await step('lint', 'npm', ['run', '--silent', 'lint']);
await step('type-check', 'npm', ['run', '--silent', 'typecheck']);
await step(
  'unit tests (shared, web)',
  'npx',
  ['vitest', 'run', '--project', 'shared', '--project', 'web', ...vitestJson('unit')],
  {},
  () => countVitest('test-results/unit.json'),
);
await step(
  'API tests on SQLite',
  'npx',
  ['vitest', 'run', '--project', 'server', ...vitestJson('api-sqlite')],
  { TEST_DB: 'sqlite' },
  () => countVitest('test-results/api-sqlite.json'),
);
if (process.env.TEST_DATABASE_URL) {
  await step(
    `API tests on PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ''}`,
    'npx',
    ['vitest', 'run', '--project', 'server', ...vitestJson('api-postgres')],
    { TEST_DB: 'postgres' },
    () => countVitest('test-results/api-postgres.json'),
  );
} else {
  console.log('\n(TEST_DATABASE_URL not set: the API suite ran on SQLite only)');
}
const built = await step('production build', 'npm', ['run', '--silent', 'build']);
if (built) {
  await step('end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs'], {}, () =>
    countPlaywright('test-results/e2e-report.json'),
  );
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`tests: ${tests.passed} passed, ${tests.failed + failedSteps} failed, ${tests.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
