import type { Kysely } from 'kysely';

/**
 * Device cookies for staff sign-in (issue 21, ADR 2101): a browser where someone signed in gets a
 * signed token, and the token's nonce is kept here (hashed) so it can be revoked. Sessions keep
 * the failed attempts seen when they started, for the notice at the next sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_devices')
    /** SHA-256 of the cookie's nonce: a database reader cannot forge a device with it. */
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_devices_account_idx').on('staff_devices').column('account_id').execute();
  await db.schema
    .alterTable('staff_sessions')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('staff_sessions').addColumn('last_failed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_sessions').dropColumn('last_failed_at').execute();
  await db.schema.alterTable('staff_sessions').dropColumn('failed_attempts').execute();
  await db.schema.dropTable('staff_devices').execute();
}
