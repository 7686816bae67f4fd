import type { StorageConfig } from '../config/storage.js';
import { errorChain } from '../lib/dependency-errors.js';
import { StartupError } from '../lib/startup-error.js';
import { S3RequestError } from '../lib/storage-failure.js';
import { withTimeout } from '../lib/with-timeout.js';
import type { Storage } from './storage.js';

/** The start waits this long for the storage's probe (the S3 backend's own request timeout). */
const STARTUP_CHECK_MS = 10_000;

/** A code along the error (ENOTDIR, ECONNREFUSED), or its type: never its message (paths, hosts). */
function codeOf(error: unknown): string {
  for (const part of errorChain(error)) {
    if (typeof part.code === 'string' && /^[A-Z][A-Z_]{1,30}$/.test(part.code)) return part.code;
  }
  return error instanceof Error && error.name !== 'Error' && error.name !== 'TypeError'
    ? error.name
    : 'no answer';
}

const S3_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not found',
  TimeoutError: 'no answer in time',
};

/** The one line for an S3 bucket that could not be used: the variable to fix depends on the answer. */
function s3Refusal(error: unknown): StartupError {
  // storage-s3.ts check(): "S3 bucket check failed with <status>" when the service answered.
  const status = /failed with (\d{3})/.exec(error instanceof Error ? error.message : '')?.[1];
  if (status === '404')
    return new StartupError(
      'S3_BUCKET: the upload bucket does not exist at start-up (404); create it or correct S3_BUCKET',
    );
  if (status === '403' || status === '401')
    return new StartupError(
      `S3_ACCESS_KEY_ID: the upload storage refused these credentials at start-up (${status}); check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
    );
  const code = (error instanceof S3RequestError && error.code) || codeOf(error);
  const reason = status ? `answered ${status}` : (S3_REASONS[code] ?? code);
  const timedOut = error instanceof Error && /^timed out/.test(error.message);
  return new StartupError(
    `S3_ENDPOINT: the upload storage did not answer at start-up (${timedOut ? 'no answer in time' : reason}); check the address and that the service runs`,
  );
}

/**
 * Asks the upload storage once before the server listens (the readiness probe's check): a folder
 * that cannot be written or a bucket that does not answer stops the start with one line naming
 * the variable (ADR 2701). Once running, a storage outage is readiness's and the requests' to tell.
 */
export async function checkStorageAtStart(storage: Storage, config: StorageConfig): Promise<void> {
  try {
    await withTimeout(storage.check(), STARTUP_CHECK_MS);
  } catch (error) {
    if (config.kind === 's3') throw s3Refusal(error);
    throw new StartupError(
      `STORAGE_DIR: the upload folder cannot be used at start-up (${codeOf(error)}); check the path (default: under DATA_DIR) and that the server may write there`,
    );
  }
}
