import type { Kysely } from 'kysely';

/** Remittance service requests for staff, with every state change in their history. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remittance_requests')
    .addColumn('reference', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('service', 'varchar(20)', (c) => c.notNull())
    .addColumn('transfer_number', 'varchar(10)', (c) => c.notNull())
    .addColumn('national_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remittance_requests_transfer_idx')
    .on('remittance_requests')
    .column('transfer_number')
    .execute();

  await db.schema
    .createTable('remittance_request_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reference', 'varchar(12)', (c) => c.notNull().references('remittance_requests.reference'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remittance_request_events').execute();
  await db.schema.dropTable('remittance_requests').execute();
}
