import type { Kysely } from 'kysely';

/**
 * The first desks: rate history (who, when, before, after), the remittance request workflow's
 * assignee and reason, internal notes, contact messages marked handled, and posts' validity dates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_history')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
    /** JSON {ratePurchase, rateSale, popr}; null before for a new row. */
    .addColumn('before', 'text')
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('staff_label', 'varchar(254)', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_history_branch_idx')
    .on('rate_history')
    .columns(['branch_id', 'changed_at'])
    .execute();

  await db.schema.alterTable('remittance_requests').addColumn('assignee_id', 'varchar(36)').execute();
  await db.schema.alterTable('remittance_requests').addColumn('reject_reason', 'text').execute();

  await db.schema
    .createTable('staff_notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('record_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('staff_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('staff_label', 'varchar(254)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_notes_record_idx')
    .on('staff_notes')
    .columns(['record_type', 'record_id'])
    .execute();

  await db.schema.alterTable('contact_messages').addColumn('handled_by', 'varchar(36)').execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'varchar(32)').execute();

  // Validity dates of news posts (YYYY-MM-DD, Riyadh days; null = open-ended).
  await db.schema.alterTable('posts').addColumn('valid_from', 'varchar(10)').execute();
  await db.schema.alterTable('posts').addColumn('valid_until', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('valid_until').execute();
  await db.schema.alterTable('posts').dropColumn('valid_from').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_by').execute();
  await db.schema.dropTable('staff_notes').execute();
  await db.schema.alterTable('remittance_requests').dropColumn('reject_reason').execute();
  await db.schema.alterTable('remittance_requests').dropColumn('assignee_id').execute();
  await db.schema.dropTable('rate_history').execute();
}
