import type { Kysely } from 'kysely';

/**
 * ZATCA phase-2 e-invoices (issue 24). `einvoices` keeps every issued document exactly as signed
 * (the XML text is the document: served again byte for byte, never re-signed); one chain per EGS
 * unit (issuing unit), gap-free: unique (egs_unit, icv). `einvoice_chains` holds each chain's head,
 * the row an issue locks so two issues never take the same counter or fork the hash chain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('einvoice_chains')
    .addColumn('egs_unit', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('last_icv', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('einvoices')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('egs_unit', 'varchar(40)', (c) => c.notNull().references('einvoice_chains.egs_unit'))
    .addColumn('icv', 'integer', (c) => c.notNull())
    .addColumn('pih', 'varchar(100)', (c) => c.notNull())
    .addColumn('hash', 'varchar(100)', (c) => c.notNull())
    // 388 invoice, 381 credit note.
    .addColumn('kind', 'varchar(3)', (c) => c.notNull())
    .addColumn('number', 'varchar(40)', (c) => c.notNull())
    .addColumn('transaction_number', 'varchar(14)', (c) =>
      c.notNull().references('core_transactions.transaction_number'),
    )
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('einvoices_egs_icv_key', ['egs_unit', 'icv'])
    // One invoice and at most one credit note per transaction: issuing again finds the first.
    .addUniqueConstraint('einvoices_transaction_kind_key', ['transaction_number', 'kind'])
    .execute();
  await db.schema.createIndex('einvoices_issued_idx').on('einvoices').columns(['issued_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('einvoices').execute();
  await db.schema.dropTable('einvoice_chains').execute();
}
