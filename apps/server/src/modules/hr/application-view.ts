import type { HrApplicationDetail, HrApplicationRow, HrPipelineStatus, HrProgram } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { JobApplicationsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { evaluationView } from './evaluation-view.js';

export const rowView = (row: JobApplicationsTable): HrApplicationRow => ({
  id: row.id,
  reference: row.reference,
  program: row.program as HrProgram,
  position: row.position,
  fullName: row.full_name,
  status: row.status as HrPipelineStatus,
  createdAt: row.created_at,
  purgedAt: row.purged_at,
});

export async function loadApplication(db: Db, id: string): Promise<JobApplicationsTable> {
  const row = await db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

/**
 * One application with everything HR records about it. The sensitive answers (religion, health)
 * leave the server only for `hr.sensitive`; they are never written to a log line.
 */
export async function applicationDetail(
  db: Db,
  id: string,
  canReadSensitive: boolean,
): Promise<HrApplicationDetail> {
  const row = await loadApplication(db, id);
  const [files, events, notes, evaluations] = await Promise.all([
    db
      .selectFrom('job_application_files')
      .select(['id', 'kind', 'file_name', 'size'])
      .where('application_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('job_application_events')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('job_application_notes')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('interview_evaluations')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    ...rowView(row),
    nationalId: row.national_id,
    phone: row.phone,
    email: row.email,
    answers: parse(row.answers),
    sensitive: canReadSensitive ? parse(row.sensitive) : null,
    sensitiveHidden: !canReadSensitive && row.sensitive !== null,
    sensitiveConsent: Boolean(row.sensitive_consent),
    files: files.map((f) => ({ id: f.id, kind: f.kind, fileName: f.file_name, size: Number(f.size) })),
    events: events.map((e) => ({
      fromStatus: e.from_status,
      toStatus: e.to_status,
      actor: e.actor_label,
      at: e.at,
    })),
    notes: notes.map((n) => ({ id: n.id, text: n.text, author: n.author_label, createdAt: n.created_at })),
    evaluations: evaluations.map(evaluationView),
  };
}
