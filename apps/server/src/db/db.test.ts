import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { createDb, type Db } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { DEMO_BRANCHES } from './seed/branches.js';
import { DEMO_CURRENCIES } from './seed/currencies.js';
import { seedDemoData } from './seed/index.js';

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.database);
});
afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe('migrations and seed', () => {
  it('migrates once, then has nothing left to apply', async () => {
    const schema = testDb.database.kind === 'postgres' ? testDb.database.schema : undefined;
    expect(await migrateToLatest(db, schema)).toContain('0001-rates');
    expect(await migrateToLatest(db, schema)).toEqual([]);
  });

  it('seeds nine branches with rates for every demo currency, and is idempotent', async () => {
    const first = await seedDemoData(db, new Date('2026-01-01T08:00:00Z'));
    expect(first).toEqual({
      branches: 9,
      currencies: DEMO_CURRENCIES.length,
      rates: 9 * DEMO_CURRENCIES.length,
    });
    expect(DEMO_CURRENCIES.length).toBeGreaterThanOrEqual(15);
    const again = await seedDemoData(db, new Date('2026-02-01T08:00:00Z'));
    expect(again).toEqual({ branches: 0, currencies: 0, rates: 0 });

    const ids = (await db.selectFrom('branches').select('id').orderBy('id').execute()).map((b) => b.id);
    expect(ids).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const rate = await db
      .selectFrom('exchange_rates')
      .selectAll()
      .where('branch_id', '=', 11)
      .where('currency_code', '=', 'USD')
      .executeTakeFirstOrThrow();
    // Untouched by the second run, and exact decimal text on both engines.
    expect(rate).toEqual({
      branch_id: 11,
      currency_code: 'USD',
      rate_purchase: '3.7450',
      rate_sale: '3.7650',
      popr: '*',
      updated_at: '2026-01-01T08:00:00.000Z',
    });
  });

  it('names every branch in three languages', () => {
    for (const branch of DEMO_BRANCHES) {
      expect(branch.name_ar).toMatch(/[\u0600-\u06ff]/);
      expect(branch.name_ur).toMatch(/[\u0600-\u06ff]/);
      expect(branch.name_en).toMatch(/^[A-Za-z]/);
    }
  });
});
