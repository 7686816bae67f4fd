// The query plans behind each list page: a page must walk an index in the list's order, never
// sort every matching row (SQLite "USE TEMP B-TREE", PostgreSQL "Sort") nor read the whole table
// (SQLite "SCAN <table>" without an index, PostgreSQL "Seq Scan"). Timings on a shared machine
// wander; plans do not. Part of `npm run bench:lists` (ADR 2202).
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../apps/server/src/db/connection.js';
import type { CursorPosition } from '../apps/server/src/lib/list-cursor.js';
import {
  listOrder,
  unvaluedQuery,
  valuedQuery,
  type ListOrder,
  type Loose,
} from '../apps/server/src/lib/list-query.js';
import type { ListCase } from './bench-lists-cases.js';

export interface PlanResult {
  name: string;
  bad: string[];
}

function filtered(db: Db, list: ListCase, filter: Record<string, string>): Loose {
  let query = (db as unknown as { selectFrom: (t: string) => Loose }).selectFrom(list.table);
  for (const [column, value] of Object.entries(list.base ?? {})) {
    if (typeof value === 'string') query = query.where(column, '=', value);
    else if ('notIn' in value) query = query.where(column, 'not in', value.notIn);
    else query = query.where(column, '!=', value.not);
  }
  for (const [column, value] of Object.entries(filter)) query = query.where(column, '=', value);
  return query;
}

async function explain(db: Db, compiled: CompiledQuery, postgres: boolean): Promise<string[]> {
  const prefix = postgres ? 'explain ' : 'explain query plan ';
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  return result.rows.map((row) => (postgres ? row['QUERY PLAN']! : row.detail!));
}

const badLine = (line: string, postgres: boolean) =>
  postgres
    ? /Seq Scan|(^|\s)Sort\b|Incremental Sort/.test(line)
    : /USE TEMP B-TREE/.test(line) || /^SCAN \w+$/.test(line.trim());

/** The columns that cannot hold NULL: their NULL run is false before a row is read (measured). */
async function notNull(db: Db, table: string, postgres: boolean): Promise<Set<string>> {
  const rows = postgres
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_name = ${table} and table_schema = current_schema() and is_nullable = 'NO'`.execute(db)
    : await sql<{
        name: string;
      }>`select name from pragma_table_info(${table}) where "notnull" = 1 or pk = 1`.execute(db);
  return new Set(rows.rows.map((row) => row.name));
}

/** A real position half-way down the list: the planner's estimates for a page from there. */
async function middle(db: Db, list: ListCase, order: ListOrder): Promise<CursorPosition> {
  const [{ n }] = (await sql<{ n: number }>`select count(*) as n from ${sql.table(list.table)}`.execute(db))
    .rows as [{ n: number }];
  const row = await sql<{ v: string | number | null; i: string }>`
    select ${sql.ref(order.column)} as v, ${sql.ref(list.tie)} as i from ${sql.table(list.table)}
    where ${sql.ref(order.column)} is not null
    order by ${sql.ref(order.column)}, ${sql.ref(list.tie)} limit 1 offset ${Math.floor(Number(n) / 2)}`.execute(
    db,
  );
  const found = row.rows[0] ?? { v: null, i: '' };
  return { sort: order.sort, value: found.v, id: found.i };
}

/** Each sort either way on the whole list, and the default sort under each common filter. */
export async function checkPlans(
  db: Db,
  lists: readonly ListCase[],
  postgres: boolean,
): Promise<PlanResult[]> {
  const results: PlanResult[] = [];
  for (const list of lists) {
    const required = await notNull(db, list.table, postgres);
    const cases: [string, Record<string, string>][] = [];
    for (const field of Object.keys(list.columns))
      for (const sort of [field, `-${field}`]) cases.push([sort, {}]);
    for (const filter of list.planFilters) cases.push([list.defaultSort, filter]);
    for (const [sort, filter] of cases) {
      const order = listOrder(list.columns, sort, list.defaultSort, list.tie);
      const from = await middle(db, list, order);
      const lines: string[] = [];
      for (const query of [
        valuedQuery(filtered(db, list, filter), order, undefined, 51),
        valuedQuery(filtered(db, list, filter), order, from, 51),
        // The NULL run of a NOT NULL column: SQLite shows a sort of the rows it will never read.
        ...(required.has(order.column)
          ? []
          : [unvaluedQuery(filtered(db, list, filter), order, undefined, 51)]),
      ])
        lines.push(...(await explain(db, query.compile(), postgres)));
      const where = Object.keys(filter).length ? ` where ${JSON.stringify(filter)}` : '';
      results.push({
        name: `${list.name}: sort ${sort}${where}`,
        bad: lines.filter((l) => badLine(l, postgres)),
      });
    }
  }
  return results;
}
