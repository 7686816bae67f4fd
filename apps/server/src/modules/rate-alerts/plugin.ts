import fp from 'fastify-plugin';
import type { RateAlertsConfig } from '../../config/rate-alerts.js';
import { outboxLeaseMs } from '../../lib/outbox-claim.js';
import { periodicJob, type JobOutcome, type PeriodicJob } from '../../lib/periodic-job.js';
import { countPendingSms, sendDueSms } from './outbox.js';
import { alertRound, type RoundResult } from './rounds.js';
import { rateAlertRoutes } from './routes.js';
import { rateAlertStaffRoutes } from './staff-routes.js';

/** One alert round: what it did, and the SMS its sending round sent. */
interface AlertRun {
  round: RoundResult;
  sent: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateAlerts: {
      /** Digests, reminders and expiry at `now` (tests pass a controlled clock), then the outbox. */
      run(now?: Date): Promise<JobOutcome<AlertRun>>;
      /** One sending round of the outbox now (or the one already running here). */
      sendDue(now?: Date): Promise<number>;
    };
  }
}

export interface RateAlertsOptions {
  config: RateAlertsConfig;
  /** Signs the stop links (the server's session secret). */
  secret: string;
  publicOrigin: string;
  /** The SMS provider's request timeout (SMS_HTTP_TIMEOUT_MS): each SMS's claim outlasts it. */
  smsTimeoutMs: number;
}

/**
 * Asks for a sending round. One asked for while a round runs (a rate change committed just after
 * that round's last claim) gets one more round after it, rather than waiting for the next timer;
 * any number of asks during a round share that one follow-up.
 */
function followUp(sms: PeriodicJob<number, Date>) {
  let current: Promise<JobOutcome<number>> | null = null;
  let queued: Promise<JobOutcome<number>> | null = null;
  const start = (now?: Date) => {
    const round: Promise<JobOutcome<number>> = sms.run(now).finally(() => {
      if (current === round) current = null;
    });
    current = round;
    return round;
  };
  return async (now?: Date): Promise<number> => {
    const after = current;
    const outcome = after
      ? await (queued ??= after.then(() => {
          queued = null;
          return start(now);
        }))
      : await start(now);
    return typeof outcome === 'number' ? outcome : 0;
  };
}

/**
 * SMS rate alerts (ADR 2502): the public and staff routes, and the rounds, at start and every
 * intervalMs. No job lock: every step is claimed by a conditional update or a lease, so any number
 * of instances may run rounds at once. A rate change's SMS goes out on the next sending round;
 * the desk asks for one at once after its commit (`sendDue`), so it does not wait for the timer.
 */
export const rateAlertsPlugin = fp<RateAlertsOptions>(
  async (app, { config, secret, publicOrigin, smsTimeoutMs }) => {
    await app.register(rateAlertRoutes, { secret, digestTime: config.digestTime });
    await app.register(rateAlertStaffRoutes);
    const leaseMs = config.smsLeaseMs ?? outboxLeaseMs(smsTimeoutMs);
    const sms = periodicJob<number, Date>(app, {
      name: 'rate-alert-sms',
      // No timer of its own: each alert round ends with one, and the desk asks for one at once.
      intervalMs: 0,
      runAtStart: false,
      round: (now, signal) =>
        sendDueSms(app.db, {
          send: (m) =>
            app.sms.send({
              id: m.id,
              to: m.to,
              text: m.text,
              purpose: 'rate-alert',
              subject: m.alertId,
              code: '',
            }),
          links: { publicOrigin, secret },
          maxAttempts: config.smsMaxAttempts,
          leaseMs,
          concurrency: config.smsConcurrency,
          budgetMs: config.smsRoundMs,
          now: now ? () => now : undefined,
          signal,
          onOutcome: (kind, outcome) => app.metrics.rateAlertSms.inc({ kind, outcome }),
          onError: (err, id) => app.log.warn({ err, smsId: id }, 'rate-alert SMS not sent; retried later'),
          onLost: () => app.metrics.outboxClaimsLost.inc({ outbox: 'rate-alert-sms' }),
        }),
    });
    const sendDue = followUp(sms);
    const alerts = periodicJob<AlertRun, Date>(app, {
      name: 'rate-alerts',
      intervalMs: config.intervalMs,
      runAtStart: true,
      round: async (now) => {
        const round = await alertRound(app.db, now ?? new Date(), config.digestTime);
        // A timed round's sending round reads the real clock: it may drain for a while, and a
        // lease measured from the round's start would run out under a send.
        return { round, sent: await sendDue(now) };
      },
    });
    app.decorate('rateAlerts', { run: (now?: Date) => alerts.run(now), sendDue });
    app.metrics.readOnScrape('rateAlertSmsPending', () => countPendingSms(app.db));
  },
  { name: 'rate-alerts', dependencies: ['db', 'metrics', 'otp'] },
);
