import type { FastifyInstance } from 'fastify';
import type { DatabaseConfig } from '../config/index.js';
import { withJobLock, type JobLockName } from './job-lock.js';

/**
 * Every background job, by the name its metrics carry (the `job` label): a fixed set, so a test
 * can ask /metrics for each of them.
 */
export const BACKGROUND_JOBS = [
  'einvoice-issue',
  'einvoice-report',
  'ticket-clock',
  'rate-alerts',
  'rate-alert-sms',
  'storage-sweep',
  'hr-retention',
  'rate-limit-prune',
] as const;
export type BackgroundJob = (typeof BACKGROUND_JOBS)[number];

/** What asking for a round came to: its result, or why there was none. */
export type JobOutcome<T> = T | 'busy' | 'failed' | 'stopped';

/** Calls `tick` every `ms` until the returned stop is called. */
export type Scheduler = (ms: number, tick: () => void) => () => void;

/**
 * The one interval timer of the server: periodic jobs and the limiter's write-behind flush
 * (lib/batched-limiter.ts) tick through it. The timer does not keep the process alive: a server
 * with nothing else to do may end.
 */
export const intervalScheduler: Scheduler = (ms, tick) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface PeriodicJobOptions<T, I> {
  /** The `job` label of its metrics and the `job` field of its log lines. */
  name: BackgroundJob;
  /** Between two timed rounds; 0: no timer and no start-up round (rounds on demand only). */
  intervalMs: number;
  /** A timed round as soon as the server is ready too, catching up on what came due while it was down. */
  runAtStart: boolean;
  /** Of several processes on one data set only the holder runs a round; the others skip it ('busy'). */
  lock?: { database: DatabaseConfig; job: JobLockName };
  /** After each timed round, a round of this job too (what was issued is then reported at once). */
  followedBy?: { run(): Promise<unknown> };
  /**
   * One round. `input` is what run() was given (tests pass a controlled clock; timed rounds pass
   * nothing); `signal` aborts when the app closes, for rounds long enough to stop part-way.
   */
  round(input: I | undefined, signal: AbortSignal): Promise<T>;
  /** Tests drive the timer by hand. */
  scheduler?: Scheduler;
}

export interface PeriodicJob<T, I> {
  /** One round now, or the one already running on this instance (a round never overlaps itself). */
  run(input?: I): Promise<JobOutcome<T>>;
}

/**
 * The one way to run background work: rounds at start and on an interval, never two at once on an
 * instance, optionally one at a time across instances (lib/job-lock.ts). A failed round is logged
 * and counted and never ends the process; the next one runs as usual. Closing the app (preClose,
 * so before the database closes) stops the timer and waits for the round in flight. Each job's
 * last success, duration and failures are metrics (plugins/metrics-jobs.ts).
 */
export function periodicJob<T, I = undefined>(
  app: FastifyInstance,
  options: PeriodicJobOptions<T, I>,
): PeriodicJob<T, I> {
  const { name, lock } = options;
  const stop = new AbortController();
  let running: Promise<JobOutcome<T>> | null = null;
  app.metrics.jobs.declare(name);

  const attempt = async (input: I | undefined) => {
    const once = () => options.round(input, stop.signal);
    return lock ? withJobLock(lock.database, lock.job, once) : { value: await once() };
  };
  const round = async (input: I | undefined): Promise<JobOutcome<T>> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await attempt(input);
      if (!result) {
        app.log.debug({ job: name }, 'background job skipped: another instance holds its lock');
        return 'busy';
      }
      app.metrics.jobs.succeeded(name, seconds(), new Date());
      return result.value;
    } catch (error) {
      // A round cut short by closing is not a failure.
      if (stop.signal.aborted) return 'stopped';
      app.metrics.jobs.failed(name, seconds());
      app.log.error({ err: error, job: name }, 'background job round failed');
      return 'failed';
    }
  };
  const run = (input?: I) => {
    if (stop.signal.aborted) return Promise.resolve<JobOutcome<T>>('stopped');
    running ??= round(input).finally(() => (running = null));
    return running;
  };

  let cancel: (() => void) | null = null;
  app.addHook('preClose', async () => {
    cancel?.();
    stop.abort();
    await running;
  });
  if (options.intervalMs > 0) {
    const tick = () => void run().then(() => options.followedBy?.run());
    app.addHook('onReady', async () => {
      if (options.runAtStart) tick();
      cancel = (options.scheduler ?? intervalScheduler)(options.intervalMs, tick);
    });
  }
  return { run };
}
