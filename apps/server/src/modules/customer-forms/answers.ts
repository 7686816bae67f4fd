import type { FormHistoryDetail } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import { fieldsOf, type CustomerFormRow } from './repository.js';

/** What the customer answered, field by field in the form's order; a file answer is its name. */
export async function answersOf(db: Db, form: CustomerFormRow): Promise<FormHistoryDetail['answers']> {
  const answers = (form.answers ? JSON.parse(form.answers) : {}) as Record<string, string | boolean>;
  const files = await db
    .selectFrom('customer_form_files')
    .select(['field_id', 'file_name'])
    .where('customer_form_id', '=', form.id)
    .execute();
  return fieldsOf(form.definition).map((field) => {
    const value =
      field.type === 'file'
        ? (files.find((f) => f.field_id === field.id)?.file_name ?? null)
        : answers[field.id];
    const option = field.type === 'select' ? field.options?.find((o) => o.value === value) : undefined;
    return {
      fieldId: field.id,
      type: field.type,
      label: field.label,
      value: value === undefined || value === '' ? null : value,
      optionLabel: option?.label ?? null,
    };
  });
}
