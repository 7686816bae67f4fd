import { describe, expect, it } from 'vitest';
import { parseStorageSweepEnv } from './storage-sweep.js';
import { loadConfig } from './index.js';

describe('storage sweep configuration', () => {
  it('sweeps hourly objects older than an hour by default', () => {
    expect(parseStorageSweepEnv({}, 'production')).toEqual({
      config: { intervalMs: 3600_000, minAgeMs: 3600_000 },
    });
    expect(
      parseStorageSweepEnv(
        { STORAGE_SWEEP_INTERVAL_MINUTES: '0', STORAGE_SWEEP_MIN_AGE_SECONDS: '7200' },
        'production',
      ),
    ).toEqual({ config: { intervalMs: 0, minAgeMs: 7200_000 } });
  });

  it('refuses an age under an hour except in tests, naming the variable at start', () => {
    expect(() => loadConfig({ STORAGE_SWEEP_MIN_AGE_SECONDS: '60' }, '/tmp')).toThrow(
      /Invalid environment variable STORAGE_SWEEP_MIN_AGE_SECONDS: must be at least 3600/,
    );
    expect(() => loadConfig({ STORAGE_SWEEP_INTERVAL_MINUTES: 'hourly' }, '/tmp')).toThrow(
      /Invalid environment variable STORAGE_SWEEP_INTERVAL_MINUTES/,
    );
    expect(parseStorageSweepEnv({ STORAGE_SWEEP_MIN_AGE_SECONDS: '0' }, 'test')).toEqual({
      config: { intervalMs: 3600_000, minAgeMs: 0 },
    });
  });
});
