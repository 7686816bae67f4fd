import type { StaffListQuery } from '@waha/shared';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { writeAudit, type AuditContext } from '../staff/index.js';

export type DeskTable = 'posts' | 'faqs' | 'offers' | 'banners' | 'partners';
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The queries of one content desk (desk-routes.ts), said once for every numbered content table.
 * The table is the desk's choice and its row type the desk's own (Row), so this talks to the tables
 * through a loosely typed handle. Every write runs with its audit entry (`<record>.<action>`) in one
 * transaction.
 */
export function deskRepository<Row>(database: Db, table: DeskTable, record: string) {
  const db = database as unknown as Loose;
  const audit = (trx: unknown, context: AuditContext, action: string, id: number, change: object) =>
    writeAudit(trx as Db, context, {
      action: `${record}.${action}`,
      recordType: record,
      recordId: String(id),
      ...change,
    });
  const write = (
    context: AuditContext,
    id: number,
    action: string,
    change: object,
    run: (trx: Loose) => Promise<unknown>,
  ) =>
    database.transaction().execute(async (trx) => {
      await run(trx as unknown as Loose);
      await audit(trx, context, action, id, change);
    });

  return {
    async load(id: number): Promise<Row> {
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError(404, 'not_found');
      return row as Row;
    },

    list(query: StaffListQuery, sortable: Record<string, string>, defaultSort: string) {
      return listPage<Record<string, Record<string, unknown>>, string, Row>(
        db.selectFrom(table),
        query,
        sortable,
        defaultSort,
        'id',
      );
    },

    /** Inserts a row under the next id (ids are numbers in the public API), taken inside the transaction. */
    create(context: AuditContext, columns: Record<string, unknown>, after: unknown): Promise<number> {
      return database.transaction().execute(async (trx) => {
        const loose = trx as unknown as Loose;
        const { max } = await loose
          .selectFrom(table)
          .select(sql<number | string | null>`max(id)`.as('max'))
          .executeTakeFirstOrThrow();
        const next = Number(max ?? 0) + 1;
        await loose
          .insertInto(table)
          .values({ id: next, ...columns })
          .execute();
        await audit(trx, context, 'create', next, { after });
        return next;
      });
    },

    update(
      context: AuditContext,
      id: number,
      action: string,
      columns: Record<string, unknown>,
      change: object,
    ) {
      return write(context, id, action, change, (trx) =>
        trx.updateTable(table).set(columns).where('id', '=', id).execute(),
      );
    },

    remove(context: AuditContext, id: number, before: unknown) {
      return write(context, id, 'delete', { before }, (trx) =>
        trx.deleteFrom(table).where('id', '=', id).execute(),
      );
    },
  };
}
