import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * The staff back office (PRODUCT.md section 14): accounts, second factors, server-side sessions,
 * one-time set-up links and the append-only audit log. The audit log refuses UPDATE and DELETE in
 * the database itself (triggers), so not even a bug in the API could rewrite history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('employee_number', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    /** Comma-separated role names. */
    .addColumn('roles', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('totp_secret', 'varchar(64)')
    /** The last TOTP time step accepted: a code is never accepted twice. */
    .addColumn('totp_last_step', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_account_idx')
    .on('staff_recovery_codes')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    /** SHA-256 of the cookie's token: a database reader cannot sign in with it. */
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('staff_accounts.id'))
    /** 'factor' (password accepted, second factor awaited) or 'full'. */
    .addColumn('stage', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_account_idx')
    .on('staff_sessions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('staff_setup_tokens')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('staff_accounts.id'))
    /** The TOTP secret offered on the set-up screen, kept until the first code proves it. */
    .addColumn('pending_secret', 'varchar(64)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    /** Employee number (or the identifier typed at a failed sign-in), kept even if the account goes. */
    .addColumn('actor_label', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_log_at_idx').on('staff_audit_log').column('at').execute();
  await db.schema
    .createIndex('staff_audit_log_record_idx')
    .on('staff_audit_log')
    .columns(['record_type', 'record_id'])
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create trigger staff_audit_log_no_update before update on staff_audit_log
      begin select raise(abort, 'staff_audit_log is append-only'); end`.execute(db);
    await sql`create trigger staff_audit_log_no_delete before delete on staff_audit_log
      begin select raise(abort, 'staff_audit_log is append-only'); end`.execute(db);
  } else {
    await sql`create function staff_audit_log_refuse() returns trigger language plpgsql as $$
      begin raise exception 'staff_audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger staff_audit_log_append_only before update or delete on staff_audit_log
      for each row execute function staff_audit_log_refuse()`.execute(db);
    // TRUNCATE skips row triggers; refuse it too.
    await sql`create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
      for each statement execute function staff_audit_log_refuse()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit_log').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`drop function if exists staff_audit_log_refuse()`.execute(db);
  }
  await db.schema.dropTable('staff_setup_tokens').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
