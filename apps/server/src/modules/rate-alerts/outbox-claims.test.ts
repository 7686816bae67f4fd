import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { parseRateAlertsEnv, type RateAlertsConfig } from '../../config/rate-alerts.js';
import type { RateAlertsTable } from '../../db/schema.js';
import { claimDue, renewClaim } from '../../lib/outbox-claim.js';
import { claimSize } from '../../lib/outbox-drain.js';
import { scrape } from '../../test/metrics-text.js';
import { freshPhone } from '../../test/rate-alert-client.js';
import { startSmsReceiver } from '../../test/sms-receiver.js';
import { ORIGIN } from '../../test/staff-client.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { sendDueSms } from './outbox.js';
import { createAlert } from './repository.js';

/**
 * The alert outbox across instances (ADR 2703): two (or more) app instances on one database and a
 * local HTTP SMS provider that counts every message by its idempotency key, the outbox row's id.
 */
// A second of margin between the provider's timeout and the lease, and the provider well within its
// timeout: a busy CI machine must not turn a slow answer into a retry (the test is about take-overs).
const LEASE_MS = 2500;
const SMS_TIMEOUT_MS = 1500;
const TABLE = { name: 'rate_alert_sms', key: 'id' } as const;
const defaults = (): RateAlertsConfig => {
  const parsed = parseRateAlertsEnv({});
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return { ...parsed.config, intervalMs: 0 };
};

let receiver: Awaited<ReturnType<typeof startSmsReceiver>>;
let t: TestApp;
/** Instances with a short lease and one SMS at a time: a batch outlasts its lease. */
let second: FastifyInstance;
/** Two instances as production configures them (lease, concurrency, round budget). */
let drainers: FastifyInstance[] = [];
beforeAll(async () => {
  receiver = await startSmsReceiver();
  t = await createTestApp({
    sms: receiver.settings(SMS_TIMEOUT_MS),
    rateAlerts: { ...defaults(), smsConcurrency: 1, smsLeaseMs: LEASE_MS },
  });
  second = await buildApp(t.config, { seed: false });
  const production = { ...t.config, sms: receiver.settings(10_000), rateAlerts: defaults() };
  drainers = [await buildApp(production, { seed: false }), await buildApp(production, { seed: false })];
});
afterAll(async () => {
  for (const app of [...drainers, second]) await app?.close();
  await t?.close();
  await receiver?.close();
});

/** `n` target alerts (5 per phone, the cap) to hang SMS on. */
async function alerts(n: number): Promise<RateAlertsTable[]> {
  const made: RateAlertsTable[] = [];
  let phone = freshPhone().e164;
  for (let i = 0; i < n; i++) {
    if (i % 5 === 0) phone = freshPhone().e164;
    const form = {
      branch: 18,
      currency: 'USD',
      kind: 'target' as const,
      side: 'sell' as const,
      direction: 'above' as const,
      target: '99',
      phone,
      language: 'en' as const,
      consent: true as const,
    };
    made.push((await createAlert(t.app.db, form, new Date(), null)).alert);
  }
  return made;
}

/** `perAlert` crossing SMS per alert, due now, in the outbox; answers their ids. */
async function pendingSms(owners: RateAlertsTable[], perAlert: number): Promise<string[]> {
  const at = new Date().toISOString();
  const rows = owners.flatMap((alert) =>
    Array.from({ length: perAlert }, (_, i) => ({
      id: randomUUID(),
      alert_id: alert.id,
      dedupe_key: `${alert.id}:test:${i}`,
      kind: 'crossing' as const,
      phone: alert.phone,
      payload: JSON.stringify({ kind: 'crossing', rate: '3.7600', at }),
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: at,
      claimed_until: null,
      claim_token: null,
      created_at: at,
      sent_at: null,
    })),
  );
  for (let i = 0; i < rows.length; i += 100)
    await t.app.db
      .insertInto('rate_alert_sms')
      .values(rows.slice(i, i + 100))
      .execute();
  return rows.map((row) => row.id);
}

