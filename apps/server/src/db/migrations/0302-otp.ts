import type { Kysely } from 'kysely';

/** One-time codes (hashed, never in clear) and the development SMS outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(120)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(32)')
    .addColumn('voided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('otp_codes_subject_idx')
    .on('otp_codes')
    .columns(['purpose', 'subject', 'created_at'])
    .execute();

  // Written only by the console SMS adapter (never in production).
  await db.schema
    .createTable('dev_sms_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('to_phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(120)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('code', 'varchar(6)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dev_sms_outbox').execute();
  await db.schema.dropTable('otp_codes').execute();
}
