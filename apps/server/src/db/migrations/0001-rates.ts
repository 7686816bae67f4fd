import type { Kysely } from 'kysely';

// Portable DDL only: types and constraints that mean the same on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('branches')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_ar', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_ur', 'varchar(120)', (c) => c.notNull())
    .addColumn('city_ar', 'varchar(60)', (c) => c.notNull())
    .addColumn('city_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('city_ur', 'varchar(60)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('currencies')
    .addColumn('code', 'varchar(3)', (c) => c.primaryKey())
    .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_ar', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_ur', 'varchar(80)', (c) => c.notNull())
    .addColumn('flag_country', 'varchar(2)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull().references('currencies.code'))
    .addColumn('rate_purchase', 'varchar(24)', (c) => c.notNull())
    .addColumn('rate_sale', 'varchar(24)', (c) => c.notNull())
    .addColumn('popr', 'varchar(1)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['branch_id', 'currency_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute();
  await db.schema.dropTable('currencies').execute();
  await db.schema.dropTable('branches').execute();
}
