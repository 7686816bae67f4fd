import { randomUUID } from 'node:crypto';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SWEEP_JOB, tryJobLock } from '../job-lock.js';

const trySweepLock = (database: TestApp['config']['database']) => tryJobLock(database, SWEEP_JOB);

const HOUR = 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storageSweep: { intervalMs: 0, minAgeMs: HOUR } }, { seed: false });
});
afterAll(async () => t.close());

async function oldOrphan() {
  const key = `${randomUUID()}.pdf`;
  await t.app.storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
  const at = new Date(Date.now() - 2 * HOUR);
  utimesSync(path.join(t.config.storageDir, key), at, at);
  return key;
}

describe('one sweep at a time', () => {
  it('a second holder is refused at once while the first holds the lock, and admitted after', async () => {
    const first = await trySweepLock(t.config.database);
    expect(first).not.toBeNull();
    expect(await trySweepLock(t.config.database)).toBeNull();
    await first!.release();
    const again = await trySweepLock(t.config.database);
    expect(again).not.toBeNull();
    await again!.release();
  });

  it('skips the round (deleting nothing) while another process sweeps, then sweeps', async () => {
    const key = await oldOrphan();
    const other = await trySweepLock(t.config.database);
    try {
      expect(await t.app.storageSweep.run()).toBe('busy');
      expect(await t.app.storage.get(key)).not.toBeNull();
    } finally {
      await other!.release();
    }
    expect(await t.app.storageSweep.run()).toMatchObject({ deleted: 1 });
    expect(await t.app.storage.get(key)).toBeNull();
  });

  it('two rounds asked at once on one instance are one round', async () => {
    await oldOrphan();
    const [a, b] = await Promise.all([t.app.storageSweep.run(), t.app.storageSweep.run()]);
    expect(a).toMatchObject({ deleted: 1 });
    expect(b).toBe(a);
  });
});
