import { ErrorEnvelopeSchema } from '@waha/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * The 4xx part of a route's `response` schema: every refusal carries the one error envelope
 * (`{ code, message, fieldErrors? }`), so each route lists only which statuses it may answer.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<
    S,
    typeof ErrorEnvelopeSchema
  >;
}

/** What a staff desk route may answer: bad input, no session, no permission, no such record. */
export const STAFF_ERRORS = errorResponses(400, 401, 403, 404);
