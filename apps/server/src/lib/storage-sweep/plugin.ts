import fp from 'fastify-plugin';
import type { StorageSweepConfig } from '../../config-storage-sweep.js';
import type { DatabaseConfig } from '../../config.js';
import { sweepStorage, type SweepResult } from './sweep.js';
import { trySweepLock } from './sweep-lock.js';

/** What one round came to: its counts, or why it did not sweep. */
export type SweepOutcome = SweepResult | 'busy' | 'failed' | 'stopped';

declare module 'fastify' {
  interface FastifyInstance {
    storageSweep: {
      /** One round now (or the one already running on this instance). */
      run(): Promise<SweepOutcome>;
    };
  }
}

/**
 * Runs the orphan sweep (sweep.ts) when the server is ready, then every intervalMs: the timer does
 * not keep the process alive, and closing stops it and the round in progress before the database
 * closes. Instances take turns through the sweep lock; a round that finds it taken is skipped.
 * The log line has counts only: keys are random, but what they belonged to is nobody's business.
 */
export const storageSweepPlugin = fp<{ config: StorageSweepConfig; database: DatabaseConfig }>(
  async (app, { config, database }) => {
    const stop = new AbortController();
    let running: Promise<SweepOutcome> | null = null;

    const round = async (): Promise<SweepOutcome> => {
      let lock;
      try {
        lock = await trySweepLock(database);
        if (!lock) {
          app.log.debug('storage sweep skipped: another instance is sweeping');
          return 'busy';
        }
        const result = await sweepStorage({
          db: app.db,
          storage: app.storage,
          minAgeMs: config.minAgeMs,
          signal: stop.signal,
          onDeleted: (count) => app.metrics.storageSweep.deleted(count),
        });
        app.metrics.storageSweep.finished(new Date());
        app.log.info(result, 'storage sweep finished');
        return result;
      } catch (error) {
        if (stop.signal.aborted) return 'stopped';
        app.log.error({ err: error }, 'storage sweep failed');
        return 'failed';
      } finally {
        await lock?.release();
      }
    };
    const run = () => {
      if (stop.signal.aborted) return Promise.resolve<SweepOutcome>('stopped');
      running ??= round().finally(() => (running = null));
      return running;
    };
    app.decorate('storageSweep', { run });

    let timer: NodeJS.Timeout | null = null;
    // preClose: before any onClose hook closes the database.
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      stop.abort();
      await running;
    });
    if (config.intervalMs === 0) return;
    app.addHook('onReady', async () => {
      // Not awaited: a large bucket must not delay the start.
      void run();
      timer = setInterval(() => void run(), config.intervalMs);
      timer.unref();
    });
  },
  { name: 'storage-sweep', dependencies: ['db', 'storage'] },
);
