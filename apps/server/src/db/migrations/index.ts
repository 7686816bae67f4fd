import type { Migration } from 'kysely';
import * as m0001 from './0001-rates.js';
import * as m0002 from './0002-rate-limits.js';

/**
 * Every migration, in order. Listed statically (not read from disk) so the compiled server and
 * the tests run exactly the same set. Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001-rates': m0001,
  '0002-rate-limits': m0002,
};
