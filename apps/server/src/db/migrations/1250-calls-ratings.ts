import type { Kysely } from 'kysely';

/**
 * Call requests (a queue for the support desk) and branch ratings (three face-rated questions).
 * Phones are stored as E.164; the hour limits live in the shared limiter, not here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .addColumn('updated_by', 'varchar(36)')
    .execute();
  await db.schema
    .createIndex('call_requests_status_idx')
    .on('call_requests')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('branch_ratings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('professionalism', 'integer', (c) => c.notNull())
    .addColumn('expectations', 'integer', (c) => c.notNull())
    .addColumn('cleanliness', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    /** YYYY-MM in Riyadh time: the desk groups by it on both engines without date functions. */
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('branch_ratings_branch_month_idx')
    .on('branch_ratings')
    .columns(['branch_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('branch_ratings').execute();
  await db.schema.dropTable('call_requests').execute();
}
