import type { FormDefinitionEdit, StaffListQuery } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { CustomerFormsTable, Database, FormDefinitionsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { listPage } from '../../lib/list-query.js';
import { writeAudit, type AuditChange, type AuditContext } from '../staff/index.js';

/** The forms desk's queries (staff-definitions.ts): definitions and assigning them. */
const SORTABLE = { id: 'id', updatedAt: 'updated_at', active: 'active' };

const columns = (edit: FormDefinitionEdit) => ({
  title_ar: edit.title.ar,
  title_en: edit.title.en,
  title_ur: edit.title.ur,
  fields: JSON.stringify(edit.fields),
  active: edit.active ? 1 : 0,
});

export async function countAssigned(db: Db, formId: string): Promise<number> {
  const assigned = await db
    .selectFrom('customer_forms')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('form_id', '=', formId)
    .executeTakeFirstOrThrow();
  return Number(assigned.count);
}

export async function loadDefinition(db: Db, id: string): Promise<FormDefinitionsTable> {
  const row = await db.selectFrom('form_definitions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'form_not_found');
  return row;
}

export function listDefinitions(db: Db, query: StaffListQuery & { active?: 'true' }) {
  let filtered = db.selectFrom('form_definitions');
  if (query.active) filtered = filtered.where('active', '=', 1);
  return listPage<Database, 'form_definitions', FormDefinitionsTable>(filtered, query, SORTABLE, 'id', 'id');
}

/** A new definition with its audit entry; 409 when the id is taken. */
export async function insertDefinition(db: Db, audit: AuditContext, id: string, edit: FormDefinitionEdit) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('form_definitions')
      .values({ id, ...columns(edit), created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      throw new AppError(409, 'validation_failed', { id: ['staff:validation.formId'] });
    }
    await writeAudit(trx, audit, {
      action: 'form-definition.create',
      recordType: 'form_definition',
      recordId: id,
      after: edit,
    });
  });
}

export async function updateDefinition(
  db: Db,
  audit: AuditContext,
  id: string,
  edit: FormDefinitionEdit,
  before: AuditChange['before'],
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('form_definitions')
      .set({ ...columns(edit), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, audit, {
      action: 'form-definition.update',
      recordType: 'form_definition',
      recordId: id,
      before,
      after: edit,
    });
  });
}

/** The IDs among `nationalIds` that belong to active customers. */
export async function activeCustomerIds(db: Db, nationalIds: string[]): Promise<Set<string>> {
  const known = await db
    .selectFrom('core_customers')
    .select('national_id')
    .where('national_id', 'in', nationalIds)
    .where('active', '=', 1)
    .execute();
  return new Set(known.map((row) => row.national_id));
}

/** Gives the forms, each with its audit entry, in one transaction. */
export async function insertAssignments(db: Db, audit: AuditContext, rows: CustomerFormsTable[]) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('customer_forms').values(rows).execute();
    for (const row of rows) {
      await writeAudit(trx, audit, {
        action: 'form.assign',
        recordType: 'customer_form',
        recordId: row.id,
        after: { formId: row.form_id, nationalId: row.national_id, transferNumber: row.transfer_number },
      });
    }
  });
}
