import fp from 'fastify-plugin';
import type { StorageSweepConfig } from '../../config/storage-sweep.js';
import type { DatabaseConfig } from '../../config/index.js';
import { SWEEP_JOB } from '../job-lock.js';
import { periodicJob, type JobOutcome } from '../periodic-job.js';
import { sweepStorage, type SweepResult } from './sweep.js';

/** What one round came to: its counts, or why it did not sweep. */
export type SweepOutcome = JobOutcome<SweepResult>;

declare module 'fastify' {
  interface FastifyInstance {
    storageSweep: {
      /** One round now (or the one already running on this instance). */
      run(): Promise<SweepOutcome>;
    };
  }
}

/**
 * Runs the orphan sweep (sweep.ts) when the server is ready (in the background: a large bucket
 * must not delay the start), then every intervalMs; closing stops the round in progress before the
 * database closes. Instances take turns through the sweep lock; a round that finds it taken is
 * skipped. The log line has counts only: keys are random, but what they belonged to is nobody's
 * business.
 */
export const storageSweepPlugin = fp<{ config: StorageSweepConfig; database: DatabaseConfig }>(
  async (app, { config, database }) => {
    const job = periodicJob(app, {
      name: 'storage-sweep',
      intervalMs: config.intervalMs,
      runAtStart: true,
      lock: { database, job: SWEEP_JOB },
      round: async (_input, signal) => {
        const result = await sweepStorage({
          db: app.db,
          storage: app.storage,
          minAgeMs: config.minAgeMs,
          signal,
          onDeleted: (count) => app.metrics.storageSweep.deleted(count),
        });
        app.log.info(result, 'storage sweep finished');
        return result;
      },
    });
    app.decorate('storageSweep', { run: () => job.run() });
  },
  { name: 'storage-sweep', dependencies: ['db', 'storage', 'metrics'] },
);
