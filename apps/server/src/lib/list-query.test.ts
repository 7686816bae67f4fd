import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/connection.js';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { AppError } from './app-error.js';
import { countCapped } from './count-capped.js';
import { encodeCursor } from './list-cursor.js';
import { listPage } from './list-query.js';

interface Probe {
  id: string;
  label: string | null;
  rank: number;
  kind: string;
}
type ProbeDb = { list_probe: Probe };

let store: TestDatabase;
let db: Kysely<ProbeDb>;
/** Ties and NULLs on purpose: 3 labels, a third of them NULL, ranks repeating. */
const ROWS: Probe[] = Array.from({ length: 41 }, (_, i) => ({
  id: `r${String((i * 17) % 41).padStart(2, '0')}`,
  label: i % 3 === 0 ? null : ['b', 'a', 'c'][i % 3]!,
  rank: i % 5,
  kind: i % 2 ? 'odd' : 'even',
}));
const SORTABLE = { label: 'label', rank: 'rank', id: 'id' };

beforeAll(async () => {
  store = await createTestDatabase();
  db = createDb(store.database) as unknown as Kysely<ProbeDb>;
  await db.schema
    .createTable('list_probe')
    .addColumn('id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('label', 'varchar(10)')
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.insertInto('list_probe').values(ROWS).execute();
});
afterAll(async () => {
  await db.destroy();
  await store.drop();
});

/** The order the lists promise: NULLs last ascending, first descending; ties by id the same way. */
function expected(rows: Probe[], sort: string): string[] {
  const desc = sort.startsWith('-');
  const key = sort.replace('-', '') as keyof Probe;
  const cmp = (a: Probe, b: Probe) => {
    const [x, y] = [a[key], b[key]];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return a.id < b.id ? -1 : 1;
  };
  const sorted = [...rows].sort(cmp);
  return (desc ? sorted.reverse() : sorted).map((r) => r.id);
}

async function walk(sort: string, pageSize: number, kind?: string): Promise<string[]> {
  const seen: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const query = kind ? db.selectFrom('list_probe').where('kind', '=', kind) : db.selectFrom('list_probe');
    const page = await listPage<ProbeDb, 'list_probe', Probe>(
      query,
      { pageSize, sort, after },
      SORTABLE,
      'id',
      'id',
    );
    seen.push(...page.rows.map((r) => r.id));
    expect(page.rows.length).toBeLessThanOrEqual(pageSize);
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error('the pages never ended');
}

describe('listPage by key', () => {
  it('pages through every row once, in order, for each sort and direction, NULLs included', async () => {
    for (const sort of ['label', '-label', 'rank', '-rank', 'id', '-id'])
      for (const size of [1, 4, 7, 50])
        expect(await walk(sort, size), `${sort} by ${size}`).toEqual(expected(ROWS, sort));
  });

  it('keeps the filter across pages', async () => {
    const odd = ROWS.filter((r) => r.kind === 'odd');
    expect(await walk('-label', 3, 'odd')).toEqual(expected(odd, '-label'));
  });

  it('says the last page with a null next, and counts only when asked, up to the cap', async () => {
    const all = await listPage(
      db.selectFrom('list_probe'),
      { pageSize: 41, count: true },
      SORTABLE,
      'id',
      'id',
    );
    expect(all).toMatchObject({ total: 41, totalCapped: false, next: null });
    const first = await listPage(db.selectFrom('list_probe'), { pageSize: 40 }, SORTABLE, 'id', 'id');
    expect(first.total).toBeNull();
    expect(first.next).not.toBeNull();
    expect(await countCapped(db.selectFrom('list_probe').where('kind', '=', 'odd'), 100)).toBe(20);
    expect(await countCapped(db.selectFrom('list_probe').orderBy('id'), 10)).toBe(11);
  });

  it('refuses a cursor of another sort and a forged value with a 400 on after', async () => {
    const page = await listPage(
      db.selectFrom('list_probe'),
      { pageSize: 5, sort: 'rank' },
      SORTABLE,
      'id',
      'id',
    );
    const forged = encodeCursor({ sort: 'rank', value: 'not a number', id: 'r01' });
    for (const [sort, after] of [
      ['-rank', page.next!],
      ['rank', forged],
    ] as const) {
      const refused = await listPage(
        db.selectFrom('list_probe'),
        { pageSize: 5, sort, after },
        SORTABLE,
        'id',
        'id',
      )
        .then(() => null)
        .catch((error: unknown) => error);
      // SQLite compares text with an integer column without complaint (an empty page, no error).
      if (sort === 'rank' && store.database.kind === 'sqlite') {
        expect(refused).toBeNull();
        continue;
      }
      expect(refused, `${sort}`).toBeInstanceOf(AppError);
      expect((refused as AppError).fieldErrors).toEqual({ after: ['validation.invalid'] });
    }
  });
});
