import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { AppError } from './app-error.js';
import { markDatabaseError } from './dependency-errors.js';
import { pageErrorStatus } from './page-error-status.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('pageErrorStatus: the status of a page that failed', () => {
  it('is 500 for a bug', () => {
    expect(pageErrorStatus(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(500);
    expect(pageErrorStatus(withCode('SQLITE_ERROR', 'no such table: posts'))).toBe(500);
    expect(pageErrorStatus('a string')).toBe(500);
    expect(pageErrorStatus(null)).toBe(500);
  });

  it('is 503 when the database is out (dependency-errors.ts decides)', () => {
    const fromDriver = (error: Error) => (markDatabaseError(error), error);
    const sqlState = (code: string) =>
      Object.assign(new pg.DatabaseError('terminating', 0, 'error'), { code });
    expect(pageErrorStatus(fromDriver(withCode('ECONNREFUSED')))).toBe(503);
    expect(pageErrorStatus(sqlState('57P01'))).toBe(503);
    expect(pageErrorStatus(sqlState('08006'))).toBe(503);
    expect(pageErrorStatus(fromDriver(new Error('Connection terminated unexpectedly')))).toBe(503);
    expect(pageErrorStatus(withCode('SQLITE_BUSY'))).toBe(503);
    // The same code from something else (an SMS provider refusing) is a bug of ours to see: 500.
    expect(pageErrorStatus(withCode('ECONNREFUSED'))).toBe(500);
  });

  it('is 404 when the database could not read a value of the address for its column', () => {
    expect(pageErrorStatus(withCode('22003', 'value "2147483648" is out of range for type integer'))).toBe(
      404,
    );
    expect(pageErrorStatus(withCode('22P02', 'invalid input syntax for type integer'))).toBe(404);
  });

  it("keeps the status of the app's own refusals", () => {
    expect(pageErrorStatus(new AppError(404, 'not_found'))).toBe(404);
    expect(pageErrorStatus(new AppError(503, 'service_unavailable'))).toBe(503);
  });
});
