import type { Kysely } from 'kysely';

/**
 * An EGS unit's credentials from ZATCA onboarding (issue 24, deliverable 5; ADR 2403): the private
 * key, the production CSID (ZATCA's binarySecurityToken: the certificate) and its secret, each
 * sealed with AES-256-GCM (lib/secret-box.ts) under EINVOICE_SECRETS_KEY. In the database, not on
 * one machine's disk, so every instance stamps and reports with the same ones. What is plain is
 * what an operator needs to see without the key: the environment, the certificate's fingerprint,
 * its expiry and the EGS serial number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('einvoice_credentials')
    .addColumn('egs_unit', 'varchar(40)', (c) => c.primaryKey())
    // sandbox | simulation | core: a CSID works only against the environment that issued it.
    .addColumn('environment', 'varchar(20)', (c) => c.notNull())
    .addColumn('egs_serial', 'varchar(200)', (c) => c.notNull())
    .addColumn('certificate_fingerprint', 'varchar(16)', (c) => c.notNull())
    .addColumn('not_after', 'varchar(32)', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('binary_security_token', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('onboarded_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('einvoice_credentials').execute();
}
