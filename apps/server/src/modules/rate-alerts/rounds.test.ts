import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { alertTexts, currentSell, freshPhone } from '../../test/rate-alert-client.js';
import { scrape } from '../../test/metrics-text.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { sendDueSms } from './outbox.js';
import { createAlert } from './repository.js';
import { alertRound } from './rounds.js';

let t: TestApp;
/** A second server instance on the same database (PostgreSQL schema or SQLite file). */
let second: FastifyInstance;
let officer: string;
beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp(t.config, { seed: false });
  officer = await signInAs(second, 'rates', staffIp(70));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/**
 * Two rounds at once, as two instances would run them: on PostgreSQL each on its own app's pool;
 * on SQLite on one connection (better-sqlite3 blocks the process while it waits for a lock, so two
 * connections in one process would wait on each other; two processes serialise on the file).
 */
const bothRounds = (now: Date) =>
  Promise.all([
    alertRound(t.app.db, now, '09:00'),
    alertRound(TEST_ENGINE === 'postgres' ? second.db : t.app.db, now, '09:00'),
  ]);

const BRANCH = 18;
const DAY = 86_400_000;
const base = (phone: string, over: Record<string, unknown> = {}) => ({
  branch: BRANCH,
  currency: 'USD',
  kind: 'target' as const,
  side: 'sell' as const,
  direction: 'above' as const,
  target: '99' as string | null,
  phone,
  language: 'en' as const,
  consent: true as const,
  ...over,
});
const put = (rates: { currency: string; ratePurchase: string; rateSale: string; popr: string }[]) =>
  second.inject({
    method: 'PUT',
    url: `/api/staff/rates/${BRANCH}`,
    headers: { cookie: officer, origin: ORIGIN },
    payload: { rates, confirmLargeChange: true },
  });
const smsRows = (alertId: string) =>
  t.app.db.selectFrom('rate_alert_sms').selectAll().where('alert_id', '=', alertId).execute();

describe('at most 5 active alerts per phone', () => {
  it('seven confirmations at once: five alerts, two refused, and a stop frees a slot', async () => {
    const { e164 } = freshPhone();
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, () => createAlert(t.app.db, base(e164), now, null)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const count = await t.app.db.selectFrom('rate_alerts').select('id').where('phone', '=', e164).execute();
    expect(count).toHaveLength(5);
  });
});

