import { PURPLE_SATURDAY_DAY } from '@waha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { createDb, type Db } from '../connection.js';
import { migrateToLatest } from '../migrate.js';
import { seedDemoData } from './index.js';

let testDb: TestDatabase;
let db: Db;
// A day far from the dates written in the seed: whatever looks current must come from this day.
const RUN = new Date('2031-03-10T09:00:00Z');

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.database);
  await migrateToLatest(db, testDb.database.kind === 'postgres' ? testDb.database.schema : undefined);
  await seedDemoData(db, RUN);
});
afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

describe("the demo seed's dates", () => {
  it('dates evergreen news in the weeks before the day it runs, newest first as written', async () => {
    const posts = await db.selectFrom('posts').select(['id', 'date']).orderBy('id').execute();
    const byId = new Map(posts.map((p) => [p.id, p.date]));
    expect(byId.get(1)).toBe('2031-03-01');
    expect(byId.get(2)).toBe('2031-02-14');
    expect(byId.get(4)).toBe('2031-01-17');
    expect(byId.get(5)).toBe('2030-12-20');
    // A post about a dated event keeps the event's day (National Day 95 was 23 September 2025).
    expect(byId.get(3)).toBe('2025-09-23');
  });

  it('ends running campaigns after the day it runs, while Purple Saturday stays over', async () => {
    const banners = await db.selectFrom('banners').select(['id', 'valid_until']).orderBy('id').execute();
    expect(banners.map((b) => b.valid_until)).toEqual([null, '2031-06-08', PURPLE_SATURDAY_DAY]);
    const offers = await db.selectFrom('offers').select(['title_en', 'valid_until']).execute();
    const until = new Map(offers.map((o) => [o.title_en, o.valid_until]));
    expect(until.get('Reduced fee on your first app transfer')).toBe('2031-06-08');
    expect(until.get('Festival season offers to Kerala and Tamil Nadu')).toBe('2031-05-09');
    expect(until.get('Purple Saturday: 100% off transfer fees')).toBe('2025-07-26');
  });

  it("keeps each page's own last-changed date, not the day it runs", async () => {
    const pages = await db.selectFrom('pages').select(['slug', 'updated_at']).execute();
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.updated_at.startsWith('2031')).toBe(false);
    expect(pages.find((p) => p.slug === 'isa')?.updated_at).toBe('2025-07-20T09:00:00.000Z');
  });
});
