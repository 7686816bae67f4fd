import { LIST_COUNT_CAP } from '@waha/shared';
import type { SelectQueryBuilder } from 'kysely';
import { AppError } from './app-error.js';
import { countCapped } from './count-capped.js';
import {
  cursorRefused,
  decodeCursor,
  encodeCursor,
  isDataException,
  type CursorPosition,
} from './list-cursor.js';

/** The filtered query with its tables' types erased: column names come from the list's own map. */
export type Loose = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, object>;
type Row = Record<string, unknown>;

/** A list's order: one column and the tie-breaker, both in the same direction (ADR 2202). */
export interface ListOrder {
  sort: string;
  column: string;
  desc: boolean;
  tieBreaker: string;
}

/**
 * The order a `sort` asks for: a sortable field of the list, `-field` for descending; anything
 * else is a 400 on `sort`.
 */
export function listOrder(
  sortable: Record<string, string>,
  sort: string | undefined,
  defaultSort: string,
  tieBreaker: string,
): ListOrder {
  const chosen = sort ?? defaultSort;
  const field = chosen.replace(/^-/, '');
  // Own keys only: `constructor` or `toString` must not reach the query as a column.
  const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!column) throw new AppError(400, 'validation_failed', { sort: ['validation.invalid'] });
  return { sort: chosen, column, desc: chosen.startsWith('-'), tieBreaker };
}

/** Rows whose sort value is not NULL, after `from` (exclusive) in the list's order. */
export function valuedQuery(query: Loose, order: ListOrder, from: CursorPosition | undefined, limit: number) {
  const { column, tieBreaker, desc } = order;
  const dir = desc ? 'desc' : 'asc';
  let rows = query.selectAll().where(column, 'is not', null);
  if (from && column === tieBreaker) rows = rows.where(column, desc ? '<' : '>', from.value);
  else if (from) {
    // `(col, id) > (v, i)`: a row value both engines read as one index range, so a page deep
    // inside a long run of ties (50,000 entries by one actor) starts where it ends, not at the run's start.
    const after = from;
    rows = rows.where((eb) =>
      eb(eb.refTuple(column, tieBreaker), desc ? '<' : '>', eb.tuple(after.value, after.id)),
    );
  }
  // Sorted by the tie-breaker itself (a reference): one term, or SQLite sorts the repeat of it.
  const ordered = rows.orderBy(column, dir);
  return (column === tieBreaker ? ordered : ordered.orderBy(tieBreaker, dir)).limit(limit);
}
const valued = (...args: Parameters<typeof valuedQuery>) => valuedQuery(...args).execute();

/** Rows whose sort value is NULL, after `from` by tie-breaker alone. */
export function unvaluedQuery(
  query: Loose,
  order: ListOrder,
  from: CursorPosition | undefined,
  limit: number,
) {
  let rows = query.selectAll().where(order.column, 'is', null);
  if (from) rows = rows.where(order.tieBreaker, order.desc ? '<' : '>', from.id);
  return rows.orderBy(order.tieBreaker, order.desc ? 'desc' : 'asc').limit(limit);
}
const unvalued = (...args: Parameters<typeof unvaluedQuery>) =>
  args[1].column === args[1].tieBreaker ? Promise.resolve([]) : unvaluedQuery(...args).execute();

/**
 * Up to `limit` rows after `from` in the list's order. NULL sort values come last ascending and
 * first descending on both engines (PostgreSQL's default; SQLite's is the opposite), read as a
 * separate run so each part walks a (column, tie-breaker) index and no row is skipped or repeated.
 */
