import { AppError } from './app-error.js';

/** A sort column's value as the drivers hand it back (dates are ISO text, flags are 0/1). */
export type CursorValue = string | number | null;

/** Where a page ended: the last row's sort value and tie-breaker, and the sort they belong to. */
export interface CursorPosition {
  sort: string;
  value: CursorValue;
  id: string | number;
}

const MAX_TEXT = 500;
const invalid = () => new AppError(400, 'validation_failed', { after: ['validation.invalid'] });

/** base64url of `[sort, value, id]`: opaque to the client, readable by the server alone. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.value, position.id])).toString('base64url');
}

const isValue = (v: unknown): v is CursorValue =>
  v === null ||
  (typeof v === 'string' && v.length <= MAX_TEXT) ||
  (typeof v === 'number' && Number.isFinite(v));

/**
 * The position a cursor names, for this sort only: a cursor made for another sort (or another
 * list's shape, or forged) is a 400 on `after`, never a query with a value of the wrong kind.
 */
export function decodeCursor(cursor: string, sort: string): CursorPosition {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [madeFor, value, id] = parsed as unknown[];
  if (madeFor !== sort || !isValue(value) || id === null || !isValue(id)) throw invalid();
  return { sort, value, id };
}

/**
 * A value PostgreSQL could not read as its column's type (SQLSTATE class 22, "data exception",
 * e.g. text sent for an integer column): only a forged cursor can carry one, so it is the
 * client's 400 on `after` rather than a 500.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export const cursorRefused = invalid;
