import type { Kysely } from 'kysely';

/**
 * The content desk's remaining areas: a banner gets its first day (it already had its last), and a
 * partner logo gets a link and a published flag (existing partners stay published).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('valid_from', 'varchar(10)').execute();
  await db.schema.alterTable('partners').addColumn('link_url', 'varchar(300)').execute();
  await db.schema
    .alterTable('partners')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('partners').dropColumn('published').execute();
  await db.schema.alterTable('partners').dropColumn('link_url').execute();
  await db.schema.alterTable('banners').dropColumn('valid_from').execute();
}
