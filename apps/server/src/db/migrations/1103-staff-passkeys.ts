import type { Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn) as a second factor beside TOTP, and the short-lived server-side values a
 * factor change or a passkey ceremony waits on (WebAuthn challenges, a TOTP secret being
 * re-enrolled): bound to one session, used once, expiring in minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('staff_accounts.id'))
    /** The credential id (base64url) the authenticator answers with. */
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    /** COSE public key, base64url. */
    .addColumn('public_key', 'text', (c) => c.notNull())
    /** The signature counter last seen; bigint: authenticators count up to 2^32 - 1. */
    .addColumn('counter', 'bigint', (c) => c.notNull())
    /** Comma-separated transports the authenticator reported (usb, internal, hybrid, ...). */
    .addColumn('transports', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('staff_passkeys_account_idx')
    .on('staff_passkeys')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('staff_factor_challenges')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    /** SHA-256 id of the session the value belongs to (factor stage at sign-in, full otherwise). */
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(36)', (c) => c.notNull().references('staff_accounts.id'))
    /** passkey-register | passkey-signin | totp-enrol */
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_factor_challenges_session_idx')
    .on('staff_factor_challenges')
    .columns(['session_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_factor_challenges').execute();
  await db.schema.dropTable('staff_passkeys').execute();
}
