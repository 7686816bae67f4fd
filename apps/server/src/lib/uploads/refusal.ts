import type { ErrorCode } from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import type { UploadArea, UploadRefusal } from '../../plugins/metrics-registry.js';

export type { UploadArea, UploadRefusal };

/**
 * Counts a refused upload (waha_uploads_refused_total) and hands back the error to throw, so each
 * refusal point says why in one line: `throw uploadRefused(request, 'tickets', 'too_large', error)`.
 */
export function uploadRefused<E>(
  request: FastifyRequest,
  area: UploadArea,
  reason: UploadRefusal,
  error: E,
): E {
  request.server.metrics.uploadsRefused.inc({ area, reason });
  return error;
}

/** The envelope of each refusal reason when one file (or the body) is refused on its own. */
const STATUS: Record<UploadRefusal, { status: number; code: ErrorCode }> = {
  too_large: { status: 413, code: 'payload_too_large' },
  bad_type: { status: 415, code: 'unsupported_media_type' },
  unsafe: { status: 415, code: 'unsupported_media_type' },
  empty: { status: 400, code: 'validation_failed' },
  too_many: { status: 400, code: 'validation_failed' },
  malformed: { status: 400, code: 'bad_request' },
};

/** A counted refusal as an AppError: `refuse(request, 'content', 'empty', { file: [...] })`. */
export function refuse(
  request: FastifyRequest,
  area: UploadArea,
  reason: UploadRefusal,
  fieldErrors?: Record<string, string[]>,
): AppError {
  const { status, code } = STATUS[reason];
  return uploadRefused(request, area, reason, new AppError(status, code, fieldErrors));
}
