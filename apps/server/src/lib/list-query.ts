import type { SelectQueryBuilder } from 'kysely';
import { AppError } from './app-error.js';

/**
 * One page of a staff list, sorted on the server: `sort` is a field name the list allows,
 * `-field` for descending; anything else is a 400 on the `sort` field. The tie-breaker keeps the
 * order stable across pages. Answers `{ rows, total }`.
 */
export async function listPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, object>,
  params: { page: number; pageSize: number; sort?: string | undefined },
  sortable: Record<string, string>,
  defaultSort: string,
  tieBreaker: string,
): Promise<{ rows: Row[]; total: number }> {
  const sort = params.sort ?? defaultSort;
  const field = sort.replace(/^-/, '');
  // Own keys only: `constructor` or `toString` must not reach the query as a column.
  const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!column) throw new AppError(400, 'validation_failed', { sort: ['validation.invalid'] });
  // Column names come from the list's own table above, never from the request.
  const loose = query as unknown as SelectQueryBuilder<
    Record<string, Record<string, unknown>>,
    string,
    object
  >;
  const rows = await loose
    .selectAll()
    .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
    .orderBy(tieBreaker)
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  const { total } = await loose
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows as Row[], total: Number(total) };
}
