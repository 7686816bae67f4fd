import type { Kysely } from 'kysely';

/**
 * Banners carry the last day they advertise ("YYYY-MM-DD", Riyadh calendar; NULL: no end), so an
 * offer that has ended (Purple Saturday, 26 July 2025) stops being presented as current in the hero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('valid_until', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('valid_until').execute();
}
