import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { JobApplicationsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit, type AuditContext } from '../staff/index.js';

/**
 * The HR desk's writes (staff-actions.ts): each change, its pipeline event and its audit entry
 * commit in one transaction.
 */
export async function moveApplication(
  db: Db,
  context: AuditContext,
  before: JobApplicationsTable,
  status: JobApplicationsTable['status'],
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('job_applications')
      .set({ status, updated_at: now })
      .where('id', '=', before.id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    // Someone else moved it meanwhile: their change stands, this one is refused.
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(400, 'invalid_transition');
    await trx
      .insertInto('job_application_events')
      .values({
        id: randomUUID(),
        application_id: before.id,
        from_status: before.status,
        to_status: status,
        actor_id: context.actorId,
        actor_label: context.actorLabel,
        at: now,
      })
      .execute();
    await writeAudit(trx, context, {
      action: 'hr.application.status',
      recordType: 'job_application',
      recordId: before.id,
      before: { status: before.status },
      after: { status },
    });
  });
}

export async function addApplicationNote(db: Db, context: AuditContext, applicationId: string, text: string) {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('job_application_notes')
      .values({
        id,
        application_id: applicationId,
        author_id: context.actorId,
        author_label: context.actorLabel,
        text,
        created_at: new Date().toISOString(),
      })
      .execute();
    await writeAudit(trx, context, {
      action: 'hr.application.note',
      recordType: 'job_application',
      recordId: applicationId,
      after: { noteId: id },
    });
  });
}

export function findEvaluationLink(db: Db, id: string) {
  return db
    .selectFrom('interview_evaluations')
    .select(['id', 'application_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function linkEvaluation(
  db: Db,
  context: AuditContext,
  evaluation: { id: string; application_id: string | null },
  applicationId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('interview_evaluations')
      .set({ application_id: applicationId })
      .where('id', '=', evaluation.id)
      .execute();
    await writeAudit(trx, context, {
      action: 'hr.evaluation.link',
      recordType: 'interview_evaluation',
      recordId: evaluation.id,
      before: { applicationId: evaluation.application_id },
      after: { applicationId: applicationId },
    });
  });
}

/** The 100 latest evaluations (only those not linked to an application, when asked). */
export function latestEvaluations(db: Db, unlinkedOnly: boolean) {
  let query = db.selectFrom('interview_evaluations').selectAll();
  if (unlinkedOnly) query = query.where('application_id', 'is', null);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(100).execute();
}

export function evaluationSignature(db: Db, id: string) {
  return db
    .selectFrom('interview_evaluations')
    .select('signature_key')
    .where('id', '=', id)
    .executeTakeFirst();
}
