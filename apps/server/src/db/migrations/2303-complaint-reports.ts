import type { Kysely } from 'kysely';

/**
 * SAMA's complaint report (issue 23, ADR 2303): where each ticket came in (`site` for every
 * existing and customer-submitted one), the remedy staff recorded when solving or resolving it,
 * SAMA's case number for complaints received through SAMACares, and the branch of one made there. The index serves the report,
 * which reads the tickets received in a period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('channel', 'varchar(12)', (c) => c.notNull().defaultTo('site'))
    .execute();
  await db.schema.alterTable('tickets').addColumn('remedy', 'varchar(12)').execute();
  await db.schema.alterTable('tickets').addColumn('samacares_reference', 'varchar(30)').execute();
  // The branch where a complaint was made in person (channel `branch`); NULL for the others.
  await db.schema.alterTable('tickets').addColumn('branch_id', 'integer').execute();
  await db.schema.createIndex('tickets_created_at_idx').on('tickets').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_created_at_idx').execute();
  for (const column of ['branch_id', 'samacares_reference', 'remedy', 'channel']) {
    await db.schema.alterTable('tickets').dropColumn(column).execute();
  }
}
