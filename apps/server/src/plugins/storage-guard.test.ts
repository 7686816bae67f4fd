import { describe, expect, it } from 'vitest';
import { S3RequestError, StorageFailure, storageFailureReason } from '../lib/storage-failure.js';
import { guardStorage, writeHealth, WRITE_FAILURE_WINDOW_MS } from './storage-guard.js';
import type { Storage } from './storage.js';

const errno = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

describe('storage failure reasons', () => {
  it('tells a full disk or quota from a refusing or silent store, and leaves bugs alone', () => {
    expect(storageFailureReason(errno('ENOSPC'))).toBe('full');
    expect(storageFailureReason(errno('EDQUOT'))).toBe('full');
    for (const code of ['EROFS', 'EACCES', 'EIO', 'ESTALE'])
      expect(storageFailureReason(errno(code))).toBe('unavailable');
    expect(storageFailureReason(new S3RequestError('S3 put x failed with 507', 507))).toBe('full');
    expect(storageFailureReason(new S3RequestError('S3 put x failed with 403', 403))).toBe('unavailable');
    expect(storageFailureReason(new S3RequestError('S3 PUT x: no answer (ECONNREFUSED)', null))).toBe(
      'unavailable',
    );
    expect(storageFailureReason(new Error('invalid storage key ../x'))).toBeNull();
    expect(storageFailureReason(errno('ENOENT'))).toBeNull();
  });

  it('answers 507 storage_full only for a write; a read of a failing store is 503', () => {
    expect(new StorageFailure('full', 'write', null)).toMatchObject({
      statusCode: 507,
      code: 'storage_full',
    });
    expect(new StorageFailure('full', 'read', null)).toMatchObject({
      statusCode: 503,
      code: 'storage_unavailable',
    });
    expect(new StorageFailure('unavailable', 'write', null)).toMatchObject({ statusCode: 503 });
  });
});

describe('write health', () => {
  it('fails from a failed write until a write started after it succeeds', () => {
    const health = writeHealth();
    const early = health.begin();
    health.failed('full');
    // Started before the failure was seen (a smaller file of the same request): clears nothing.
    health.succeeded(early);
    expect(health.failing()).toBe('full');
    health.succeeded(health.begin());
    expect(health.failing()).toBeNull();
  });

  it('forgets a failure after its window, so an instance out of rotation comes back to try', () => {
    let now = 1_000_000;
    const health = writeHealth(WRITE_FAILURE_WINDOW_MS, () => now);
    health.failed('unavailable');
    now += WRITE_FAILURE_WINDOW_MS - 1;
    expect(health.failing()).toBe('unavailable');
    now += 1;
    expect(health.failing()).toBeNull();
  });
});

describe('guarded storage', () => {
  /** A backend whose writes fail with `error` while `failing` is set; reads and checks always work. */
  function backend(error: Error) {
    const state = { failing: true };
    const inner: Storage = {
      put: async () => {
        if (state.failing) throw error;
      },
      get: async () => null,
      delete: async () => undefined,
      check: async () => undefined,
      list: async function* () {},
    };
    return { inner, state };
  }

  it('turns a backend failure into a counted StorageFailure and fails check until a write succeeds', async () => {
    const counted: string[] = [];
    const { inner, state } = backend(errno('ENOSPC'));
    const storage = guardStorage(inner, {
      health: writeHealth(),
      count: (operation, reason) => counted.push(`${operation}:${reason}`),
    });
    await expect(storage.check()).resolves.toBeUndefined();
    const failure = await storage
      .put('a1.png', Buffer.from('x'), 'image/png')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageFailure);
    expect(failure).toMatchObject({ statusCode: 507, reason: 'full', cause: { code: 'ENOSPC' } });
    expect(counted).toEqual(['write:full']);
    await expect(storage.check()).rejects.toThrow(/recent upload writes failed \(full\)/);
    state.failing = false;
    await storage.put('a2.png', Buffer.from('x'), 'image/png');
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('passes a bug through unchanged, uncounted, without failing readiness', async () => {
    const counted: string[] = [];
    const bug = new Error('invalid storage key ../x');
    const storage = guardStorage(backend(bug).inner, {
      health: writeHealth(),
      count: (o) => counted.push(o),
    });
    await expect(storage.put('a1.png', Buffer.from('x'), 'image/png')).rejects.toBe(bug);
    expect(counted).toEqual([]);
    await expect(storage.check()).resolves.toBeUndefined();
  });
});
