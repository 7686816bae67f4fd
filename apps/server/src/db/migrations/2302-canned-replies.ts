import { sql, type Kysely } from 'kysely';

/**
 * Issue 23: the support lead's canned replies (a short code, a title, the text in ar, en and ur),
 * and a solved ticket no longer blocking a new one of its type: the customer's yes/no may take
 * days, and a new problem must not wait for it. The unique index on open_key stays as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('canned_replies')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('text_ar', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_ur', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(36)', (c) => c.notNull())
    .execute();
  // The desk's list sorts by title and by last change (ADR 2202: an index per sortable column).
  await db.schema
    .createIndex('canned_replies_title_idx')
    .on('canned_replies')
    .columns(['title', 'id'])
    .execute();
  await db.schema
    .createIndex('canned_replies_updated_idx')
    .on('canned_replies')
    .columns(['updated_at', 'id'])
    .execute();
  await sql`UPDATE tickets SET open_key = NULL WHERE status = 'solved'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('canned_replies').execute();
  // Solved tickets take their keys back where no newer ticket of the type holds it.
  await sql`UPDATE tickets SET open_key = national_id || ':' || request_type
    WHERE status = 'solved' AND NOT EXISTS (
      SELECT 1 FROM tickets held WHERE held.open_key = tickets.national_id || ':' || tickets.request_type)`.execute(
    db,
  );
}
