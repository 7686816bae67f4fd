import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/connection.js';
import { createDedicatedDatabase } from '../dedicated-database.js';
import { startServer, type ServerProcess } from '../server-process.js';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.js';
import {
  closedPort,
  hostPort,
  METRICS_TOKEN,
  productionEnv,
  sequential,
  through,
  webBuilt,
} from './drill.js';
import {
  expectFullServiceFrom,
  expectNone,
  expectReadinessFailing,
  expectServedAroundCut,
  logMessages,
  metricValue,
  READY_EDGE_MS,
  recovery,
  tally,
} from './outage-checks.js';
import { is2xx, percentile, runTraffic, sentBetween, type RequestSpec, type Sample } from './traffic.js';

/**
 * Issue 37's fault drill, part one: the real server in production mode with PostgreSQL and Redis
 * each behind a TCP proxy the test cuts for 20 s under a steady mix of requests (docs/operations.md,
 * "Fault drill"). Each cut is refused for its first half (a failover, a restart) and black-holed for
 * its second (a network cut: connections accepted, nothing answered).
 */
const CUT_MS = 20_000;
/** "Full service within 5 s" of the dependency's return. */
const RECOVERY_MS = 5_000;
/** Traffic before a cut: the baseline, and proof the drill's setup serves. */
const BEFORE_MS = 5_000;
/** Traffic after the recovery window, to see that it is full service. */
const AFTER_MS = 4_000;
/** No request may take longer (a hang). */
const BOUND_MS = 10_000;
/** The Redis acceptance: no request waits more than this much longer than before the cut. */
const REDIS_EXTRA_MS = 1_000;
/** What the operator reads during a database outage (docs/operations.md, "Fault drill"). */
const POOL_ERRORS_METRIC = 'waha_db_pool_errors_total';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dedicated: Awaited<ReturnType<typeof createDedicatedDatabase>>;
let databaseName = '';
let pgProxy: TcpProxy;
let redisProxy: TcpProxy;
let server: ServerProcess;
let serverEnv: Record<string, string>;
let direct: Db;

/** Each contact message the server acknowledged (201): its id must be in the database afterwards. */
const acknowledged: string[] = [];
/** This run's part of the made-up client addresses. */
const RUN = randomBytes(2).toString('hex');

const json = (payload: unknown, n: number): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    origin: 'http://127.0.0.1',
    // A client (and a /64) of its own per message, from the documentation range 2001:db8::/32
    // (TRUST_PROXY=loopback), new in each run: Redis keeps a run's counters for the limit's hour.
    'x-forwarded-for': `2001:db8:${RUN}:${(n % 0x10000).toString(16)}::1`,
  },
  body: JSON.stringify(payload),
});

/** The mix: health, cached content, the rates API (Redis-limited), a database write, and pages. */
function mix(): RequestSpec[] {
  const specs: RequestSpec[] = [
    { kind: 'live', request: () => ({ path: '/api/health/live' }) },
    { kind: 'ready', request: () => ({ path: '/api/health/ready' }), keepBody: true },
    { kind: 'faqs', request: () => ({ path: '/api/faqs' }) },
    { kind: 'rates', request: () => ({ path: '/api/exchangeRates?Branch_ID=19' }) },
    {
      kind: 'contact',
      keepBody: true,
      request: (n) => ({
        path: '/api/contact',
        init: json(
          { name: 'Drill Visitor', email: `drill${n}@example.com`, message: `fault drill message ${n}` },
          n,
        ),
      }),
    },
    { kind: 'banners', request: () => ({ path: '/api/banners' }) },
  ];
  // The server-rendered pages need the web build (npm run build); without it the API is the site.
  if (webBuilt()) {
    specs.push({ kind: 'page /', request: () => ({ path: '/' }) });
    specs.push({ kind: 'page /faq', request: () => ({ path: '/faq' }) });
  }
  return specs;
}

