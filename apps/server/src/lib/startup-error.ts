import { errorChain } from './dependency-errors.js';

/**
 * A part the server needs (the database, Redis, the upload storage) could not be used at start:
 * server.ts prints the message, one line naming the variable and the part, and exits 1. The
 * message never carries the address, user or password (they are in the variable it names).
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Why a connection failed, in words, from the codes along the error (never its message). */
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection closed',
  EPIPE: 'connection closed',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not found',
};

/** pg's plain messages of a connection that did not come up or did not last. */
const PG_MESSAGES: [RegExp, string][] = [
  [/timeout/i, 'no answer in time'],
  [/^Connection terminated/, 'connection closed'],
];

function codes(error: unknown): { code: string; message: string }[] {
  return [...errorChain(error)].map((part) => ({
    code: typeof part.code === 'string' ? part.code : '',
    message: typeof part.message === 'string' ? part.message : '',
  }));
}

function networkReason(error: unknown): string | null {
  for (const { code, message } of codes(error)) {
    if (NETWORK_REASONS[code]) return NETWORK_REASONS[code];
    const known = PG_MESSAGES.find(([pattern]) => pattern.test(message));
    if (known) return known[1];
  }
  return null;
}

/** The PostgreSQL refusals worth a sentence of their own at start (SQLSTATE: the fix). */
const POSTGRES_REFUSALS: Record<string, string> = {
  '28P01': 'the database refused the sign-in (authentication failed); check the user and password',
  '28000': 'the database refused the sign-in (not authorized); check the user and pg_hba.conf',
  '3D000': 'the database named does not exist; create it or correct the name',
  '53300':
    'the database refused the connection (too many connections); raise max_connections or lower other clients',
  '57P03': 'the database is still starting up; start the server again once it accepts connections',
};

/**
 * The one line for a database that could not be used at start, or null when the error is not about
 * reaching it (a failed migration stays a bug with its stack).
 */
export function databaseStartupError(error: unknown, engine: 'sqlite' | 'postgres'): StartupError | null {
  const parts = codes(error);
  if (engine === 'sqlite') {
    const code = parts.find(({ code }) =>
      /^(SQLITE_(CANTOPEN|READONLY|IOERR|FULL|BUSY|PERM|NOTADB)|E[A-Z]+$)/.test(code),
    )?.code;
    return code
      ? new StartupError(
          `DATABASE_URL: the SQLite database file could not be opened at start-up (${code}); check the path (default: under DATA_DIR) and that its folder is writable`,
        )
      : null;
  }
  const refusal = parts.map(({ code }) => POSTGRES_REFUSALS[code]).find(Boolean);
  if (refusal) return new StartupError(`DATABASE_URL: ${refusal}`);
  const reason = networkReason(error);
  return reason
    ? new StartupError(
        `DATABASE_URL: the database did not answer at start-up (${reason}); check the address and that PostgreSQL runs`,
      )
    : null;
}

/** The one line for a Redis that could not be reached at start (`lastError`: what the client saw). */
export function redisStartupError(lastError: unknown): StartupError {
  const reason = networkReason(lastError);
  if (reason)
    return new StartupError(
      `REDIS_URL: Redis did not answer at start-up (${reason}); check the address and that Redis runs`,
    );
  const code = codes(lastError).find(({ code }) => /^[A-Z_]{2,30}$/.test(code))?.code;
  const word = /WRONGPASS|NOAUTH|NOPERM/.exec(lastError instanceof Error ? lastError.message : '')?.[0];
  return new StartupError(
    `REDIS_URL: Redis refused the connection at start-up (${word ?? code ?? 'no connection'}); check the address, user and password`,
  );
}
