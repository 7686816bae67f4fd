import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { claimDue } from '../../lib/outbox-claim.js';
import { makeCustomer, makeTransaction } from '../../test/core-fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { startZatcaMock } from '../../test/zatca-mock.js';
import { websiteEgsUnit } from './egs.js';
import { reportDue } from './outbox.js';
import { issueTransactionInvoice } from './source.js';

/**
 * The e-invoice reporting outbox across instances (ADR 2703): two app instances on one database
 * report to a ZATCA stand-in that counts every request by the document's UUID.
 */
// A second of margin between the request timeout and the lease, and ZATCA well within its timeout:
// a busy CI machine must not turn a slow answer into a retry (the test is about take-overs).
const LEASE_MS = 2500;
let t: TestApp;
let second: FastifyInstance;
let mock: Awaited<ReturnType<typeof startZatcaMock>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp(t.config, { seed: false });
  mock = await startZatcaMock();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await mock?.close();
});

const csid = { binarySecurityToken: 'VFVMTE9LRU4=', secret: 'mock-secret' };
/** Requests give up after 1.5 s: shorter than the lease, as in production (30 s and 60 s). */
const round = (app: FastifyInstance) =>
  reportDue(app.db, {
    client: { baseUrl: mock.baseUrl, csid, timeoutMs: 1500 },
    leaseMs: LEASE_MS,
    budgetMs: 60_000,
  });

async function issue(n: number): Promise<string[]> {
  const uuids: string[] = [];
  for (let i = 0; i < n; i++) {
    const customer = await makeCustomer(t.app.db);
    const tx = await makeTransaction(t.app.db, customer.national_id);
    uuids.push((await issueTransactionInvoice(t.app.db, websiteEgsUnit(undefined, csid), tx)).uuid);
  }
  return uuids;
}

/** Each document's requests to ZATCA, and each row's status. */
async function outcome(uuids: string[]) {
  const rows = await t.app.db
    .selectFrom('einvoice_reports')
    .select('status')
    .where('uuid', 'in', uuids)
    .execute();
  return {
    requests: [...new Set(uuids.map((uuid) => mock.requests.filter((r) => r.body.uuid === uuid).length))],
    statuses: [...new Set(rows.map((row) => row.status))],
  };
}

describe(`the e-invoice reporting outbox across instances (${TEST_ENGINE})`, () => {
  beforeAll(async () => {
    // The demo seed's invoices become due with the first round that has a CSID: out of the way.
    await round(t.app);
    mock.requests.length = 0;
  });

  it('ZATCA slower than a batch can be reported within its lease: every document is sent once', async () => {
    mock.delayReports(700); // one after another, a claim of 5 takes 3.5 s: its lease is 2.5 s
    const uuids = await issue(10);
    const first = round(t.app);
    // The other instance's round comes after the batch's lease ran out: it takes the rest over.
    await sleep(LEASE_MS + 100);
    const [a, b] = await Promise.all([first, round(second)]);
    expect(a + b).toBe(10);
    expect(Math.min(a, b)).toBeGreaterThan(0); // both reported some: the take-over happened
    expect(await outcome(uuids)).toEqual({ requests: [1], statuses: ['reported'] });
  });

  it('a claim whose holder died is taken again once its lease has run out, and reported once', async () => {
    mock.delayReports(0);
    const uuids = await issue(2);
    await claimDue(
      t.app.db,
      { name: 'einvoice_reports', key: 'uuid' },
      {
        now: new Date(),
        leaseMs: LEASE_MS,
        limit: 1000,
      },
    );
    expect(await round(t.app)).toBe(0);
    await sleep(LEASE_MS + 50);
    const [a, b] = await Promise.all([round(t.app), round(second)]);
    expect(a + b).toBe(2);
    expect(await outcome(uuids)).toEqual({ requests: [1], statuses: ['reported'] });
  });
});
