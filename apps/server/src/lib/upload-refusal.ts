import type { FastifyRequest } from 'fastify';
import type { UploadArea, UploadRefusal } from '../plugins/metrics-registry.js';

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
