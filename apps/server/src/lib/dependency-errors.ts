import pg from 'pg';

/**
 * Which part the server depends on failed a request: that request answers 503 with Retry-After
 * (plugins/errors.ts), never 500, because the fault is the part's and retrying soon may work.
 * Redis and the upload storage join the union as their classifiers are written.
 */
export type Dependency = 'database';

/** Errors that came out of the database driver (db/connection.ts marks them as they pass). */
const fromDatabase = new WeakSet<object>();

/**
 * Marks an error as thrown by the database driver. A bare `ECONNREFUSED` says nothing of who
 * refused (Redis, SMTP and the SMS provider throw the same code), so network codes and pg's plain
 * messages count as a database failure only with this mark; SQLSTATEs and SQLite codes are the
 * driver's own and count without it.
 */
export function markDatabaseError(error: unknown): void {
  if (typeof error === 'object' && error !== null) fromDatabase.add(error);
}

/** A system error: the connection was refused, cut or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres says, in plain Error messages, when it has no connection to work with. */
const PG_CONNECTION_MESSAGES: [RegExp, string][] = [
  [/^Connection terminated unexpectedly/, 'connection_terminated'],
  [/^Connection terminated due to connection timeout/, 'connect_timeout'],
  [/^Connection terminated$/, 'connection_terminated'],
  [/^timeout exceeded when trying to connect/, 'connect_timeout'],
  [/^timeout expired$/, 'connect_timeout'],
  [/not queryable/, 'connection_lost'],
  [/^Postgres connection has been discarded/, 'connection_lost'],
];

/**
 * SQLSTATEs of an unreachable or unwilling server: class 08 (connection exception), 57P01-57P03
 * (an administrator or a crash ended the session, or the server is starting), 53300 (too many
 * connections).
 */
const isUnavailableSqlState = (code: string) =>
  /^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300';

/**
 * SQLite: locked past busy_timeout, the file cannot be opened, the disk failed or is full. A
 * constraint or a syntax error is a bug (500), not an outage.
 */
const isUnavailableSqlite = (code: string) =>
  code === 'SQLITE_BUSY' ||
  code === 'SQLITE_CANTOPEN' ||
  code === 'SQLITE_FULL' ||
  code.startsWith('SQLITE_IOERR');

export interface Coded {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error, its causes and (an AggregateError's, as for "localhost" on two addresses) its parts. */
export function* errorChain(error: unknown, depth = 0): Generator<Coded> {
  if (typeof error !== 'object' || error === null || depth > 4) return;
  const coded = error as Coded;
  yield coded;
  if (Array.isArray(coded.errors)) for (const part of coded.errors) yield* errorChain(part, depth + 1);
  if (coded.cause !== undefined) yield* errorChain(coded.cause, depth + 1);
}

/**
 * A short, safe name of what went wrong with the database, or null when it is not an outage. Safe
 * for logs: a code or a fixed word, never the message (pg's "connect ECONNREFUSED 10.0.0.5:5432"
 * names the host and port).
 */
export function databaseFailureKind(error: unknown): string | null {
  const parts = [...errorChain(error)];
  const marked = parts.some((part) => fromDatabase.has(part));
  for (const part of parts) {
    const code = typeof part.code === 'string' ? part.code : '';
    if (part instanceof pg.DatabaseError && isUnavailableSqlState(code)) return code;
    if (code.startsWith('SQLITE_')) return isUnavailableSqlite(code) ? code : null;
    if (!marked) continue;
    if (NETWORK_CODES.has(code)) return code;
    const message = typeof part.message === 'string' ? part.message : '';
    const known = PG_CONNECTION_MESSAGES.find(([pattern]) => pattern.test(message));
    if (known) return known[1];
  }
  return null;
}

/** Which dependency's outage failed this request, or null when it is some other error. */
export function dependencyFailure(error: unknown): Dependency | null {
  if (databaseFailureKind(error)) return 'database';
  return null;
}

/** A safe name of any error for a log line: its code (ECONNREFUSED, 57P01, SQLITE_BUSY) or its type. */
export function errorKind(error: unknown): string {
  const known = databaseFailureKind(error);
  if (known) return known;
  // lib/with-timeout.ts: a probe that did not answer in time.
  if (error instanceof Error && /^timed out after/.test(error.message)) return 'timeout';
  for (const part of errorChain(error))
    if (typeof part.code === 'string' && /^[\w.-]{1,40}$/.test(part.code)) return part.code;
  return error instanceof Error ? error.name : typeof error;
}

/** Seconds a client is asked to wait before retrying a request a dependency's outage failed. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;
