import fp from 'fastify-plugin';
import type { MailConfig } from '../../config-mail.js';
import type { TicketClockConfig } from '../../config-ticket-clock.js';
import type { DatabaseConfig } from '../../config.js';
import { TICKET_CLOCK_JOB, tryJobLock } from '../../lib/job-lock.js';
import { createMailer } from '../../lib/mail.js';
import type { ClockMail } from './clock-mail.js';
import { clockRound, type ClockResult } from './clock.js';

/** What one round came to: what it did, or why it did nothing. */
export type ClockOutcome = ClockResult | 'busy' | 'failed' | 'stopped';

declare module 'fastify' {
  interface FastifyInstance {
    ticketClock: {
      /** One round at `now` (tests pass a controlled clock), or the one already running here. */
      run(now?: Date): Promise<ClockOutcome>;
    };
  }
}

/**
 * One round of the clock under the job lock (lib/job-lock.ts): of several instances, the one
 * holding it acts and the others skip the round. The SQL guards in clock.ts make a second round
 * harmless anyway (a lost PostgreSQL lock connection, a test calling this twice at once); the lock
 * keeps the counts, logs and SMS claims to one instance.
 */
export async function lockedClockRound(
  app: Parameters<typeof clockRound>[0],
  database: DatabaseConfig,
  rules: TicketClockConfig,
  now: Date,
  mail: ClockMail | null = null,
): Promise<ClockResult | 'busy'> {
  const lock = await tryJobLock(database, TICKET_CLOCK_JOB);
  if (!lock) return 'busy';
  try {
    return await clockRound(app, rules, now, mail);
  } finally {
    await lock.release();
  }
}

/**
 * Runs the ticket clock when the server is ready, then every intervalMs (0: never by itself). The
 * timer does not keep the process alive; closing stops it and waits for the round in progress.
 */
export const ticketClockPlugin = fp<{
  config: TicketClockConfig;
  database: DatabaseConfig;
  /** E-mail of the warnings when an SMTP server is configured; the site's address for the link. */
  mail: MailConfig | null;
  origin: string;
}>(
  async (app, { config, database, mail, origin }) => {
    const mailer = createMailer(mail);
    const clockMail = mailer && { mailer, origin };
    let stopped = false;
    let running: Promise<ClockOutcome> | null = null;

    const round = async (now: Date): Promise<ClockOutcome> => {
      try {
        const result = await lockedClockRound(app, database, config, now, clockMail);
        if (result === 'busy') app.log.debug('ticket clock skipped: another instance holds it');
        else if (result.warned.length + result.escalated.length + result.closed.length + result.texted.length)
          app.log.info(
            {
              warned: result.warned.length,
              escalated: result.escalated.length,
              closed: result.closed.length,
              texted: result.texted.length,
            },
            'ticket clock acted',
          );
        return result;
      } catch (error) {
        if (stopped) return 'stopped';
        app.log.error({ err: error }, 'ticket clock round failed');
        return 'failed';
      }
    };
    const run = (now = new Date()) => {
      if (stopped) return Promise.resolve<ClockOutcome>('stopped');
      running ??= round(now).finally(() => (running = null));
      return running;
    };
    app.decorate('ticketClock', { run });

    let timer: NodeJS.Timeout | null = null;
    // preClose: before any onClose hook closes the database.
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      stopped = true;
      await running;
      mailer?.close();
    });
    if (config.intervalMs === 0) return;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(() => void run(), config.intervalMs);
      timer.unref();
    });
  },
  { name: 'ticket-clock', dependencies: ['db'] },
);