describe('a pasted table changed on another instance', () => {
  it('fires every alert it crosses once, and two instances sending at once send each SMS once', async () => {
    const usd = await currentSell(t.app, BRANCH, 'USD');
    const eur = await currentSell(t.app, BRANCH, 'EUR');
    const now = new Date();
    const { alert: a } = await createAlert(
      t.app.db,
      base(freshPhone().e164, { target: (Number(usd.sell) * 1.02).toFixed(4) }),
      now,
      null,
    );
    const { alert: b } = await createAlert(
      t.app.db,
      base(freshPhone().e164, {
        currency: 'EUR',
        side: 'buy',
        direction: 'below',
        target: (Number(eur.buy) * 0.98).toFixed(4),
      }),
      now,
      null,
    );
    const res = await put([
      {
        currency: 'USD',
        ratePurchase: usd.buy,
        rateSale: (Number(usd.sell) * 1.05).toFixed(4),
        popr: usd.popr,
      },
      {
        currency: 'EUR',
        ratePurchase: (Number(eur.buy) * 0.97).toFixed(4),
        rateSale: eur.sell,
        popr: eur.popr,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await Promise.all([t.app.rateAlerts.sendDue(), second.rateAlerts.sendDue(), t.app.rateAlerts.sendDue()]);
    expect(await alertTexts(t.app, a.id)).toHaveLength(1);
    expect(await alertTexts(t.app, b.id)).toHaveLength(1);
    expect((await smsRows(a.id)).map((r) => r.status)).toEqual(['sent']);
  });
});

describe('the outbox', () => {
  it('retries a failed SMS with backoff, counts it, and sends it later; gives up after the last try', async () => {
    const { alert } = await createAlert(
      t.app.db,
      base(freshPhone().e164, { kind: 'digest' }),
      new Date(),
      new Date().toISOString(),
    );
    const at = new Date(Date.now() + 60_000);
    await t.app.rateAlerts.run(at); // the digest is due: one SMS in the outbox (and sent)
    await t.app.db
      .updateTable('rate_alert_sms')
      .set({ status: 'pending', attempts: 0 })
      .where('alert_id', '=', alert.id)
      .execute();
    const failing = { send: async () => Promise.reject(new Error('provider down')) };
    const links = { publicOrigin: ORIGIN, secret: 'x'.repeat(32) };
    const outcomes: string[] = [];
    const round = (now: Date, send = failing.send, maxAttempts = 3) =>
      sendDueSms(t.app.db, {
        send,
        links,
        maxAttempts,
        leaseMs: 60_000,
        now: () => now,
        onOutcome: (_k, o) => outcomes.push(o),
      });
    await round(at);
    let [row] = await smsRows(alert.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(row!.next_attempt_at) - at.getTime()).toBe(60_000);
    await round(new Date(at.getTime() + 30_000)); // not due yet
    expect((await smsRows(alert.id))[0]!.attempts).toBe(1);
    await round(new Date(at.getTime() + 61_000));
    [row] = await smsRows(alert.id);
    expect(Date.parse(row!.next_attempt_at) - (at.getTime() + 61_000)).toBe(120_000); // doubled
    await round(new Date(at.getTime() + 200_000));
    expect((await smsRows(alert.id))[0]!.status).toBe('failed');
    expect(outcomes).toEqual(['retried', 'retried', 'failed']);
    await t.app.rateAlerts.sendDue();
    expect(await scrape(t.app)).toMatch(/waha_rate_alert_sms_total\{kind="digest",outcome="sent"\} [1-9]/);
  });
});

describe('digest, reminder and expiry rounds', () => {
  it('a digest once a day at its Riyadh time, however many instances run the round', async () => {
    const first = new Date('2030-01-01T06:00:00Z'); // 09:00 Riyadh, the default digest time
    const { alert } = await createAlert(
      t.app.db,
      base(freshPhone().e164, { kind: 'digest', target: null }),
      new Date('2029-12-31T10:00:00Z'),
      first.toISOString(),
    );
    const digests = async () => (await smsRows(alert.id)).filter((r) => r.kind === 'digest').length;
    await bothRounds(new Date(first.getTime() - 1000));
    expect(await digests()).toBe(0);
    await bothRounds(first);
    expect(await digests()).toBe(1);
    await t.app.rateAlerts.run(new Date(first.getTime() + 3600_000));
    expect(await digests()).toBe(1);
    const next = await t.app.db
      .selectFrom('rate_alerts')
      .select('next_digest_at')
      .where('id', '=', alert.id)
      .executeTakeFirstOrThrow();
    expect(next.next_digest_at).toBe('2030-01-02T06:00:00.000Z');
    await t.app.rateAlerts.run(new Date('2030-01-02T06:00:30Z'));
    expect(await digests()).toBe(2);
  });

  it('a reminder three days before the 90 days are up, once; then it expires and frees its slot', async () => {
    const { e164 } = freshPhone();
    const created = new Date('2031-01-01T00:00:00Z');
    const { alert } = await createAlert(t.app.db, base(e164), created, null);
    await t.app.rateAlerts.run(new Date(created.getTime() + 86 * DAY));
    expect((await smsRows(alert.id)).filter((r) => r.kind === 'reminder')).toHaveLength(0);
    await bothRounds(new Date(created.getTime() + 87.5 * DAY));
    await t.app.rateAlerts.run(new Date(created.getTime() + 88 * DAY));
    expect((await smsRows(alert.id)).filter((r) => r.kind === 'reminder')).toHaveLength(1);
    const texts = await alertTexts(t.app, alert.id);
    expect(texts.at(-1)!.text).toContain('ends on');
    await t.app.rateAlerts.run(new Date(created.getTime() + 90 * DAY + 1000));
    const row = await t.app.db
      .selectFrom('rate_alerts')
      .select('status')
      .where('id', '=', alert.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    const phone = await t.app.db
      .selectFrom('rate_alert_phones')
      .select('active')
      .where('phone', '=', e164)
      .executeTakeFirst();
    expect(Number(phone?.active ?? 0)).toBe(0);
    // 30 days after it ended, the alert and its SMS are deleted (the consent text says so).
    await t.app.rateAlerts.run(new Date(created.getTime() + 121 * DAY));
    expect(
      await t.app.db.selectFrom('rate_alerts').select('id').where('id', '=', alert.id).execute(),
    ).toEqual([]);
    expect(await smsRows(alert.id)).toEqual([]);
  });
});
