import type { Kysely } from 'kysely';

/**
 * Captcha bookkeeping when Redis is not configured: spent challenges (replay protection, kept until
 * the challenge would have expired) and passes (a client whose solved captcha lifts the rates limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captcha_marks')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('captcha_marks_pk', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('captcha_marks_expires_idx').on('captcha_marks').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_marks').execute();
}
