import fp from 'fastify-plugin';
import type { RateAlertsConfig } from '../../config-rate-alerts.js';
import { countPendingSms, sendDueSms } from './outbox.js';
import { alertRound, type RoundResult } from './rounds.js';
import { rateAlertRoutes } from './routes.js';
import { rateAlertStaffRoutes } from './staff-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateAlerts: {
      /** Digests, reminders and expiry at `now` (tests pass a controlled clock), then the outbox. */
      run(now?: Date): Promise<{ round: RoundResult; sent: number } | 'stopped'>;
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
}

/**
 * SMS rate alerts (ADR 2502): the public and staff routes, and the rounds, at start and every
 * intervalMs. No job lock: every step is claimed by a conditional update or a lease, so any number
 * of instances may run rounds at once. A rate change's SMS goes out on the next sending round;
 * the desk asks for one at once after its commit (`sendDue`), so it does not wait for the timer.
 */
export const rateAlertsPlugin = fp<RateAlertsOptions>(
  async (app, { config, secret, publicOrigin }) => {
    await app.register(rateAlertRoutes, { secret, digestTime: config.digestTime });
    await app.register(rateAlertStaffRoutes);
    let stopped = false;
    let sending: Promise<number> | null = null;
    const sendRound = async (now: Date | undefined) => {
      try {
        return await sendDueSms(app.db, {
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
          now: now ? () => now : undefined,
          onOutcome: (kind, outcome) => app.metrics.rateAlertSms.inc({ kind, outcome }),
          onError: (err, id) => app.log.warn({ err, smsId: id }, 'rate-alert SMS not sent; retried later'),
        });
      } catch (error) {
        if (!stopped) app.log.error({ err: error }, 'rate-alert SMS round failed');
        return 0;
      }
    };
    const sendDue = (now?: Date) => {
      if (stopped) return Promise.resolve(0);
      sending ??= sendRound(now).finally(() => (sending = null));
      return sending;
    };
    let running: Promise<{ round: RoundResult; sent: number } | 'stopped'> | null = null;
    const run = (now = new Date()) => {
      if (stopped) return Promise.resolve('stopped' as const);
      running ??= (async () => {
        const round = await alertRound(app.db, now, config.digestTime);
        return { round, sent: await sendDue(now) };
      })().finally(() => (running = null));
      return running;
    };
    app.decorate('rateAlerts', { run, sendDue });
    app.metrics.readOnScrape('rateAlertSmsPending', () => countPendingSms(app.db));

    let timer: NodeJS.Timeout | null = null;
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      await sending;
    });
    if (config.intervalMs === 0) return;
    const tick = () =>
      void run().catch((error: unknown) => app.log.error({ err: error }, 'rate-alert round failed'));
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, config.intervalMs);
      timer.unref();
    });
  },
  { name: 'rate-alerts', dependencies: ['db', 'metrics', 'otp'] },
);
