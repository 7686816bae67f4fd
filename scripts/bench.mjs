// `npm run bench`: loads GET /api/exchangeRates?Branch_ID=19 on the production server (seeded
// SQLite) and, in the same run, a baseline route of the same server that sends the same bytes
// from memory. Prints requests/s and p99 latency of both and their ratio (target >= 0.7).
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { run, startThrowAwayServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET_RATIO = 0.7;

if (!existsSync('apps/server/dist/server.js')) {
  const code = await run('npx', ['tsc', '-b']);
  if (code !== 0) process.exit(code);
}

// The production server (NODE_ENV=production) on a throw-away seeded SQLite database.
const server = await startThrowAwayServer({
  NODE_ENV: 'production',
  BENCH_ROUTES: 'true',
  // The load generator is one client on loopback: exempt it from the per-client rate limit,
  // which is what a real deployment would do for its own monitoring, and say so.
  RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
});
const base = server.url;

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

let exitCode = 0;
try {
  const real = `${base}/api/exchangeRates?Branch_ID=19`;
  const baseline = `${base}/api/bench/baseline`;
  const [a, b] = await Promise.all([
    fetch(real).then((r) => r.text()),
    fetch(baseline).then((r) => r.text()),
  ]);
  if (a !== b) throw new Error('baseline bytes differ from the real endpoint');

  // Warm both up (JIT, SQLite page cache), then measure each for the same time.
  await load(real, 2);
  await load(baseline, 2);
  const results = [];
  for (const [name, url] of [
    ['exchangeRates', real],
    ['baseline', baseline],
  ]) {
    const r = await load(url, SECONDS);
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({ name, rps: r.requests.average, p99: r.latency.p99, bytes: a.length });
  }
  const ratio = results[0].rps / results[1].rps;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, response ${a.length} bytes`);
  console.log('route            req/s     p99 ms');
  for (const r of results)
    console.log(`${r.name.padEnd(15)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)}`);
  console.log(`ratio (exchangeRates / baseline): ${ratio.toFixed(2)} (target >= ${TARGET_RATIO})`);
  if (ratio < TARGET_RATIO) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
