import { AppError } from './app-error.js';
import { isDataException } from './list-cursor.js';

/** Network failures of a connection to the database, Redis or storage (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's "connection exception" class (08), its shutdown and "cannot connect now" codes
 * (57P01-57P03) and "too many connections" (53300).
 */
const DATABASE_DOWN = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** pg's own messages for a lost or refused connection, which carry no code. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Connection refused/i;

/**
 * A dependency (database, Redis, storage) is out, as opposed to a bug.
 *
 * INTEGRATION (issue 37): this is the one place to call `dependencyFailure(error)` from
 * `./dependency-errors.js` (helper `db`); until it lands, this recognises the common outages itself.
 */
function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_DOWN.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  return isDependencyOutage(cause, depth + 1);
}

/**
 * The status of a page whose data or render failed (ADR 2704), the one decision for every page:
 * - a refusal the app made on purpose (AppError) keeps its status;
 * - a dependency outage is 503 (the error page says "try again in a few minutes");
 * - a value the database could not read for its column (PostgreSQL's data exception class 22,
 *   e.g. an id out of range for integer) means the address names nothing: 404, the not-found page;
 * - anything else is 500.
 */
export function pageErrorStatus(error: unknown): number {
  if (error instanceof AppError) return error.statusCode;
  if (isDependencyOutage(error)) return 503;
  if (isDataException(error)) return 404;
  return 500;
}
