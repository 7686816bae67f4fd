import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/connection.js';
import { createDedicatedDatabase } from '../dedicated-database.js';
import { startServer, type ServerProcess } from '../server-process.js';
import { crossAlerts } from './crossed-alerts.js';
import { productionEnv, sequential } from './drill.js';
import { startSmsReceiver, type ReceivedSms } from '../sms-receiver.js';

/**
 * Issue 37's fault drill, part two: two production instances sharing PostgreSQL and Redis send the
 * SMS of crossed rate alerts to an HTTP provider run here (docs/operations.md, "Fault drill"). A
 * slow provider (4 s per message) must still get each alert's SMS exactly once; a fast one (20 ms)
 * must get 1,000 within 60 s of the rate change.
 *
 * The fast drain runs first, while the other part cuts PostgreSQL, so its load is over before that
 * part measures request times around the Redis cut.
 *
 * The rate changes are written straight to the database (crossed-alerts.ts), through the same
 * function as the desk, but the desk also asks for a sending round at once after its commit; here
 * the alert round's timer does, every ROUND_SECONDS (production: 30). At 50 SMS per round and
 * instance (issue 37), 1,000 alerts would need 10 rounds, well over a minute; an outbox that keeps
 * sending while work is waiting needs one.
 */
const SLOW_PROVIDER_MS = 4_000;
const SLOW_ALERTS = 10;
const FAST_PROVIDER_MS = 20;
const FAST_ALERTS = 1_000;
const FAST_WITHIN_MS = 60_000;
/** After the last expected SMS: time for a duplicate already on its way to arrive. */
const SETTLE_MS = 6_000;
const ROUND_SECONDS = 10;

/**
 * The outbox's settings for the drill. The provider's timeout stays above the slow provider's 4 s,
 * so its SMS succeed (the claim's lease follows it: timeout + 30 s). The outbox's drain settings
 * (RATE_ALERT_SMS_CONCURRENCY, RATE_ALERT_SMS_ROUND_SECONDS) keep production's defaults.
 */
const OUTBOX_SETTINGS: Record<string, string> = {
  SMS_HTTP_TIMEOUT_MS: '6000',
  RATE_ALERT_INTERVAL_SECONDS: String(ROUND_SECONDS),
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dedicated: Awaited<ReturnType<typeof createDedicatedDatabase>>;
let receiver: Awaited<ReturnType<typeof startSmsReceiver>>;
let direct: Db;
let env: Record<string, string>;
let servers: ServerProcess[] = [];

/**
 * Two instances on the same database, Redis and secrets, each with a data folder of its own. The
 * first migrates and seeds the demo branches and rates the alerts watch, so the second starts after.
 */
async function startPair(): Promise<ServerProcess[]> {
  const instance = () =>
    startServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'waha-faults-sms-')) });
  const first = await instance();
  try {
    return [first, await instance()];
  } catch (error) {
    await first.kill('SIGKILL');
    throw error;
  }
}

/** What the provider got for these phones (one phone per alert). */
const forPhones = (phones: Set<string>): ReceivedSms[] => receiver.received.filter((r) => phones.has(r.to));
/** How many of these alerts have had an SMS. */
const arrived = (phones: Set<string>) => new Set(forPhones(phones).map((r) => r.to)).size;

async function until(check: () => boolean, deadline: number): Promise<boolean> {
  while (!check()) {
    if (Date.now() > deadline) return false;
    await pause(100);
  }
  return true;
}

/** Each alert (phone) got exactly one SMS, and no provider idempotency key came twice. */
function expectExactlyOnce(phones: Set<string>) {
  const got = forPhones(phones);
  const perPhone = new Map<string, number>();
  for (const r of got) perPhone.set(r.to, (perPhone.get(r.to) ?? 0) + 1);
  const twice = [...perPhone].filter(([, n]) => n > 1);
  expect(twice, `${twice.length} alerts got more than one SMS`).toEqual([]);
  expect(perPhone.size, 'alerts that got their SMS').toBe(phones.size);
  const twiceById = [...receiver.countsById()].filter(([, n]) => n > 1);
  expect(twiceById, 'Idempotency-Keys that arrived more than once').toEqual([]);
}

/**
 * The steps, run one after the other (`sequential`) inside a suite that runs beside the other part
 * (faults.test.ts).
 */
export function smsDrill(): void {
  beforeAll(async () => {
    dedicated = await createDedicatedDatabase('faultsms');
    receiver = await startSmsReceiver(SLOW_PROVIDER_MS);
    direct = createDb({ kind: 'postgres', url: dedicated.url });
    env = productionEnv({
      databaseUrl: dedicated.url,
      redisUrl: process.env.REDIS_URL!,
      smsUrl: receiver.settings(0).url!,
      extra: OUTBOX_SETTINGS,
    });
    servers = await startPair();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await receiver?.close();
    await direct?.destroy();
    await dedicated?.drop();
  });

  it(
    `a 20 ms provider: ${FAST_ALERTS} crossed alerts all arrive within 60 s of the change, once each`,
    sequential(150_000),
    async () => {
      receiver.setDelay(FAST_PROVIDER_MS);
      const { phones, committedAt } = await crossAlerts(direct, FAST_ALERTS, 9);
      const allIn = await until(() => arrived(phones) === phones.size, committedAt + FAST_WITHIN_MS);
      await pause(SETTLE_MS);
      const got = forPhones(phones);
      const last = Math.max(...got.map((r) => r.at));
      expect(
        { allIn, arrived: arrived(phones) },
        `${got.length} SMS, the last ${last - committedAt} ms after the change`,
      ).toEqual({ allIn: true, arrived: FAST_ALERTS });
      expectExactlyOnce(phones);
    },
  );

  it(
    `a provider taking 4 s per message: each of ${SLOW_ALERTS} crossed alerts gets exactly one SMS`,
    sequential(150_000),
    async () => {
      receiver.setDelay(SLOW_PROVIDER_MS);
      // What a failed step before left waiting (an outbox that does not drain) must not queue ahead.
      await direct
        .updateTable('rate_alert_sms')
        .set({ status: 'failed' })
        .where('status', '=', 'pending')
        .execute();
      const { phones } = await crossAlerts(direct, SLOW_ALERTS, 8);
      // The next round, then one instance alone sends them in SLOW_ALERTS x 4 s; room for a busy machine.
      await until(() => arrived(phones) === phones.size, Date.now() + ROUND_SECONDS * 1000 + 60_000);
      await pause(SETTLE_MS);
      expectExactlyOnce(phones);
    },
  );
}
