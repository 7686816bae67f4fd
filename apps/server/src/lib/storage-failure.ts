import { AppError } from './app-error.js';

/** Why the upload storage failed: no room (disk full, quota), or it did not answer or refused. */
export type StorageFailureReason = 'full' | 'unavailable';
export type StorageOperation = 'write' | 'read';

/** How long a caller is asked to wait after `storage_unavailable` (Retry-After, seconds). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * An S3 request that failed: `status` is the HTTP status of the answer, null when none came (no
 * connection, a timeout). The message names the operation, the key and the S3 error code, never
 * the endpoint or the credentials (log policy).
 */
export class S3RequestError extends Error {
  override readonly name = 'S3RequestError';
  constructor(
    message: string,
    readonly status: number | null,
    /** When no answer came: the network error's code (ECONNREFUSED) or type (TimeoutError). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Out of room: the disk (ENOSPC) or the user's or project's quota (EDQUOT). */
const FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
/**
 * The folder is there but refuses (read-only, permissions) or its device or network share does not
 * answer: nothing the caller did, and possibly over in a while.
 */
const UNAVAILABLE_ERRNO = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'EIO',
  'ENOTCONN',
  'ESTALE',
  'ETIMEDOUT',
  'EHOSTDOWN',
  'EHOSTUNREACH',
]);

/**
 * Whether an error of a storage backend is the storage failing (and how), or something else (a
 * bug such as an invalid key, which stays a 500). MinIO answers a full drive with 507
 * (XMinioStorageFull); any other refusal or silence of an S3 server is `unavailable`.
 */
export function storageFailureReason(error: unknown): StorageFailureReason | null {
  if (error instanceof S3RequestError) return error.status === 507 ? 'full' : 'unavailable';
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string') return null;
  if (FULL_ERRNO.has(code)) return 'full';
  return UNAVAILABLE_ERRNO.has(code) ? 'unavailable' : null;
}

/**
 * A storage failure as the refusal the caller sees: 507 `storage_full` when a write found no room,
 * 503 `storage_unavailable` (with Retry-After, set by the storage plugin) otherwise. `cause` is
 * the backend's error, for the log only.
 */
export class StorageFailure extends AppError {
  constructor(
    readonly reason: StorageFailureReason,
    readonly operation: StorageOperation,
    override readonly cause: unknown,
  ) {
    const full = reason === 'full' && operation === 'write';
    super(full ? 507 : 503, full ? 'storage_full' : 'storage_unavailable');
    this.name = 'StorageFailure';
  }

  override logEntry() {
    const { operation, reason } = this;
    return { message: `storage ${operation} failed`, fields: { err: this.cause, operation, reason } };
  }
}
