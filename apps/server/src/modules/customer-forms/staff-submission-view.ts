import type { FormSubmissionStatus, StaffFormSubmission } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { CustomerFormsTable, FormDefinitionsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { titleOf, type CustomerFormRow } from './repository.js';

export type StaffFormRow = CustomerFormRow & { customer_name: string; language: string };

/** A submitted form (never one still waiting for its customer) with its definition and customer. */
export async function loadSubmission(db: Db, id: string): Promise<StaffFormRow> {
  const form = await db
    .selectFrom('customer_forms')
    .selectAll()
    .where('id', '=', id)
    .where('status', '!=', 'assigned')
    .executeTakeFirst();
  if (!form) throw new AppError(404, 'form_not_found');
  const [row] = await withDefinitions(db, [form]);
  return row!;
}

/** Definitions and customers for a page of rows in two queries, not two per row. */
export async function withDefinitions(db: Db, forms: CustomerFormsTable[]): Promise<StaffFormRow[]> {
  if (forms.length === 0) return [];
  const definitions = await db
    .selectFrom('form_definitions')
    .selectAll()
    .where('id', 'in', [...new Set(forms.map((form) => form.form_id))])
    .execute();
  const customers = await db
    .selectFrom('core_customers')
    .select(['national_id', 'name_ar', 'name_en', 'language'])
    .where('national_id', 'in', [...new Set(forms.map((form) => form.national_id))])
    .execute();
  const byId = new Map<string, FormDefinitionsTable>(definitions.map((d) => [d.id, d]));
  return forms.map((form) => {
    const customer = customers.find((c) => c.national_id === form.national_id);
    return {
      ...form,
      definition: byId.get(form.form_id)!,
      customer_name: customer?.name_en ?? '',
      language: customer?.language ?? 'ar',
    };
  });
}

export const submissionView = (form: StaffFormRow): StaffFormSubmission => ({
  clientFormId: form.id,
  formId: form.form_id,
  formTitle: titleOf(form.definition),
  nationalId: form.national_id,
  customerName: form.customer_name,
  status: form.status as FormSubmissionStatus,
  completedAt: form.completed_at ?? '',
  rejectionReason: form.rejection_reason,
  resultFileName: form.result_file_name,
});
