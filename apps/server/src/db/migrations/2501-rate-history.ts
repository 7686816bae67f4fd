import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Rate history for the public (issue 25): which path wrote an entry (`source`: desk, seed, import),
 * an index for one branch and currency over a range (the public page's only query), and the table
 * made append-only in the database itself, so no later code path can rewrite where a rate has been.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rate_history')
    .addColumn('source', 'varchar(12)', (c) => c.notNull().defaultTo('desk'))
    .execute();
  await db.schema
    .createIndex('rate_history_currency_idx')
    .on('rate_history')
    .columns(['branch_id', 'currency_code', 'changed_at'])
    .execute();
  if (isPostgres(db)) {
    // The function lives in the migrated schema (each test file has its own, dropped afterwards).
    await sql`create function rate_history_append_only() returns trigger language plpgsql as $$
      begin raise exception 'rate_history is append-only'; end $$`.execute(db);
    await sql`create trigger rate_history_no_rewrite before update or delete on rate_history
      for each row execute function rate_history_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete'])
      await sql`create trigger ${sql.id(`rate_history_no_${op}`)} before ${sql.raw(op)} on rate_history
        begin select raise(abort, 'rate_history is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger rate_history_no_rewrite on rate_history`.execute(db);
    await sql`drop function rate_history_append_only()`.execute(db);
  } else {
    await sql`drop trigger rate_history_no_update`.execute(db);
    await sql`drop trigger rate_history_no_delete`.execute(db);
  }
  await db.schema.dropIndex('rate_history_currency_idx').execute();
  await db.schema.alterTable('rate_history').dropColumn('source').execute();
}
