import type { Kysely } from 'kysely';

/**
 * The reporting outbox (issue 24, deliverable 6; ADR 2402): one row per issued document, written in
 * the issue's own transaction, so no invoice can exist without its report being due. The uuid is
 * the key: a document is reported once, whatever the number of instances or rounds. A round claims
 * rows with a lease (`claimed_until`, `claim_token`), so two instances never send the same one; a
 * crashed holder's lease runs out and the row is taken again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('einvoice_reports')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey().references('einvoices.uuid'))
    // not_configured | pending | reported | reported_warnings | not_reported
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('claim_token', 'varchar(36)')
    // ZATCA's validationResults as JSON text (warnings and errors), or our own note of a failure.
    .addColumn('messages', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('reported_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('einvoice_reports_due_idx')
    .on('einvoice_reports')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('einvoice_reports').execute();
}
