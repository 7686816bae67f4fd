import type { Kysely } from 'kysely';

/**
 * Code limits per person on record (PRODUCT.md section 4), not per subject: each code row keeps a
 * keyed hash of the person's national ID, and `otp_people` holds one row per person that issuing
 * locks, so concurrent requests for one person are counted one after another.
 * `sms_failed_at` marks a code the provider did not take: it stays void and counts towards the
 * caps, but it does not make the customer wait for a resend.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('otp_codes').addColumn('person_key', 'varchar(64)').execute();
  await db.schema.alterTable('otp_codes').addColumn('sms_failed_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('otp_codes_person_idx')
    .on('otp_codes')
    .columns(['person_key', 'created_at'])
    .execute();
  await db.schema
    .createTable('otp_people')
    .addColumn('person_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('last_issued_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otp_people').execute();
  await db.schema.dropIndex('otp_codes_person_idx').execute();
  await db.schema.alterTable('otp_codes').dropColumn('sms_failed_at').execute();
  await db.schema.alterTable('otp_codes').dropColumn('person_key').execute();
}
