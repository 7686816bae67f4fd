import fp from 'fastify-plugin';
import type { MailConfig } from '../../../config/mail.js';
import type { TicketClockConfig } from '../../../config/ticket-clock.js';
import type { DatabaseConfig } from '../../../config/index.js';
import { TICKET_CLOCK_JOB } from '../../../lib/job-lock.js';
import { createMailer } from '../../../lib/mail.js';
import { periodicJob, type JobOutcome } from '../../../lib/periodic-job.js';
import { clockRound, type ClockResult } from './clock.js';

/** What one round came to: what it did, or why it did nothing. */
export type ClockOutcome = JobOutcome<ClockResult>;

declare module 'fastify' {
  interface FastifyInstance {
    ticketClock: {
      /** One round at `now` (tests pass a controlled clock), or the one already running here. */
      run(now?: Date): Promise<ClockOutcome>;
    };
  }
}

/**
 * Runs the ticket clock when the server is ready, then every intervalMs (0: never by itself), under
 * the job lock (lib/job-lock.ts): of several instances, the one holding it acts and the others
 * skip the round. The SQL guards in clock/clock.ts make a second round harmless anyway (a lost
 * PostgreSQL lock connection); the lock keeps the counts, logs and SMS claims to one instance.
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
    const job = periodicJob<ClockResult, Date>(app, {
      name: 'ticket-clock',
      intervalMs: config.intervalMs,
      runAtStart: true,
      lock: { database, job: TICKET_CLOCK_JOB },
      round: async (now = new Date()) => {
        const result = await clockRound(app, config, now, clockMail);
        const { warned, escalated, closed, texted } = result;
        if (warned.length + escalated.length + closed.length + texted.length)
          app.log.info(
            {
              warned: warned.length,
              escalated: escalated.length,
              closed: closed.length,
              texted: texted.length,
            },
            'ticket clock acted',
          );
        return result;
      },
    });
    app.decorate('ticketClock', { run: (now?: Date) => job.run(now) });
    // After the job's own hook (registered first): the round in flight may still be sending.
    app.addHook('preClose', async () => mailer?.close());
  },
  { name: 'ticket-clock', dependencies: ['db', 'metrics'] },
);
