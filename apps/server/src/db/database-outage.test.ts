import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dependencyFailure } from '../lib/dependency-errors.js';
import { sample, scrape } from '../test/metrics-text.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * PostgreSQL going away under a running app (ADR 2701): its connections are ended by the server
 * (as a restart or failover does) and new ones are refused. Only this file's sessions are touched:
 * the app connects as a role of its own, and its pool names itself (application_name) after its
 * schema, so the other test files' connections are never ended.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const role = `waha_outage_${suffix}`;
const schema = `test_outage_${suffix}`;

async function admin<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<R>(text, values);
  } finally {
    await client.end();
  }
}

/** Ends every session of the app's pool, as a database restart would (the server lock's stays). */
const terminatePool = async () =>
  (
    await admin<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
      [`waha_${schema}`],
    )
  ).rows.length;

/** New sessions of the app's role refused (53300) or allowed again. */
const allowConnections = (allowed: boolean) =>
  admin(`alter role ${role} connection limit ${allowed ? -1 : 0}`);

async function until(check: () => Promise<boolean>, ms = 3000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  if (!adminUrl) return;
  await admin(`create role ${role} login password 'outage' connection limit -1`);
  await admin(`create schema ${schema} authorization ${role}`);
  const url = new URL(adminUrl);
  url.username = role;
  url.password = 'outage';
  t = await createTestApp(
    { database: { kind: 'postgres', url: url.href, schema }, redisUrl: null, logLevel: 'info' },
    { seed: false, logStream: { write: (line) => void logs.push(line) } },
  );
  await sql`create table outage_probe (id integer primary key)`.execute(t.app.db);
});
afterAll(async () => {
  if (!adminUrl) return;
  await t?.close();
  await admin(`drop schema if exists ${schema} cascade`);
  await admin(`drop role if exists ${role}`);
});

const faqs = () => t.app.inject({ url: '/api/faqs' });
const probeRows = async () => (await admin(`select id from ${schema}.outage_probe`)).rows.length;

describe.skipIf(!adminUrl)('a PostgreSQL outage under a running app', () => {
  it('survives its pooled connections being ended, counts them, and serves the next request', async () => {
    // Several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(t.app.db)));
    const before = sample(await scrape(t.app), 'waha_db_pool_errors_total');
    const ended = await terminatePool();
    expect(ended).toBeGreaterThanOrEqual(1);
    // The pool hears of each, once (an unhandled 'error' event here would end the test process).
    // Until it has, a request may still be handed a connection whose end is on its way: a 503.
    const counted = async () => sample(await scrape(t.app), 'waha_db_pool_errors_total') === before + ended;
    expect(await until(counted)).toBe(true);
    const res = await faqs();
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    const logged = logs.filter((line) => line.includes('database connection lost'));
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged.join('\n')).toMatch(/"kind":"57P01"/);
    expect(logs.join('\n')).not.toMatch(/127\.0\.0\.1|waha_outage_/);
  });

  it('answers 503 with Retry-After while connections are refused, readiness fails fast, then recovers', async () => {
    await allowConnections(false);
    try {
      await terminatePool();
      const res = await faqs();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
      expect(res.body).not.toMatch(/too many|role|waha_outage|stack/i);
      const line = logs.findLast((l) => l.includes('dependency unavailable'));
      expect(line).toMatch(/"level":50/);
      expect(line).toMatch(/"reqId":"[\w-]+"/);
      // 53300 (the role may not connect) once the pool knows its connections ended; before that,
      // the request may still be handed one whose end is on its way (57P01): both are the outage.
      expect(line).toMatch(/"dependency":"database","kind":"(53300|57P01)"/);
      expect(line).not.toMatch(/waha_outage|127\.0\.0\.1/);
      const started = Date.now();
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe('fail');
      const text = await scrape(t.app);
      expect(sample(text, 'waha_dependency_errors_total', { dependency: 'database' })).toBeGreaterThanOrEqual(
        1,
      );
    } finally {
      await allowConnections(true);
    }
    // Back by itself: no restart, the next request opens a new connection.
    expect((await faqs()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('leaves nothing half-written when the connection is lost during a query of a transaction', async () => {
    const error: unknown = await t.app.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into outage_probe (id) values (1)`.execute(trx);
        // Ended while this statement runs.
        setTimeout(() => void terminatePool(), 150);
        await sql`select pg_sleep(3)`.execute(trx);
        await sql`insert into outage_probe (id) values (2)`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(dependencyFailure(error)).toBe('database');
    expect(await probeRows()).toBe(0);
  });

  it('leaves nothing half-written when the connection is lost between statements of a transaction', async () => {
    const error: unknown = await t.app.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into outage_probe (id) values (3)`.execute(trx);
        // Ended while the connection is checked out but idle (the app awaits something else): pg
        // emits 'error' on the client then, which ended the process before it had a listener.
        await terminatePool();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`insert into outage_probe (id) values (4)`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(dependencyFailure(error)).toBe('database');
    expect(await probeRows()).toBe(0);
    expect((await faqs()).statusCode).toBe(200);
  });
});
