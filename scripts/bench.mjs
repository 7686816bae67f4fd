// `npm run bench`: loads GET /api/exchangeRates?Branch_ID=19 on the production server and, in the
// same run, a baseline route of the same server that sends the same bytes from memory. Prints
// requests/s and p99 latency of both and their ratio (target >= 0.7).
//
// The path is the one a visitor takes: the per-client rate limit is ON and counts every request
// (the limit is raised for the run, the client is NOT exempted), and at the end the bench reads
// the counter from the store and fails unless it counted every request it sent.
//
// Default: SQLite, no Redis. With BENCH_DATABASE_URL=postgres://... (a throw-away database is
// created there and dropped after) and BENCH_REDIS_URL=redis://.../N, the same run on PostgreSQL
// and Redis.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { run, startThrowAwayServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_RATIO = 0.7;
const PG_URL = process.env.BENCH_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL;

if (!existsSync('apps/server/dist/server.js')) {
  const code = await run('npx', ['tsc', '-b']);
  if (code !== 0) process.exit(code);
}

/** A database of its own on the PostgreSQL server, so the run starts empty and leaves nothing. */
async function throwAwayPostgres() {
  const { default: pg } = await import('pg');
  const name = `waha_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const postgres = PG_URL ? await throwAwayPostgres() : null;
// The production server, with the limiter counting every request of the run in one window.
const server = await startThrowAwayServer({
  NODE_ENV: 'production',
  OTP_PERSON_CAPS: 'true',
  BENCH_ROUTES: 'true',
  DEMO_DATA: 'true',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/never-called',
  RATES_LIMIT_MAX: '1000000000',
  RATES_LIMIT_WINDOW_SECONDS: '3600',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  ...(REDIS_URL ? { REDIS_URL } : {}),
});
const base = server.url;

/** The limiter's count for this client (127.0.0.1) in the rates bucket, read from its store. */
async function ratesCounter() {
  const key = createHash('sha256').update('127.0.0.1').digest('base64url').slice(0, 43);
  if (REDIS_URL) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    const count = Number((await redis.get(`rl:rates:${key}`)) ?? 0);
    await redis.del(`rl:rates:${key}`);
    await redis.quit();
    return count;
  }
  const query = `select count from rate_limits where bucket = 'rates' and key = '${key}'`;
  if (postgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query(query);
    await client.end();
    return Number(rows[0]?.count ?? 0);
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(server.dataDir, 'server.db'), { readonly: true });
  const row = db.prepare(query).get();
  db.close();
  return Number(row?.count ?? 0);
}

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
  // Requests to the rates endpoint: completed, and sent (a few may be cut off at the end of a run).
  const rates = { completed: 1, sent: 1 };
  const countRates = (r) => {
    rates.completed += r.requests.total;
    rates.sent += r.requests.sent;
  };

  const loadBefore = os.loadavg();
  // Warm both up (JIT, page cache), then measure each for the same time.
  countRates(await load(real, 2));
  await load(baseline, 2);
  // Interleaved rounds (real, baseline, real, ...): on a shared machine the load drifts, and
  // measuring one route after the other would charge the drift to one of them.
  const results = [
    { name: 'exchangeRates', url: real, requests: 0, seconds: 0, p99: 0 },
    { name: 'baseline', url: baseline, requests: 0, seconds: 0, p99: 0 },
  ];
  const roundSeconds = SECONDS / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    for (const entry of results) {
      const r = await load(entry.url, roundSeconds);
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`${entry.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      if (entry.name === 'exchangeRates') countRates(r);
      entry.requests += r.requests.total;
      entry.seconds += r.duration;
      entry.p99 = Math.max(entry.p99, r.latency.p99);
    }
  }
  for (const entry of results) entry.rps = entry.requests / entry.seconds;
  // The limiter writes its counts in batches: give the last batch time to land.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const counted = await ratesCounter();
  const ratio = results[0].rps / results[1].rps;
  const store = `${postgres ? 'PostgreSQL' : 'SQLite'} + ${REDIS_URL ? 'Redis counters' : 'counters in the database'}`;
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  console.log(
    `\n${store}; ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} interleaved rounds, response ${a.length} bytes`,
  );
  console.log(
    `${new Date().toISOString()}, commit ${commit}, Node ${process.version}, ${os.cpus().length} CPUs, ` +
      `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log('route            req/s     p99 ms (worst round)');
  for (const r of results)
    console.log(`${r.name.padEnd(15)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)}`);
  console.log(
    `rate-limit counter: ${counted} (requests to exchangeRates: ${rates.completed} answered, ${rates.sent} sent)`,
  );
  console.log(`ratio (exchangeRates / baseline): ${ratio.toFixed(2)} (target >= ${TARGET_RATIO})`);
  if (counted < rates.completed || counted > rates.sent) {
    console.error('the limiter did not count every request: the figure would not be the real path');
    exitCode = 1;
  }
  if (ratio < TARGET_RATIO) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
  await postgres?.drop();
}
process.exit(exitCode);
