import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/connection.js';
import { databaseFailureKind, dependencyFailure, errorKind, markDatabaseError } from './dependency-errors.js';
import { databaseStartupError, redisStartupError } from './startup-error.js';

const dir = mkdtempSync(path.join(tmpdir(), 'waha-deps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function systemError(code: string, message = `connect ${code} 10.1.2.3:5432`) {
  return Object.assign(new Error(message), { code, address: '10.1.2.3', port: 5432 });
}

function pgError(code: string, message = 'server says no') {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

const marked = <E extends Error>(error: E) => {
  markDatabaseError(error);
  return error;
};

/** A closed port on this machine: connecting is refused at once. */
const CLOSED = 'postgres://someone:secret@127.0.0.1:1/nothing';

describe('dependencyFailure: which errors are the database being unreachable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'])(
    'counts %s from the database driver',
    (code) => {
      expect(dependencyFailure(marked(systemError(code)))).toBe('database');
      expect(errorKind(marked(systemError(code)))).toBe(code);
    },
  );

  it.each([
    ['Connection terminated unexpectedly', 'connection_terminated'],
    ['timeout exceeded when trying to connect', 'connect_timeout'],
    ['Connection terminated due to connection timeout', 'connect_timeout'],
    ['Client has encountered a connection error and is not queryable', 'connection_lost'],
  ])('counts pg\'s "%s" from the driver', (message, kind) => {
    expect(databaseFailureKind(marked(new Error(message)))).toBe(kind);
  });

  it('does not blame the database for the same codes from elsewhere (SMTP, an SMS provider)', () => {
    expect(dependencyFailure(systemError('ECONNREFUSED'))).toBeNull();
    expect(dependencyFailure(new Error('Connection terminated unexpectedly'))).toBeNull();
    expect(
      dependencyFailure(new TypeError('fetch failed', { cause: systemError('ECONNREFUSED') })),
    ).toBeNull();
  });

  it.each(['08006', '08001', '57P01', '57P02', '57P03', '53300'])(
    'counts SQLSTATE %s without a mark',
    (code) => {
      expect(dependencyFailure(pgError(code))).toBe('database');
    },
  );

  it.each(['23505', '22003', '42P01', '40001'])('leaves SQLSTATE %s to the bug path (500)', (code) => {
    expect(dependencyFailure(marked(pgError(code)))).toBeNull();
  });

  it.each(['SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_IOERR_WRITE', 'SQLITE_FULL'])(
    'counts SQLite %s',
    (code) => {
      expect(dependencyFailure(new SQLite.SqliteError('sqlite says no', code))).toBe('database');
    },
  );

  it.each(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_MISMATCH'])(
    'leaves SQLite %s to the bug path',
    (code) => {
      expect(dependencyFailure(marked(new SQLite.SqliteError('sqlite says no', code)))).toBeNull();
    },
  );

  it('looks through causes and an AggregateError (localhost tried on two addresses)', () => {
    const both = marked(new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]));
    expect(dependencyFailure(both)).toBe('database');
    const wrapped = new Error('could not load the page', { cause: marked(systemError('ECONNRESET')) });
    expect(dependencyFailure(wrapped)).toBe('database');
    expect(dependencyFailure(new Error('a bug', { cause: new Error('another') }))).toBeNull();
    expect(dependencyFailure('not an error')).toBeNull();
    expect(dependencyFailure(null)).toBeNull();
  });

  it('names an error by a safe kind, never its message', () => {
    const kind = errorKind(marked(systemError('ECONNREFUSED')));
    expect(kind).toBe('ECONNREFUSED');
    expect(errorKind(new Error('timed out after 2000 ms'))).toBe('timeout');
    expect(errorKind(new RangeError('at 10.1.2.3'))).toBe('RangeError');
  });
});

describe('the real drivers', () => {
  it('marks a refused PostgreSQL connection as the database being unreachable, fast', async () => {
    const db = createDb({ kind: 'postgres', url: CLOSED });
    try {
      const started = Date.now();
      const error: unknown = await db
        .selectFrom('branches')
        .selectAll()
        .execute()
        .catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(3500);
      expect(dependencyFailure(error)).toBe('database');
      // The same error met by another client (no mark): not the database's.
      expect(dependencyFailure(systemError('ECONNREFUSED'))).toBeNull();
    } finally {
      await db.destroy();
    }
  });

  it('marks errors inside a transaction too', async () => {
    const db = createDb({ kind: 'postgres', url: CLOSED });
    try {
      const error: unknown = await db
        .transaction()
        .execute(async (trx) => trx.selectFrom('branches').selectAll().execute())
        .catch((e: unknown) => e);
      expect(dependencyFailure(error)).toBe('database');
    } finally {
      await db.destroy();
    }
  });

  it('leaves a SQLite bug (no such table) to the 500 path', async () => {
    const db = createDb({ kind: 'sqlite', file: path.join(dir, 'bug.db') });
    try {
      const error: unknown = await db
        .selectFrom('branches')
        .selectAll()
        .execute()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SQLite.SqliteError);
      expect(dependencyFailure(error)).toBeNull();
    } finally {
      await db.destroy();
    }
  });
});

describe('start-up refusals: one line naming the variable, no address', () => {
  it('says DATABASE_URL for a refused, timed-out or refusing PostgreSQL', () => {
    const refused = databaseStartupError(systemError('ECONNREFUSED'), 'postgres')?.message;
    expect(refused).toBe(
      'DATABASE_URL: the database did not answer at start-up (connection refused); check the address and that PostgreSQL runs',
    );
    expect(databaseStartupError(new Error('timeout expired'), 'postgres')?.message).toMatch(
      /^DATABASE_URL: .*\(no answer in time\)/,
    );
    expect(
      databaseStartupError(pgError('28P01', 'password authentication failed for user "x"'), 'postgres')
        ?.message,
    ).toMatch(/^DATABASE_URL: the database refused the sign-in \(authentication failed\)/);
    expect(
      databaseStartupError(pgError('3D000', 'database "x" does not exist'), 'postgres')?.message,
    ).toMatch(/^DATABASE_URL: the database named does not exist/);
  });

  it('leaves other start errors (a failed migration) to their stack', () => {
    expect(databaseStartupError(pgError('42P01', 'relation does not exist'), 'postgres')).toBeNull();
    expect(databaseStartupError(new SQLite.SqliteError('bad', 'SQLITE_ERROR'), 'sqlite')).toBeNull();
    expect(databaseStartupError(new SQLite.SqliteError('no', 'SQLITE_CANTOPEN'), 'sqlite')?.message).toMatch(
      /^DATABASE_URL: the SQLite database file could not be opened at start-up \(SQLITE_CANTOPEN\)/,
    );
  });

  it('says REDIS_URL with the reason the client saw', () => {
    expect(redisStartupError(systemError('ECONNREFUSED', 'connect ECONNREFUSED 10.1.2.3:6379')).message).toBe(
      'REDIS_URL: Redis did not answer at start-up (connection refused); check the address and that Redis runs',
    );
    expect(redisStartupError(new Error('WRONGPASS invalid username-password pair')).message).toMatch(
      /^REDIS_URL: Redis refused the connection at start-up \(WRONGPASS\)/,
    );
  });
});
