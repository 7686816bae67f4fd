import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseConfig } from '../config/index.js';
import { createDedicatedDatabase } from '../test/dedicated-database.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';
import { holdServerLock, LockBusyError, takeRestoreLock } from './server-lock.js';

let database: DatabaseConfig;
let dropDedicated: () => Promise<void> = async () => undefined;
let t: TestApp;
beforeAll(async () => {
  // The server lock is per database: PostgreSQL needs one no other test file's server holds.
  const dedicated = TEST_ENGINE === 'postgres' ? await createDedicatedDatabase('lock') : null;
  if (dedicated) dropDedicated = dedicated.drop;
  t = await createTestApp(dedicated ? { database: { kind: 'postgres', url: dedicated.url } } : {});
  database = t.config.database;
});
afterAll(async () => {
  await t.close();
  await dropDedicated();
});

describe('server lock', () => {
  it('is shared by servers, refuses the restore while any holds it, and is free once they close', async () => {
    const second = await holdServerLock(database);
    await expect(takeRestoreLock(database)).rejects.toBeInstanceOf(LockBusyError);
    await second!.release();
    await expect(takeRestoreLock(database)).rejects.toBeInstanceOf(LockBusyError);
    await t.app.close();
    const restore = await takeRestoreLock(database);
    await restore.release();
  });

  it('stops a server from starting while a restore runs, with a one-line reason', async () => {
    const restore = await takeRestoreLock(database);
    try {
      await expect(buildApp(t.config)).rejects.toThrow(
        /^Refused to start: the database is being restored \(npm run db:restore holds .+\); start the server once the restore has finished\.$/,
      );
    } finally {
      await restore.release();
    }
  });

  it('is released when a start is refused after it was taken (a bad setting)', async () => {
    const refused = buildApp({
      ...t.config,
      env: 'production',
      sms: { ...t.config.sms, provider: 'console' },
    });
    await expect(refused).rejects.toThrow(/SMS_PROVIDER/);
    const restore = await takeRestoreLock(database);
    await restore.release();
  });
});
