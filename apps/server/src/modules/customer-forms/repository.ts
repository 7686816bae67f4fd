import {
  FormFieldsSchema,
  type FormField,
  type FormHistoryItem,
  type FormTransaction,
  type LocalizedLabel,
} from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { CustomerFormsTable, FormDefinitionsTable } from '../../db/schema.js';
import { findTransferByReference } from '../../core/repository.js';

export type CustomerFormRow = CustomerFormsTable & { definition: FormDefinitionsTable };

export const titleOf = (definition: FormDefinitionsTable): LocalizedLabel => ({
  ar: definition.title_ar,
  en: definition.title_en,
  ur: definition.title_ur,
});

/** The stored fields, checked again on the way out: a bad row is an error, never a broken page. */
export const fieldsOf = (definition: FormDefinitionsTable): FormField[] =>
  FormFieldsSchema.parse(JSON.parse(definition.fields));

/**
 * One of THIS customer's forms: the national ID is part of the query, so another customer's
 * clientFormId finds nothing (answered 404, like an id that does not exist).
 */
export async function findOwnForm(
  db: Db,
  nationalId: string,
  clientFormId: string,
): Promise<CustomerFormRow | null> {
  const form = await db
    .selectFrom('customer_forms')
    .selectAll()
    .where('id', '=', clientFormId)
    .where('national_id', '=', nationalId)
    .executeTakeFirst();
  if (!form) return null;
  const definition = await db
    .selectFrom('form_definitions')
    .selectAll()
    .where('id', '=', form.form_id)
    .executeTakeFirstOrThrow();
  return { ...form, definition };
}

/** Forms waiting for this customer: assigned and of an active definition, oldest first. */
export async function listAssigned(db: Db, nationalId: string) {
  return db
    .selectFrom('customer_forms')
    .innerJoin('form_definitions', 'form_definitions.id', 'customer_forms.form_id')
    .select([
      'customer_forms.id',
      'customer_forms.form_id',
      'customer_forms.assigned_at',
      'form_definitions.title_ar',
      'form_definitions.title_en',
      'form_definitions.title_ur',
    ])
    .where('customer_forms.national_id', '=', nationalId)
    .where('customer_forms.status', '=', 'assigned')
    .where('form_definitions.active', '=', 1)
    .orderBy('customer_forms.assigned_at')
    .orderBy('customer_forms.id')
    .execute();
}

/** Completed forms of this customer, newest first. */
export async function listCompleted(db: Db, nationalId: string): Promise<FormHistoryItem[]> {
  const rows = await db
    .selectFrom('customer_forms')
    .innerJoin('form_definitions', 'form_definitions.id', 'customer_forms.form_id')
    .select([
      'customer_forms.id',
      'customer_forms.form_id',
      'customer_forms.status',
      'customer_forms.completed_at',
      'customer_forms.rejection_reason',
      'customer_forms.result_file_name',
      'form_definitions.title_ar',
      'form_definitions.title_en',
      'form_definitions.title_ur',
    ])
    .where('customer_forms.national_id', '=', nationalId)
    .where('customer_forms.status', '!=', 'assigned')
    .orderBy('customer_forms.completed_at', 'desc')
    .orderBy('customer_forms.id')
    .execute();
  return rows.map((row) => ({
    formId: row.form_id,
    clientFormId: row.id,
    formName: { ar: row.title_ar, en: row.title_en, ur: row.title_ur },
    completedAt: row.completed_at ?? '',
    status: row.status as FormHistoryItem['status'],
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
    file: row.result_file_name,
  }));
}

/** The item of one completed form, as the history shows it. */
export function historyItem(form: CustomerFormRow): FormHistoryItem {
  return {
    formId: form.form_id,
    clientFormId: form.id,
    formName: titleOf(form.definition),
    completedAt: form.completed_at ?? '',
    status: form.status as FormHistoryItem['status'],
    rejectionReason: form.status === 'rejected' ? form.rejection_reason : null,
    file: form.result_file_name,
  };
}

/** The transfer a form is about, when it names one of this customer's transfers. */
export async function formTransaction(db: Db, form: CustomerFormRow): Promise<FormTransaction | null> {
  if (!form.transfer_number) return null;
  const transfer = await findTransferByReference(db, form.transfer_number);
  if (!transfer || transfer.sender_national_id !== form.national_id) return null;
  return {
    transferNumber: transfer.transfer_number,
    transactionNumber: transfer.transaction_number,
    beneficiaryName: transfer.beneficiary_name,
    country: transfer.country,
    amountSar: transfer.amount_sar,
    payoutAmount: transfer.payout_amount,
    payoutCurrency: transfer.payout_currency,
    sentAt: transfer.sent_at,
  };
}
