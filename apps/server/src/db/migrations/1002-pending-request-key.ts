import type { Kysely } from 'kysely';

/**
 * One open cancellation (or name change) per transfer: `pending_key` is "<service>:<transfer>"
 * while such a request waits for staff and NULL otherwise (staff clear it when they close the
 * request). A unique index on it makes the database refuse a second open request even when two
 * submissions race; NULLs never collide, on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remittance_requests').addColumn('pending_key', 'varchar(40)').execute();
  await db.schema
    .createIndex('remittance_requests_pending_key_idx')
    .on('remittance_requests')
    .column('pending_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('remittance_requests_pending_key_idx').execute();
  await db.schema.alterTable('remittance_requests').dropColumn('pending_key').execute();
}
