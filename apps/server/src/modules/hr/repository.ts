import { riyadhDayBounds, type HrApplicationListQuery, type InterviewEvaluation } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { Database, InterviewEvaluationsTable, JobApplicationsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';

const SORTABLE = {
  createdAt: 'created_at',
  fullName: 'full_name',
  position: 'position',
  status: 'status',
  program: 'program',
  reference: 'reference',
};
function filtered(db: Db, q: HrApplicationListQuery) {
  let query = db.selectFrom('job_applications');
  if (q.program) query = query.where('program', '=', q.program);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.position) {
    const term = q.position.toLowerCase().replace(/[%_\\]/g, '');
    query = query.where((eb) => eb(eb.fn('lower', ['position']), 'like', `%${term}%`));
  }
  // Days as the desk reads them, in Riyadh: `to=2026-11-24` includes everything received that day.
  if (q.from) query = query.where('created_at', '>=', riyadhDayBounds(q.from).start);
  if (q.to) query = query.where('created_at', '<', riyadhDayBounds(q.to).end);
  if (q.q) {
    const term = q.q.replace(/[%_\\]/g, '');
    query = query.where((eb) =>
      eb.or([
        eb('reference', '=', term.toUpperCase()),
        eb(eb.fn('lower', ['full_name']), 'like', `%${term.toLowerCase()}%`),
      ]),
    );
  }
  return query;
}

/** One page of the filtered applications, newest first unless sorted. */
export function listApplications(db: Db, query: HrApplicationListQuery) {
  return listPage<Database, 'job_applications', JobApplicationsTable>(
    filtered(db, query),
    query,
    SORTABLE,
    '-createdAt',
    'id',
  );
}

/** One file of one application (a file id from another application finds nothing). */
export function findApplicationFile(db: Db, applicationId: string, fileId: string) {
  return db
    .selectFrom('job_application_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** The checks that need the database: an active employee, and the application when one is named. */
export async function checkReferences(db: Db, body: InterviewEvaluation) {
  const employee = await db
    .selectFrom('core_employees')
    .select('employee_number')
    .where('employee_number', '=', body.employeeNumber)
    .where('active', '=', 1)
    .executeTakeFirst();
  const fieldErrors: Record<string, string[]> = {};
  if (!employee) fieldErrors.employeeNumber = ['hr:validation.unknownEmployee'];
  let applicationId: string | null = null;
  if (body.applicationReference) {
    const application = await db
      .selectFrom('job_applications')
      .select('id')
      .where('reference', '=', body.applicationReference)
      .where('purged_at', 'is', null)
      .executeTakeFirst();
    if (application) applicationId = application.id;
    else fieldErrors.applicationReference = ['hr:validation.unknownApplication'];
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError(400, 'validation_failed', fieldErrors);
  return applicationId;
}

export async function insertEvaluation(db: Db, row: InterviewEvaluationsTable): Promise<void> {
  await db.insertInto('interview_evaluations').values(row).execute();
}
