import type { Kysely } from 'kysely';

/**
 * 2303 indexed `tickets.created_at` alone for the complaint report, beside 2201's
 * `(created_at, id)`, which serves the report's period just as well. With both, PostgreSQL took
 * the narrower one for the ticket list sorted by date and sorted each page's ties by id afterwards
 * (an Incremental Sort in `npm run bench:lists`): one index serves both, and one index is one
 * write less per ticket.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_created_at_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tickets_created_at_idx').on('tickets').column('created_at').execute();
}
