import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../../config/index.js';
import { HR_RETENTION_JOB } from '../../lib/job-lock.js';
import { periodicJob, type JobOutcome } from '../../lib/periodic-job.js';
import { purgeExpired } from './retention.js';

const DAY_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    hrRetention: {
      /** One purge round now (or the one already running on this instance): how many were purged. */
      run(): Promise<JobOutcome<number>>;
    };
  }
}

/**
 * The retention rule applied by itself: when the server is ready, then daily, one instance at a
 * time (two purges would erase the same files and write the audit entries twice).
 */
export const hrRetentionPlugin = fp<{ database: DatabaseConfig; intervalMs?: number }>(
  async (app, { database, intervalMs = DAY_MS }) => {
    const job = periodicJob(app, {
      name: 'hr-retention',
      intervalMs,
      runAtStart: true,
      lock: { database, job: HR_RETENTION_JOB },
      round: () => purgeExpired(app.db, app.storage),
    });
    app.decorate('hrRetention', { run: () => job.run() });
  },
  { name: 'hr-retention', dependencies: ['db', 'storage', 'metrics'] },
);
