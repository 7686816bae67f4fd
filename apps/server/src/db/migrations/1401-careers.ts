import type { Kysely } from 'kysely';

/**
 * Job applications and their files (issue 14). The application and every file row are written in
 * one transaction; the files' bytes are stored first and removed again if that transaction fails,
 * so an interrupted submission leaves neither a row nor an orphan file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('reference', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('program', 'varchar(10)', (c) => c.notNull())
    .addColumn('position', 'varchar(120)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('national_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    /** received, screening, interview, offer, hired or rejected. */
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('answers', 'text')
    .addColumn('sensitive', 'text')
    .addColumn('sensitive_consent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('purged_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('job_applications_list_idx')
    .on('job_applications')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('job_application_files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('job_applications.id'))
    /** picture, certificate, cv, idPicture, ibanCertificate, nationalAddress or signature. */
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_application_files_app_idx')
    .on('job_application_files')
    .column('application_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_application_files').execute();
  await db.schema.dropTable('job_applications').execute();
}
