import { z } from 'zod';

/** The orphan sweep of upload storage (lib/storage-sweep). */
export interface StorageSweepConfig {
  /** Between two sweeps (the first runs at start); 0 turns the sweep off. */
  intervalMs: number;
  /** Objects younger than this are never deleted: their row may be about to commit. */
  minAgeMs: number;
}

const HOUR_SECONDS = 3600;

const StorageSweepEnvSchema = z.object({
  STORAGE_SWEEP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  STORAGE_SWEEP_MIN_AGE_SECONDS: z.coerce.number().int().min(0).default(HOUR_SECONDS),
});

/**
 * The sweep variables; answers the problems as "VARIABLE: message" lines. An age under an hour is
 * refused outside NODE_ENV=test: an upload whose row has not committed yet would lose its file
 * (the crash test sets 0 to sweep at once after a restart with nothing in flight).
 */
export function parseStorageSweepEnv(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
): { config: StorageSweepConfig } | { problems: string[] } {
  const parsed = StorageSweepEnvSchema.safeParse(env);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const e = parsed.data;
  if (e.STORAGE_SWEEP_MIN_AGE_SECONDS < HOUR_SECONDS && nodeEnv !== 'test')
    return {
      problems: [
        `STORAGE_SWEEP_MIN_AGE_SECONDS: must be at least ${HOUR_SECONDS} (an upload still being stored would lose its file)`,
      ],
    };
  return {
    config: {
      intervalMs: e.STORAGE_SWEEP_INTERVAL_MINUTES * 60_000,
      minAgeMs: e.STORAGE_SWEEP_MIN_AGE_SECONDS * 1000,
    },
  };
}
