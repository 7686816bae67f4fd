import type { Kysely } from 'kysely';

/**
 * What HR records (issue 14): interview evaluations (an interviewer's form, optionally linked to
 * an application), the pipeline's history, internal notes and the retention setting (PDPL: how
 * long a rejected applicant's personal data is kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interview_evaluations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    /** The application it belongs to, when the interviewer or HR linked one. */
    .addColumn('application_id', 'varchar(36)', (c) => c.references('job_applications.id'))
    .addColumn('candidate_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('interview_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('position', 'varchar(120)', (c) => c.notNull())
    .addColumn('nationality', 'varchar(80)', (c) => c.notNull())
    .addColumn('years_of_experience', 'integer', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('qualifications', 'varchar(500)', (c) => c.notNull())
    /** JSON: per criterion {rating: excellent|good|medium|poor, reason}. */
    .addColumn('ratings', 'text', (c) => c.notNull())
    .addColumn('additional_info', 'varchar(2000)', (c) => c.notNull())
    .addColumn('recommendation', 'varchar(2000)', (c) => c.notNull())
    .addColumn('last_position', 'varchar(200)', (c) => c.notNull())
    .addColumn('salary_and_benefits', 'varchar(500)', (c) => c.notNull())
    .addColumn('requested_position', 'varchar(200)', (c) => c.notNull())
    .addColumn('requested_salary', 'varchar(20)', (c) => c.notNull())
    .addColumn('interviewer_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('employee_number', 'varchar(10)', (c) => c.notNull())
    /** The drawn signature (PNG) in the storage adapter. */
    .addColumn('signature_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interview_evaluations_app_idx')
    .on('interview_evaluations')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('job_application_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('job_applications.id'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('actor_label', 'varchar(254)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_application_events_app_idx')
    .on('job_application_events')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('job_application_notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_id', 'varchar(36)', (c) => c.notNull().references('job_applications.id'))
    .addColumn('author_id', 'varchar(36)')
    .addColumn('author_label', 'varchar(254)', (c) => c.notNull())
    .addColumn('text', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_application_notes_app_idx')
    .on('job_application_notes')
    .column('application_id')
    .execute();

  /** HR's settings as key -> value rows (today only `retention_days`). */
  await db.schema
    .createTable('hr_settings')
    .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'hr_settings',
    'job_application_notes',
    'job_application_events',
    'interview_evaluations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