/** Runs the mix around one cut; answers the samples and the cut's times. */
async function aroundCut(proxy: TcpProxy) {
  await serving();
  const logFrom = server.output().length;
  const traffic = runTraffic(() => server.url, mix(), { boundMs: BOUND_MS });
  await pause(BEFORE_MS);
  const cutAt = Date.now();
  await proxy.cut('refuse');
  await pause(CUT_MS / 2);
  const scrape = await metrics();
  await proxy.cut('blackhole');
  await pause(Math.max(0, cutAt + CUT_MS - Date.now()));
  const restoredAt = Date.now();
  await proxy.restore();
  await pause(RECOVERY_MS + AFTER_MS);
  await traffic.stop();
  const { samples } = traffic;
  for (const s of samples)
    if (s.kind === 'contact' && s.status === 201)
      acknowledged.push((JSON.parse(s.body!) as { id: string }).id);
  const log = logMessages(server.output().slice(logFrom));
  return { samples, cutAt, restoredAt, scrapeDuringCut: scrape, t0: samples[0]?.started ?? cutAt, log };
}

/** A Prometheus scrape; status 0 when the server did not answer. */
async function metrics() {
  try {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(BOUND_MS),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

/**
 * Each test starts with both links up and a serving process: one that died in an earlier test
 * (the pool crash of issue 37) is replaced, so each test shows its own behaviour.
 */
async function serving() {
  await pgProxy.restore();
  await redisProxy.restore();
  const answers = (url: string) =>
    fetch(server.url + url, { signal: AbortSignal.timeout(BOUND_MS) }).then(
      (response) => response.ok,
      () => false,
    );
  if (!(await answers('/api/health/live'))) {
    await server.kill('SIGKILL');
    server = await startServer(serverEnv);
  }
  // Back from an earlier cut: ready again before the baseline (the test's first check says if not).
  for (let i = 0; i < 30 && !(await answers('/api/health/ready')); i++) await pause(500);
}

async function expectWritesKept() {
  expect(acknowledged.length).toBeGreaterThan(5);
  const rows = await direct
    .selectFrom('contact_messages')
    .select('id')
    .where('id', 'in', acknowledged)
    .execute();
  const stored = new Set(rows.map((r) => r.id));
  expect(
    acknowledged.filter((id) => !stored.has(id)),
    'acknowledged but not stored',
  ).toEqual([]);
}

/**
 * The steps, run one after the other (`sequential`) inside a suite that runs beside the other part
 * (faults.test.ts).
 */
export function outageDrill(): void {
  beforeAll(async () => {
    dedicated = await createDedicatedDatabase('faults');
    databaseName = new URL(dedicated.url).pathname.slice(1);
    const redisUrl = process.env.REDIS_URL!;
    pgProxy = await startTcpProxy(hostPort(dedicated.url, 5432));
    redisProxy = await startTcpProxy(hostPort(redisUrl, 6379));
    direct = createDb({ kind: 'postgres', url: dedicated.url });
    serverEnv = productionEnv({
      databaseUrl: through(dedicated.url, pgProxy.port),
      redisUrl: through(redisUrl, redisProxy.port),
      // No SMS in this part: the port nothing answers (discard).
      smsUrl: 'http://127.0.0.1:9/send',
    });
    server = await startServer(serverEnv);
  }, 120_000);

  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    await pgProxy?.close();
    await redisProxy?.close();
    await direct?.destroy();
    await dedicated?.drop();
  });

  it(
    'PostgreSQL away for 20 s: only 503 + Retry-After for what needs it, readiness names it, no exit, back within 5 s, no acknowledged write lost',
    sequential(120_000),
    async () => {
      const { samples, cutAt, restoredAt, scrapeDuringCut, t0, log } = await aroundCut(pgProxy);
      expectServedAroundCut(samples, cutAt, t0, server.output());
      // During the outage and until the recovery bound: served (from the content cache) or refused
      // with 503 and Retry-After; never a 500 or another error.
      const outage = sentBetween(samples, cutAt, restoredAt + RECOVERY_MS).filter((s) => s.kind !== 'ready');
      const wrong = outage.filter((s) => !is2xx(s) && !(s.status === 503 && Number(s.retryAfter) > 0));
      const readyDuringCut = samples.find((s) => s.kind === 'ready' && s.started > cutAt + READY_EDGE_MS);
      console.info(
        `PostgreSQL cut, what the traffic got: ${tally(outage)}\nreadiness: ${readyDuringCut?.body}\nrecovered: ${recovery(samples, restoredAt)}\nlog: ${log}`,
      );
      expectNone(wrong, 'neither 2xx nor 503 with Retry-After while the database was away', t0);
      expect(outage.filter((s) => s.kind === 'live').every(is2xx)).toBe(true);
      expect(
        outage.some((s) => s.status === 503),
        'the cut reached the server',
      ).toBe(true);
      expectReadinessFailing(samples, cutAt, restoredAt, 'database');
      expectFullServiceFrom(samples, restoredAt + RECOVERY_MS, t0, `from ${RECOVERY_MS} ms after the return`);
      await expectWritesKept();
      // The operator's view: /metrics answers during the outage and counts the pool's errors.
      expect(scrapeDuringCut.status).toBe(200);
      expect(metricValue((await metrics()).text, POOL_ERRORS_METRIC)).toBeGreaterThan(0);
      // No connection details in the log (the crash of issue 37 printed host, port, user, database).
      expect(server.output()).not.toContain(databaseName);
      expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    },
  );

  it(
    'Redis away for 20 s: nothing waits 1 s longer than before, no 500, readiness names it, back within 5 s',
    sequential(120_000),
    async () => {
      const { samples, cutAt, restoredAt, t0, log } = await aroundCut(redisProxy);
      const before = expectServedAroundCut(samples, cutAt, t0, server.output());
      // Readiness waits for its own probe (up to 2 s by design): it is judged by its answer below.
      const served = (list: Sample[]) => list.filter((s) => s.kind !== 'ready');
      const baseline = served(before);
      const baselineMax = Math.max(...baseline.map((s) => s.ms));
      const outage = served(sentBetween(samples, cutAt, restoredAt + RECOVERY_MS));
      const summary = `baseline p95 ${percentile(baseline, 95)} ms, max ${baselineMax} ms; during the cut p95 ${percentile(outage, 95)} ms`;
      const slow = outage.filter((s) => s.ms > baselineMax + REDIS_EXTRA_MS);
      const readyDuringCut = samples.find((s) => s.kind === 'ready' && s.started > cutAt + READY_EDGE_MS);
      console.info(
        `Redis cut: ${summary}; what the traffic got: ${tally(outage)}\nreadiness: ${readyDuringCut?.body}\nrecovered: ${recovery(samples, restoredAt)}\nlog: ${log}`,
      );
      expectNone(slow, `more than ${REDIS_EXTRA_MS} ms above the baseline's max (${summary})`, t0);
      expectNone(
        outage.filter((s) => (s.status ?? 500) >= 500),
        '5xx while Redis was away',
        t0,
      );
      expectReadinessFailing(samples, cutAt, restoredAt, 'redis');
      expectFullServiceFrom(samples, restoredAt + RECOVERY_MS, t0, `from ${RECOVERY_MS} ms after the return`);
      await expectWritesKept();
      expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    },
  );

  it(
    'a production start with a wrong DATABASE_URL port says so in one line and exits 1',
    sequential(60_000),
    async () => {
      const wrong = through(dedicated.url, await closedPort());
      const start = startServer(
        productionEnv({
          databaseUrl: wrong,
          redisUrl: process.env.REDIS_URL!,
          smsUrl: 'http://127.0.0.1:9/send',
        }),
      );
      const refused = await start.then(
        async (started) => {
          await started.kill('SIGKILL');
          return 'started';
        },
        (error: Error) => error.message,
      );
      const [head = '', ...stderr] = refused.split('\n');
      expect(head).toBe('server exited (1) before listening:');
      const said = stderr.filter((line) => line.trim());
      expect(said, refused).toHaveLength(1);
      expect(said[0]).toMatch(/DATABASE_URL/);
      expect(said[0]).not.toContain(databaseName);
    },
  );
}
