import type { FormSubmissionListQuery, FormSubmissionStatus } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { CustomerFormsTable, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { writeAudit, type AuditContext } from '../staff/index.js';

/** The list's sortable fields (PRODUCT.md 14 "Lists"). */
const SORTABLE = {
  completedAt: 'completed_at',
  status: 'status',
  formId: 'form_id',
  nationalId: 'national_id',
};

function filtered(db: Db, query: FormSubmissionListQuery) {
  let rows = db.selectFrom('customer_forms').where('status', '!=', 'assigned');
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.formId) rows = rows.where('form_id', '=', query.formId);
  if (query.q) {
    // An ID (any digits) or part of the customer's name in Arabic or English.
    const term = query.q;
    rows = rows.where((eb) =>
      eb.or([
        eb('national_id', '=', term),
        eb(
          'national_id',
          'in',
          eb
            .selectFrom('core_customers')
            .select('national_id')
            .where((c) => c.or([c('name_en', 'like', `%${term}%`), c('name_ar', 'like', `%${term}%`)])),
        ),
      ]),
    );
  }
  return rows;
}

/** One page of the submitted forms, latest first unless sorted. */
export function listSubmissions(db: Db, query: FormSubmissionListQuery) {
  return listPage<Database, 'customer_forms', CustomerFormsTable>(
    filtered(db, query),
    query,
    SORTABLE,
    '-completedAt',
    'id',
  );
}

export function submissionFileIds(db: Db, formId: string) {
  return db
    .selectFrom('customer_form_files')
    .select(['id', 'field_id'])
    .where('customer_form_id', '=', formId)
    .execute();
}

export function findSubmissionFile(db: Db, formId: string, fileId: string) {
  return db
    .selectFrom('customer_form_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('customer_form_id', '=', formId)
    .executeTakeFirst();
}

/**
 * Moves a submission to its review status with its audit entry, only from the status read before:
 * when two officers act at once, the second gets invalid_transition.
 */
export async function reviewSubmission(
  db: Db,
  audit: AuditContext,
  before: CustomerFormsTable,
  status: FormSubmissionStatus,
  reason: string | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('customer_forms')
      .set({
        status,
        rejection_reason: status === 'rejected' ? (reason ?? null) : null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', before.id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(400, 'invalid_transition');
    await writeAudit(trx, audit, {
      action: 'form.review',
      recordType: 'customer_form',
      recordId: before.id,
      before: { status: before.status },
      after: { status, ...(reason ? { reason } : {}) },
    });
  });
}

/** Names the stored result file on the submission, with its audit entry. */
export async function setResultFile(
  db: Db,
  audit: AuditContext,
  form: CustomerFormsTable,
  file: { key: string; name: string; size: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customer_forms')
      .set({ result_file_key: file.key, result_file_name: file.name, updated_at: new Date().toISOString() })
      .where('id', '=', form.id)
      .execute();
    await writeAudit(trx, audit, {
      action: 'form.result-file',
      recordType: 'customer_form',
      recordId: form.id,
      before: { file: form.result_file_name },
      after: { file: file.name, size: file.size },
    });
  });
}
