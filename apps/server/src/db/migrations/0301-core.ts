import type { Kysely } from 'kysely';

/**
 * The company's core records (PRODUCT.md section 1). In production the `core` module is the
 * integration point with the real systems; here they live in the same database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('core_customers')
    .addColumn('national_id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('name_ar', 'varchar(160)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(160)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('app_registered', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('core_transfers')
    .addColumn('transfer_number', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('transaction_number', 'varchar(14)', (c) => c.notNull().unique())
    .addColumn('sender_national_id', 'varchar(10)', (c) =>
      c.notNull().references('core_customers.national_id'),
    )
    .addColumn('beneficiary_name', 'varchar(160)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('amount_sar', 'varchar(24)', (c) => c.notNull())
    .addColumn('payout_amount', 'varchar(24)', (c) => c.notNull())
    .addColumn('payout_currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ready_at', 'varchar(32)')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('on_hold_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('core_transfers_sender_idx')
    .on('core_transfers')
    .column('sender_national_id')
    .execute();

  await db.schema
    .createTable('core_transactions')
    .addColumn('transaction_number', 'varchar(14)', (c) => c.primaryKey())
    .addColumn('customer_national_id', 'varchar(10)', (c) =>
      c.notNull().references('core_customers.national_id'),
    )
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
    .addColumn('foreign_amount', 'varchar(24)', (c) => c.notNull())
    .addColumn('amount_sar', 'varchar(24)', (c) => c.notNull())
    .addColumn('fee', 'varchar(24)', (c) => c.notNull())
    .addColumn('vat', 'varchar(24)', (c) => c.notNull())
    .addColumn('counterparty_name', 'varchar(160)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('core_transactions_customer_idx')
    .on('core_transactions')
    .columns(['customer_national_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('core_employees')
    .addColumn('employee_number', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('name_ar', 'varchar(160)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(160)', (c) => c.notNull())
    .addColumn('department', 'varchar(40)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['core_employees', 'core_transactions', 'core_transfers', 'core_customers']) {
    await db.schema.dropTable(table).execute();
  }
}
