import type { Kysely } from 'kysely';

/**
 * The customers' login area (PRODUCT.md section 8): server-side sessions (so signing out really
 * ends one), form definitions as data, forms assigned to customers, and what they submitted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_sessions')
    /** sha256 of the cookie's token: a database leak gives no usable cookie. */
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('national_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_sessions_person_idx')
    .on('customer_sessions')
    .column('national_id')
    .execute();

  await db.schema
    .createTable('form_definitions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('title_ar', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_ur', 'varchar(200)', (c) => c.notNull())
    /** JSON: the fields (FormFieldsSchema in the shared package). */
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_forms')
    /** The clientFormId of the routes: random, so one customer's ids say nothing of another's. */
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('form_id', 'varchar(40)', (c) => c.notNull().references('form_definitions.id'))
    .addColumn('national_id', 'varchar(10)', (c) => c.notNull())
    /** The transfer the form is about, when it is about one (its details are shown with the form). */
    .addColumn('transfer_number', 'varchar(10)')
    /** assigned, then submitted, under_review, approved or rejected. */
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('assigned_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    /** JSON: the answers by field id (files are in customer_form_files). */
    .addColumn('answers', 'text')
    .addColumn('rejection_reason', 'varchar(500)')
    .addColumn('result_file_key', 'varchar(100)')
    .addColumn('result_file_name', 'varchar(200)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_forms_person_idx')
    .on('customer_forms')
    .columns(['national_id', 'status'])
    .execute();

  await db.schema
    .createTable('customer_form_files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_form_id', 'varchar(24)', (c) => c.notNull().references('customer_forms.id'))
    .addColumn('field_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_form_files_form_idx')
    .on('customer_form_files')
    .column('customer_form_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_form_files').execute();
  await db.schema.dropTable('customer_forms').execute();
  await db.schema.dropTable('form_definitions').execute();
  await db.schema.dropTable('customer_sessions').execute();
}