/** Each id's arrivals at the provider, and each row's status. */
async function outcome(ids: string[]) {
  const counts = receiver.countsById();
  const rows = await t.app.db
    .selectFrom('rate_alert_sms')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .execute();
  return {
    arrivals: [...new Set(ids.map((id) => counts.get(id) ?? 0))],
    statuses: [...new Set(rows.map((row) => row.status))],
  };
}

describe(`the alert outbox across instances (${TEST_ENGINE})`, () => {
  it('a provider slower than a batch can be sent within its lease: every SMS arrives exactly once', async () => {
    receiver.setDelay(700); // one at a time, a claim of 5 takes 3.5 s: its lease is 2.5 s
    const ids = await pendingSms(await alerts(2), 6);
    const first = t.app.rateAlerts.sendDue();
    // The other instance's round comes after the batch's lease ran out: it takes the rest over.
    await sleep(LEASE_MS + 100);
    const [a, b] = await Promise.all([first, second.rateAlerts.sendDue()]);
    expect(a + b).toBe(12);
    expect(Math.min(a, b)).toBeGreaterThan(0); // both sent some: the take-over happened
    expect(await outcome(ids)).toEqual({ arrivals: [1], statuses: ['sent'] });
    // The instance that lost rows to the other skipped them, and says so.
    const lost = /waha_outbox_claims_lost_total\{outbox="rate-alert-sms"\} ([0-9]+)/;
    const skipped = [await scrape(t.app), await scrape(second)].map((text) =>
      Number(lost.exec(text)?.[1] ?? 0),
    );
    expect(skipped[0]! + skipped[1]!).toBeGreaterThan(0);
  });

  it('a claim whose holder died is taken again once its lease has run out, and sent once', async () => {
    receiver.setDelay(0);
    const ids = await pendingSms(await alerts(1), 3);
    // A holder that claimed these and died: it never renews, sends or settles.
    const dead = await claimDue(t.app.db, TABLE, { now: new Date(), leaseMs: LEASE_MS, limit: 1000 });
    expect(await t.app.rateAlerts.sendDue()).toBe(0); // still held: nobody sends them
    expect((await outcome(ids)).arrivals).toEqual([0]);
    await sleep(LEASE_MS + 50);
    const [a, b] = await Promise.all([t.app.rateAlerts.sendDue(), second.rateAlerts.sendDue()]);
    expect(a + b).toBe(3);
    expect(await outcome(ids)).toEqual({ arrivals: [1], statuses: ['sent'] });
    // Were the dead holder to wake up, it holds nothing any more.
    const renewed = await renewClaim(t.app.db, TABLE, {
      key: ids[0]!,
      token: dead,
      now: new Date(),
      leaseMs: LEASE_MS,
    });
    expect(renewed).toBe(false);
  });

  it('a round is bounded: with no budget left it sends one claim and leaves the rest to the next', async () => {
    const ids = await pendingSms(await alerts(1), 60);
    const sent: string[] = [];
    const round = (budgetMs: number) =>
      sendDueSms(t.app.db, {
        send: async (m) => void sent.push(m.id),
        links: { publicOrigin: ORIGIN, secret: 'x'.repeat(32) },
        maxAttempts: 8,
        leaseMs: 60_000,
        concurrency: 4,
        budgetMs,
      });
    expect(await round(0)).toBe(claimSize(4));
    expect(await round(60_000)).toBe(60 - claimSize(4));
    expect(new Set(sent)).toEqual(new Set(ids));
  });

  it('1,000 waiting SMS reach a 20 ms provider well within a minute, on two instances, each once', async () => {
    receiver.setDelay(20);
    const ids = await pendingSms(await alerts(10), 100);
    const started = performance.now();
    // One sending round on each instance, as a rate change and the other's timer would start them.
    const [a, b] = await Promise.all(drainers.map((app) => app.rateAlerts.sendDue()));
    const seconds = (performance.now() - started) / 1000;
    expect(a! + b!).toBe(1000);
    expect(Math.max(a!, b!)).toBeGreaterThan(50); // a round went on past its first claim (20)
    expect(seconds).toBeLessThan(30);
    expect(await outcome(ids)).toEqual({ arrivals: [1], statuses: ['sent'] });
  }, 60_000);
});
