import { HR_RETENTION_DEFAULT_DAYS } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { Storage } from '../../plugins/storage.js';
import { type AuditContext, writeAudit } from '../staff/index.js';

const KEY = 'retention_days';
const DAY_MS = 24 * 3600_000;
/** What a purged application's name reads as: the row stays (figures, history), the person does not. */
export const PURGED_NAME = '—';

export const SYSTEM_CONTEXT: AuditContext = { actorId: null, actorLabel: 'system', ip: '', userAgent: '' };

export async function retentionDays(db: Db): Promise<number> {
  const row = await db.selectFrom('hr_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row ? Number(row.value) : HR_RETENTION_DEFAULT_DAYS;
}

export async function setRetentionDays(db: Db, days: number, context: AuditContext): Promise<void> {
  const before = await retentionDays(db);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('hr_settings')
      .set({ value: String(days), updated_at: now })
      .where('key', '=', KEY)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('hr_settings')
        .values({ key: KEY, value: String(days), updated_at: now })
        .execute();
    }
    await writeAudit(trx, context, {
      action: 'hr.retention.set',
      recordType: 'hr_settings',
      recordId: KEY,
      before: { days: before },
      after: { days },
    });
  });
}

/**
 * PDPL: a rejected application whose last change is older than the retention period loses its
 * personal data: answers, sensitive answers, notes and files (deleted from storage after the
 * commit), the name and contact details; the linked evaluations lose the candidate's name.
 * `purged_at` marks it; one audit entry per application, in the same transaction.
 */
export async function purgeExpired(
  db: Db,
  storage: Storage,
  context: AuditContext = SYSTEM_CONTEXT,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - (await retentionDays(db)) * DAY_MS).toISOString();
  const due = await db
    .selectFrom('job_applications')
    .select(['id', 'reference', 'updated_at'])
    .where('status', '=', 'rejected')
    .where('purged_at', 'is', null)
    .where('updated_at', '<', cutoff)
    .execute();
  for (const application of due) {
    const keys = await db.transaction().execute(async (trx) => {
      const files = await trx
        .selectFrom('job_application_files')
        .select('storage_key')
        .where('application_id', '=', application.id)
        .execute();
      await trx.deleteFrom('job_application_files').where('application_id', '=', application.id).execute();
      await trx.deleteFrom('job_application_notes').where('application_id', '=', application.id).execute();
      await trx
        .updateTable('interview_evaluations')
        .set({ candidate_name: PURGED_NAME })
        .where('application_id', '=', application.id)
        .execute();
      await trx
        .updateTable('job_applications')
        .set({
          full_name: PURGED_NAME,
          national_id: '',
          phone: '',
          email: '',
          answers: null,
          sensitive: null,
          purged_at: now.toISOString(),
        })
        .where('id', '=', application.id)
        .where('purged_at', 'is', null)
        .execute();
      await writeAudit(trx, context, {
        action: 'hr.application.purge',
        recordType: 'job_application',
        recordId: application.id,
        before: { reference: application.reference, rejectedAt: application.updated_at },
        after: { files: files.length },
      });
      return files.map((file) => file.storage_key);
    });
    // The rows are gone: a file that fails to delete now is an orphan with no name attached.
    for (const key of keys) await storage.delete(key).catch(() => undefined);
  }
  return due.length;
}