export async function keysetRows(
  query: Loose,
  order: ListOrder,
  from: CursorPosition | undefined,
  limit: number,
): Promise<Row[]> {
  const inNulls = from !== undefined && from.value === null;
  const parts = order.desc
    ? [
        (n: number) => (from && !inNulls ? Promise.resolve([]) : unvalued(query, order, from, n)),
        (n: number) => valued(query, order, inNulls ? undefined : from, n),
      ]
    : [
        (n: number) => (inNulls ? Promise.resolve([]) : valued(query, order, from, n)),
        (n: number) => unvalued(query, order, inNulls ? from : undefined, n),
      ];
  const rows: Row[] = [];
  try {
    for (const part of parts) {
      if (rows.length < limit) rows.push(...(await part(limit - rows.length)));
    }
  } catch (error) {
    if (from && isDataException(error)) throw cursorRefused();
    throw error;
  }
  return rows;
}

/** The cursor that continues after `row` in this order. */
export function cursorAfter(row: Row, order: ListOrder): string {
  const value = row[order.column];
  return encodeCursor({
    sort: order.sort,
    value: value === null || value === undefined ? null : (value as string | number),
    id: row[order.tieBreaker] as string | number,
  });
}

/**
 * One page of a staff list, sorted on the server and paged by key (ADR 2202): `after` is the
 * cursor the previous page answered as `next` (null on the last page). The count of matching
 * rows is taken only when asked (`count`), and only up to LIST_COUNT_CAP: `total` is null when
 * not asked, `totalCapped` says there are more than `total`. Answers `{ rows, total, totalCapped, next }`.
 */
export async function listPage<DB, TB extends keyof DB, R>(
  query: SelectQueryBuilder<DB, TB, object>,
  params: {
    pageSize: number;
    sort?: string | undefined;
    after?: string | undefined;
    count?: boolean | undefined;
  },
  sortable: Record<string, string>,
  defaultSort: string,
  tieBreaker: string,
): Promise<{ rows: R[]; total: number | null; totalCapped: boolean; next: string | null }> {
  const order = listOrder(sortable, params.sort, defaultSort, tieBreaker);
  const from = params.after === undefined ? undefined : decodeCursor(params.after, order.sort);
  const loose = query as unknown as Loose;
  // One row more than the page says whether there is a next page without counting.
  const rows = await keysetRows(loose, order, from, params.pageSize + 1);
  const more = rows.length > params.pageSize;
  const page = more ? rows.slice(0, params.pageSize) : rows;
  const counted = params.count ? await countCapped(loose, LIST_COUNT_CAP) : null;
  return {
    rows: page as R[],
    total: counted === null ? null : Math.min(counted, LIST_COUNT_CAP),
    totalCapped: counted !== null && counted > LIST_COUNT_CAP,
    next: more ? cursorAfter(page[page.length - 1]!, order) : null,
  };
}

/**
 * Every row of the query in the list's order, `batchSize` at a time and at most `max`, each batch
 * one keyset page: what a CSV export streams (lib/csv.ts `sendCsv`).
 */
export async function* keysetBatches<DB, TB extends keyof DB, R>(
  query: SelectQueryBuilder<DB, TB, object>,
  order: ListOrder,
  max: number,
  batchSize = 1000,
): AsyncGenerator<R[]> {
  let from: CursorPosition | undefined;
  for (let sent = 0; sent < max;) {
    const limit = Math.min(batchSize, max - sent);
    const rows = await keysetRows(query as unknown as Loose, order, from, limit);
    if (rows.length > 0) yield rows as R[];
    sent += rows.length;
    if (rows.length < limit) return;
    const last = rows[rows.length - 1]!;
    const value = last[order.column];
    from = {
      sort: order.sort,
      value: (value ?? null) as CursorPosition['value'],
      id: last[order.tieBreaker] as string,
    };
  }
}

/**
 * A list's CSV export, built by its repository: how many rows it holds (capped at `max`), for the
 * audit entry written before the first row leaves, then the rows in keyset batches in the list's
 * order. `build` makes a fresh filtered query each time (a builder is consumed by each use).
 */
export function listExport<DB, TB extends keyof DB, R>(
  build: () => SelectQueryBuilder<DB, TB, object>,
  order: ListOrder,
  max: number,
) {
  return {
    count: () => countCapped(build(), max - 1),
    batches: () => keysetBatches<DB, TB, R>(build(), order, max),
  };
}
