// `npm run bench:lists`: every staff list at a real desk's size (100k tickets, 1M audit entries,
// and realistic counts of the other lists), measured through app.inject: the first page, each
// sort either way, common filters, the count, and a deep page (page ~1000, its cursor made
// directly from the row there); then /api/posts/get-posts at 10 and 10,000 posts. Prints p50 and
// p95 per case (target: p95 <= 20 ms). SQLite in a temporary file always; PostgreSQL too when a
// URL is given (`npm run bench:lists -- --pg postgres://...` or TEST_DATABASE_URL), in a database of
// its own that is dropped after. ADR 2202; figures in docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../apps/server/src/config/index.js';
import { encodeCursor } from '../apps/server/src/lib/list-cursor.js';
import { createDedicatedDatabase } from '../apps/server/src/test/dedicated-database.js';
import { signInAs, staffIp } from '../apps/server/src/test/staff-client.js';
import { listCases, type ListCase } from './bench-lists-cases.js';
import { checkPlans } from './bench-lists-plans.js';
import { SCALE, seedLists, seedPosts } from './bench-lists-seed.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 5;
const TARGET_P95_MS = 20;
const pgFlag = process.argv.indexOf('--pg');
/** `--plans`: seed and check the query plans, without the timings; `--pg-only`: skip SQLite. */
const PLANS_ONLY = process.argv.includes('--plans');
const PG_URL = pgFlag > 0 ? process.argv[pgFlag + 1] : process.env.TEST_DATABASE_URL;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function withApp(database: DatabaseConfig, dataDir: string) {
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, dataDir);
  const config: AppConfig = {
    ...base,
    database,
    redisUrl: null,
    webDistDir: path.join(dataDir, 'no-web-build'),
    // The database's cost is measured, not a cached answer's.
    contentCacheMs: 0,
    overload: { ...base.overload, maxEventLoopDelayMs: 0, maxHeapBytes: 0, maxRssBytes: 0 },
    storageSweep: { ...base.storageSweep, intervalMs: 0 },
  };
  return buildApp(config);
}

type App = Awaited<ReturnType<typeof withApp>>;

async function measure(app: App, url: string, cookie: string | undefined): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: staffIp(1 + (round % 200)),
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (round >= WARMUP) times.push(ms);
  }
  return times.sort((a, b) => a - b);
}

/** The cursor of the row at `offset` in the case's order: page ~1000 without walking there. */
async function deepCursor(app: App, list: ListCase, sort: string, offset: number): Promise<string> {
  const desc = sort.startsWith('-');
  const column = list.columns[sort.replace('-', '')]!;
  const row = await sql<Record<string, string | number | null>>`
    select ${sql.ref(column)} as v, ${sql.ref(list.tie)} as i from ${sql.table(list.table)}
    where ${sql.ref(column)} is not null
    order by ${sql.ref(column)} ${sql.raw(desc ? 'desc' : 'asc')}, ${sql.ref(list.tie)} ${sql.raw(desc ? 'desc' : 'asc')}
    limit 1 offset ${offset}`.execute(app.db);
  const found = row.rows[0];
  if (!found) throw new Error(`${list.table}: no row at ${offset}`);
  return encodeCursor({ sort, value: found.v ?? null, id: found.i! });
}

const results: { engine: string; name: string; p50: number; p95: number }[] = [];
const badPlans: string[] = [];
function report(engine: string, name: string, times: number[]) {
  const p50 = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  results.push({ engine, name, p50, p95 });
  const flag = p95 > TARGET_P95_MS ? '  <-- over target' : '';
  console.log(
    `${engine.padEnd(8)} ${name.padEnd(58)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${flag}`,
  );
}

async function run(engine: string, database: DatabaseConfig, dataDir: string) {
  console.log(`\n${engine}: seeding`);
  const app = await withApp(database, dataDir);
  try {
    await seedLists(app.db, (line) => console.log(line));
    // PostgreSQL plans from statistics and reads index-only once the visibility map is set:
    // autovacuum does both soon after a load like this one, so the bench does it at once.
    if (database.kind === 'postgres') await sql`vacuum analyze`.execute(app.db);
    for (const plan of await checkPlans(app.db, listCases, database.kind === 'postgres')) {
      if (plan.bad.length === 0) continue;
      badPlans.push(`${engine} ${plan.name}`);
      console.log(`${engine.padEnd(8)} plan of ${plan.name}: ${plan.bad.join(' | ')}`);
    }
    console.log(`${engine}: query plans checked`);
    if (PLANS_ONLY) return;
    const cookies = new Map<string, string>();
    for (const [n, role] of ['support', 'admin', 'forms', 'operations', 'escalation'].entries())
      cookies.set(role, await signInAs(app, role as never, staffIp(300 + n)));
    // The floor: a signed-in read that touches one row, to tell the lists' cost from the machine's.
    report(
      engine,
      'floor: /api/staff/auth/session',
      await measure(app, '/api/staff/auth/session', cookies.get('support')),
    );
    for (const list of listCases) {
      const cookie = cookies.get(list.role)!;
      const at = (query: string) => `${list.path}?pageSize=50${query ? `&${query}` : ''}`;
      report(engine, `${list.name}: first page, counted`, await measure(app, at('count=true'), cookie));
      report(engine, `${list.name}: first page`, await measure(app, at(''), cookie));
      for (const field of Object.keys(list.columns))
        for (const sort of [field, `-${field}`])
          report(engine, `${list.name}: sort ${sort}`, await measure(app, at(`sort=${sort}`), cookie));
      for (const filter of list.filters) {
        report(
          engine,
          `${list.name}: ${filter}, counted`,
          await measure(app, at(`${filter}&count=true`), cookie),
        );
        report(engine, `${list.name}: ${filter}`, await measure(app, at(filter), cookie));
      }
      for (const sort of list.deepSorts) {
        const offset = Math.round(list.deepOffset * SCALE);
        const after = await deepCursor(app, list, sort, offset);
        report(
          engine,
          `${list.name}: deep page (row ${offset}), ${sort}`,
          await measure(app, at(`sort=${sort}&after=${after}`), cookie),
        );
      }
    }
    for (const count of [10, 10_000]) {
      await seedPosts(app.db, count);
      if (database.kind === 'postgres') await sql`vacuum analyze posts`.execute(app.db);
      report(
        engine,
        `/api/posts/get-posts at ${count} posts`,
        await measure(app, '/api/posts/get-posts', undefined),
      );
      const first = (await app.inject({ url: '/api/posts/get-posts' })).json() as { next: string | null };
      if (first.next)
        report(
          engine,
          `/api/posts/get-posts at ${count} posts, page 2`,
          await measure(app, `/api/posts/get-posts?after=${first.next}`, undefined),
        );
    }
  } finally {
    await app.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'waha-bench-lists-'));
try {
  if (!process.argv.includes('--pg-only'))
    await run('sqlite', { kind: 'sqlite', file: path.join(dataDir, 'bench.db') }, dataDir);
  if (PG_URL) {
    // A database of its own beside the URL's, dropped after.
    process.env.TEST_DATABASE_URL = PG_URL;
    const postgres = await createDedicatedDatabase('bench_lists');
    try {
      await run('postgres', { kind: 'postgres', url: postgres.url }, dataDir);
    } finally {
      await postgres.drop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const over = results.filter((r) => r.p95 > TARGET_P95_MS);
console.log(
  `\n${results.length} cases, ${over.length} over p95 ${TARGET_P95_MS} ms; ${badPlans.length} plans sort or scan`,
);
process.exitCode = over.length > 0 || badPlans.length > 0 ? 1 : 0;
