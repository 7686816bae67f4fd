import { AppError } from './app-error.js';
import { dependencyFailure } from './dependency-errors.js';
import { isDataException } from './list-cursor.js';

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
  if (dependencyFailure(error)) return 503;
  if (isDataException(error)) return 404;
  return 500;
}
