import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/connection.js';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { Refusal, runBulk } from './bulk.js';

interface Item {
  id: string;
  status: string;
}
type ProbeDb = { bulk_item: Item; bulk_audit: { item_id: string; before: string } };

let store: TestDatabase;
let db: Kysely<ProbeDb>;

beforeAll(async () => {
  store = await createTestDatabase();
  db = createDb(store.database) as unknown as Kysely<ProbeDb>;
  await db.schema
    .createTable('bulk_item')
    .addColumn('id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bulk_audit')
    .addColumn('item_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('before', 'varchar(10)', (c) => c.notNull())
    .execute();
});
afterAll(async () => {
  await db.destroy();
  await store.drop();
});
beforeEach(async () => {
  await db.deleteFrom('bulk_audit').execute();
  await db.deleteFrom('bulk_item').execute();
  await db
    .insertInto('bulk_item')
    .values([
      { id: 'a', status: 'open' },
      { id: 'b', status: 'done' },
      { id: 'c', status: 'open' },
      { id: 'd', status: 'closed' },
    ])
    .execute();
});

const load = async (ids: string[]) => {
  const rows = await db.selectFrom('bulk_item').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
};
const close = async (trx: Transaction<ProbeDb>, item: Item) => {
  await trx.updateTable('bulk_item').set({ status: 'closed' }).where('id', '=', item.id).execute();
  return { item_id: item.id, before: item.status };
};
const audit = async (trx: Transaction<ProbeDb>, entry: { item_id: string; before: string }) => {
  await trx.insertInto('bulk_audit').values(entry).execute();
};
const statuses = async () =>
  Object.fromEntries(
    (await db.selectFrom('bulk_item').selectAll().execute()).map((row) => [row.id, row.status]),
  );

describe('runBulk, the one staff bulk action', () => {
  it('answers per id in the order asked and audits each change once, nothing else', async () => {
    const run = await runBulk(db, {
      ids: ['c', 'x', 'b', 'a', 'c', 'd'],
      load,
      act: async (trx, item) => {
        if (item.status === 'done') return new Refusal('invalid_transition');
        return item.status === 'closed' ? null : close(trx, item);
      },
      audit,
    });
    expect(run.result).toEqual({
      updated: ['c', 'a', 'd'],
      refused: [
        { reference: 'x', code: 'not_found' },
        { reference: 'b', code: 'invalid_transition' },
      ],
    });
    // `c` asked twice changes once; `d` already closed counts as updated with nothing to audit.
    expect(run.changed.map((item) => item.id)).toEqual(['c', 'a']);
    const entries = await db.selectFrom('bulk_audit').selectAll().orderBy('item_id').execute();
    expect(entries).toEqual([
      { item_id: 'a', before: 'open' },
      { item_id: 'c', before: 'open' },
    ]);
    expect(await statuses()).toEqual({ a: 'closed', b: 'done', c: 'closed', d: 'closed' });
  });

  it('runs every item in one transaction: a failure in the middle writes nothing at all', async () => {
    const failing = runBulk(db, {
      ids: ['a', 'b', 'c'],
      load,
      act: async (trx, item) => {
        if (item.id === 'b') throw new Error('the database went away');
        return close(trx, item);
      },
      audit,
    });
    await expect(failing).rejects.toThrow('the database went away');
    expect(await statuses()).toEqual({ a: 'open', b: 'done', c: 'open', d: 'closed' });
    expect(await db.selectFrom('bulk_audit').selectAll().execute()).toEqual([]);
  });

  it('rolls the change back with its audit entry when the audit cannot be written', async () => {
    const failing = runBulk(db, {
      ids: ['a', 'c'],
      load,
      act: close,
      audit: async (trx, entry) => {
        if (entry.item_id === 'c') throw new Error('audit log refused');
        await audit(trx, entry);
      },
    });
    await expect(failing).rejects.toThrow('audit log refused');
    expect(await statuses()).toMatchObject({ a: 'open', c: 'open' });
    expect(await db.selectFrom('bulk_audit').selectAll().execute()).toEqual([]);
  });
});
