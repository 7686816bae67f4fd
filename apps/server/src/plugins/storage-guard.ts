import {
  StorageFailure,
  storageFailureReason,
  type StorageFailureReason,
  type StorageOperation,
} from '../lib/storage-failure.js';
import type { Storage } from './storage.js';

/**
 * How long a failed write keeps readiness failing when no write succeeds after it. A window, not
 * "until a write succeeds": an instance that readiness takes out of rotation gets no uploads, so
 * no write could ever clear it; after the window it is back and the next upload tells again.
 */
export const WRITE_FAILURE_WINDOW_MS = 30_000;

/**
 * What this instance's recent writes say about the storage. A success clears a failure only when
 * it started after the failure was seen: of a request's files written side by side, a small one
 * that still fitted must not hide the large one that did not.
 */
export interface WriteHealth {
  /** Called as a write starts; its ticket orders it against failures. */
  begin(): number;
  succeeded(ticket: number): void;
  failed(reason: StorageFailureReason): void;
  /** The reason of a failure within the window that no later write has cleared, else null. */
  failing(): StorageFailureReason | null;
}

export function writeHealth(windowMs = WRITE_FAILURE_WINDOW_MS, now: () => number = Date.now): WriteHealth {
  let started = 0;
  let failure: { after: number; at: number; reason: StorageFailureReason } | null = null;
  return {
    begin: () => ++started,
    succeeded(ticket) {
      if (failure && ticket > failure.after) failure = null;
    },
    failed(reason) {
      failure = { after: started, at: now(), reason };
    },
    failing: () => (failure && now() - failure.at < windowMs ? failure.reason : null),
  };
}

export interface GuardHooks {
  health: WriteHealth;
  /** Counts one failed read or write (waha_storage_{write,read}_failures_total). */
  count(operation: StorageOperation, reason: StorageFailureReason): void;
}

/**
 * The storage every route uses: the backend's failures (a full disk, S3 down or refusing) become a
 * StorageFailure (507 or 503 envelope) and are counted; other errors (an invalid key: a bug) pass
 * unchanged. `check` (readiness) also fails while recent writes fail, so readiness reports a full
 * disk or a refusing bucket that still answers its cheap probe. Listing and deleting stay as they
 * are: the sweep and the undo of a failed upload handle their own errors.
 */
export function guardStorage(inner: Storage, { health, count }: GuardHooks): Storage {
  const failure = (operation: StorageOperation, error: unknown) => {
    const reason = storageFailureReason(error);
    if (!reason) return error;
    count(operation, reason);
    if (operation === 'write') health.failed(reason);
    return new StorageFailure(reason, operation, error);
  };
  return {
    async put(key, bytes, contentType) {
      const ticket = health.begin();
      try {
        await inner.put(key, bytes, contentType);
      } catch (error) {
        throw failure('write', error);
      }
      health.succeeded(ticket);
    },
    async get(key) {
      try {
        return await inner.get(key);
      } catch (error) {
        throw failure('read', error);
      }
    },
    delete: (key) => inner.delete(key),
    async check() {
      const failing = health.failing();
      if (failing) throw new Error(`recent upload writes failed (${failing})`);
      await inner.check();
    },
    list: (options) => inner.list(options),
  };
}
