import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsPlugin } from '../plugins/metrics.js';
import { sample, scrape } from '../test/metrics-text.js';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import type { JobLockName } from './job-lock.js';
import { periodicJob, type PeriodicJobOptions, type Scheduler } from './periodic-job.js';

/** Rounds a test left unfinished: ended before its apps close, which waits for them. */
const unfinished: (() => void)[] = [];

/** A round the test finishes by hand. */
function pending<T>(atEnd: T) {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  unfinished.push(() => resolve(atEnd));
  return { promise, resolve, reject };
}

/** The controlled clock: the job's timer fires only when the test says so. */
function manualScheduler() {
  const timers: { ms: number; tick: () => void; stopped: boolean }[] = [];
  const scheduler: Scheduler = (ms, tick) => {
    const timer = { ms, tick, stopped: false };
    timers.push(timer);
    return () => (timer.stopped = true);
  };
  const fire = () => timers.filter((timer) => !timer.stopped).forEach((timer) => timer.tick());
  return { scheduler, timers, fire };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  unfinished.splice(0).forEach((end) => end());
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with the real metrics plugin and its log lines kept. */
async function jobApp() {
  const lines: { level: number; msg: string; job?: string }[] = [];
  const app = Fastify({
    logger: { level: 'debug', stream: { write: (line) => lines.push(JSON.parse(line)) } },
  });
  apps.push(app);
  await app.register(metricsPlugin, { token: null, production: false });
  return { app, lines };
}

/** A job whose rounds the test finishes one by one (`rounds[i]`), answering the round's number. */
async function controlledJob(
  options: Partial<PeriodicJobOptions<number, undefined>> = {},
  existing?: FastifyInstance,
) {
  const { app, lines } = existing ? { app: existing, lines: [] } : await jobApp();
  const clock = manualScheduler();
  const rounds: ReturnType<typeof pending<number>>[] = [];
  const signals: AbortSignal[] = [];
  const job = periodicJob(app, {
    name: 'storage-sweep',
    intervalMs: 60_000,
    runAtStart: true,
    scheduler: clock.scheduler,
    round: (_input, signal) => {
      signals.push(signal);
      rounds.push(pending(0));
      return rounds.at(-1)!.promise;
    },
    ...options,
  });
  return { app, lines, clock, rounds, signals, job };
}

const metric = async (app: FastifyInstance, name: string) =>
  sample(await scrape(app), name, { job: 'storage-sweep' });

describe('periodicJob: when rounds run', () => {
  it('runs a round when the app is ready, then one per tick of the interval', async () => {
    const { app, clock, rounds, job } = await controlledJob();
    await app.ready();
    expect(rounds).toHaveLength(1);
    expect(clock.timers.map((timer) => timer.ms)).toEqual([60_000]);
    rounds[0]!.resolve(1);
    expect(await job.run()).toBe(1);
    clock.fire();
    expect(rounds).toHaveLength(2);
  });

  it('waits for the first tick when it does not run at start, and has no timer at interval 0', async () => {
    const later = await controlledJob({ runAtStart: false });
    await later.app.ready();
    expect(later.rounds).toHaveLength(0);
    later.clock.fire();
    expect(later.rounds).toHaveLength(1);

    const manual = await controlledJob({ intervalMs: 0 });
    await manual.app.ready();
    expect(manual.rounds).toHaveLength(0);
    expect(manual.clock.timers).toEqual([]);
    const asked = manual.job.run();
    manual.rounds[0]!.resolve(7);
    expect(await asked).toBe(7);
  });

  it('never overlaps itself: a tick or a call during a round joins it', async () => {
    const { app, clock, rounds, job } = await controlledJob();
    await app.ready();
    const joined = job.run();
    clock.fire();
    expect(rounds).toHaveLength(1);
    rounds[0]!.resolve(3);
    expect(await joined).toBe(3);
    clock.fire();
    expect(rounds).toHaveLength(2);
  });

  it('runs the job it is followed by after each timed round, not after a round asked for', async () => {
    const { app } = await jobApp();
    const followed: string[] = [];
    const follower = periodicJob(app, {
      name: 'einvoice-report',
      intervalMs: 0,
      runAtStart: false,
      round: async () => followed.push('report'),
    });
    const { clock, rounds, job } = await controlledJob({ runAtStart: false, followedBy: follower }, app);
    await app.ready();
    clock.fire();
    rounds[0]!.resolve(1);
    await job.run();
    expect(followed).toEqual(['report']);
    const asked = job.run();
    rounds[1]!.resolve(2);
    await asked;
    expect(followed).toEqual(['report']);
  });
});

describe('periodicJob: failures, closing and metrics', () => {
  it('logs and counts a failed round, and the next tick still runs', async () => {
    const { app, lines, clock, rounds, job } = await controlledJob();
    await app.ready();
    rounds[0]!.reject(new Error('storage unreachable'));
    expect(await job.run()).toBe('failed');
    expect(lines.filter((line) => line.level === 50)).toMatchObject([
      { msg: 'background job round failed', job: 'storage-sweep', err: { message: 'storage unreachable' } },
    ]);
    expect(await metric(app, 'waha_job_failures_total')).toBe(1);
    expect(await metric(app, 'waha_job_last_success_seconds')).toBe(0);

    clock.fire();
    const before = Date.now() / 1000;
    rounds[1]!.resolve(2);
    expect(await job.run()).toBe(2);
    expect(await metric(app, 'waha_job_failures_total')).toBe(1);
    expect(await metric(app, 'waha_job_last_success_seconds')).toBeGreaterThanOrEqual(Math.floor(before));
    expect(await metric(app, 'waha_job_duration_seconds_count')).toBe(2);
  });

  it('shows its series at 0 before the first round', async () => {
    const { app } = await controlledJob({ intervalMs: 0 });
    await app.ready();
    const text = await scrape(app);
    expect(text).toContain('waha_job_last_success_seconds{job="storage-sweep"} 0');
    expect(text).toContain('waha_job_failures_total{job="storage-sweep"} 0');
  });

  it('on close, stops the timer, aborts the round in flight and waits for it to end', async () => {
    const { app, lines, clock, rounds, signals, job } = await controlledJob();
    await app.ready();
    const events: string[] = [];
    const closed = app.close().then(() => events.push('closed'));
    await expect.poll(() => signals[0]!.aborted).toBe(true);
    expect(clock.timers[0]!.stopped).toBe(true);
    events.push('round ended');
    rounds[0]!.reject(new Error('aborted'));
    await closed;
    expect(events).toEqual(['round ended', 'closed']);
    // Cut short by closing: neither a failure nor an error line.
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(await job.run()).toBe('stopped');
    expect(rounds).toHaveLength(1);
  });
});

describe('periodicJob: one instance at a time with a lock', () => {
  const TEST_JOB: JobLockName = { lockClass: 0x74657374, fileSuffix: 'periodic-job-test-lock' };
  let db: TestDatabase | null = null;
  afterEach(async () => {
    await db?.drop();
    db = null;
  });

  it('two instances on one database: only the one holding the lock runs a round', async () => {
    db = await createTestDatabase();
    const lock = { database: db.database, job: TEST_JOB };
    const first = await controlledJob({ intervalMs: 0, lock });
    const second = await controlledJob({ intervalMs: 0, lock });
    await Promise.all([first.app.ready(), second.app.ready()]);

    const holding = first.job.run();
    await expect.poll(() => first.rounds.length).toBe(1);
    expect(await second.job.run()).toBe('busy');
    expect(second.rounds).toHaveLength(0);
    expect(await metric(second.app, 'waha_job_duration_seconds_count')).toBe(0);

    first.rounds[0]!.resolve(1);
    expect(await holding).toBe(1);
    const turn = second.job.run();
    await expect.poll(() => second.rounds.length).toBe(1);
    second.rounds[0]!.resolve(2);
    expect(await turn).toBe(2);
  });
});
