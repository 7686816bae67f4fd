import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { createDb, type Db } from './connection.js';
import { migrateDownTo, migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

let testDb: TestDatabase;
let db: Db;
let schema: string | undefined;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.database);
  schema = testDb.database.kind === 'postgres' ? testDb.database.schema : undefined;
  await migrateToLatest(db, schema);
});
afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

const evaluations = () => sql`select count(*) as n from interview_evaluations`.execute(db);

describe('rolling the schema back to an earlier release (npm run db:rollback)', () => {
  it('runs every later migration down, newest first, and up again on the next start', async () => {
    const names = Object.keys(migrations);
    const target = '1401-careers';
    const later = names.slice(names.indexOf(target) + 1);
    await expect(evaluations()).resolves.toBeDefined();
    expect(await migrateDownTo(db, target, schema)).toEqual([...later].reverse());
    // 1402 made the interview evaluations table; it is gone with its migration.
    await expect(evaluations()).rejects.toThrow();
    expect(await migrateDownTo(db, target, schema)).toEqual([]);
    expect(await migrateToLatest(db, schema)).toEqual(later);
    await expect(evaluations()).resolves.toBeDefined();
  });

  it('refuses a name that is not a migration, before anything runs', async () => {
    await expect(migrateDownTo(db, '0001-nope', schema)).rejects.toThrow(/unknown migration "0001-nope"/);
    await expect(migrateDownTo(db, 'toString', schema)).rejects.toThrow(RangeError);
    await expect(evaluations()).resolves.toBeDefined();
  });
});
