import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { decodeCursor, encodeCursor, isDataException } from './list-cursor.js';

const refusedOnAfter = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).fieldErrors).toEqual({ after: ['validation.invalid'] });
    return;
  }
  throw new Error('the cursor was accepted');
};

describe('list cursors', () => {
  it('round-trips the sort value and the tie-breaker, NULL and numbers included', () => {
    for (const position of [
      { sort: '-targetAt', value: '2026-05-01T10:00:00.000Z', id: 'T4X9K2' },
      { sort: 'completedAt', value: null, id: 'abc' },
      { sort: 'sortOrder', value: 3, id: 17 },
      { sort: 'name', value: 'عبدالله "x", \u0000', id: 'id-1' },
    ]) {
      const cursor = encodeCursor(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor, position.sort)).toEqual(position);
    }
  });

  it('refuses a cursor made for another sort, the other direction included', () => {
    const cursor = encodeCursor({ sort: 'targetAt', value: 'x', id: 'a' });
    refusedOnAfter(() => decodeCursor(cursor, '-targetAt'));
    refusedOnAfter(() => decodeCursor(cursor, 'createdAt'));
  });

  it('refuses forged cursors of every shape without reaching the database', () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const forged of [
      'not base64!',
      '',
      Buffer.from('{not json').toString('base64url'),
      forge({ sort: 'name', value: 'a', id: 'b' }),
      forge(['name', 'a']),
      forge(['name', { $gt: '' }, 'b']),
      forge(['name', ['a'], 'b']),
      forge(['name', 'a', null]),
      forge(['name', 'a', true]),
      forge(['name', 'x'.repeat(501), 'b']),
      Buffer.from('["name",1e999,"b"]').toString('base64url'),
      'A'.repeat(2001),
    ])
      refusedOnAfter(() => decodeCursor(forged, 'name'));
  });

  it('tells a PostgreSQL data exception (a forged value for a typed column) from other errors', () => {
    expect(isDataException({ code: '22P02' })).toBe(true);
    expect(isDataException({ code: '22007' })).toBe(true);
    expect(isDataException({ code: '42P01' })).toBe(false);
    expect(isDataException(new Error('x'))).toBe(false);
    expect(isDataException(null)).toBe(false);
  });
});
