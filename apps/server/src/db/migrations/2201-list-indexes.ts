import type { Kysely } from 'kysely';

/**
 * Indexes for the staff lists' keyset pages (ADR 2202): every sortable field of a list that grows
 * with the business, as (column, tie-breaker), so a page is an index range and never a sort of
 * every matching row; and (filter, column, tie-breaker) for the filters desks use all day (a
 * status, an assignee, an actor). A descending sort walks the same index backwards. Lists that
 * stay small (staff accounts, form definitions, FAQ, offers, banners, partners) need none.
 */
type IndexSpec = readonly [name: string, table: string, columns: readonly string[]];

const ADDED: readonly IndexSpec[] = [
  ['tickets_target_idx', 'tickets', ['target_at', 'id']],
  ['tickets_created_idx', 'tickets', ['created_at', 'id']],
  ['tickets_name_idx', 'tickets', ['name', 'id']],
  ['tickets_status_sort_idx', 'tickets', ['status', 'id']],
  ['tickets_status_target_idx', 'tickets', ['status', 'target_at', 'id']],
  ['tickets_status_created_idx', 'tickets', ['status', 'created_at', 'id']],
  ['tickets_assignee_target_idx', 'tickets', ['assignee_id', 'target_at', 'id']],
  ['staff_audit_log_at_id_idx', 'staff_audit_log', ['at desc', 'id desc']],
  ['staff_audit_log_actor_at_idx', 'staff_audit_log', ['actor_label', 'at', 'id']],
  ['staff_audit_log_actor_idx', 'staff_audit_log', ['actor_label', 'id']],
  ['staff_audit_log_action_idx', 'staff_audit_log', ['action', 'id']],
  ['staff_audit_log_action_at_idx', 'staff_audit_log', ['action', 'at', 'id']],
  ['staff_audit_log_type_idx', 'staff_audit_log', ['record_type', 'id']],
  ['staff_audit_log_record_at_idx', 'staff_audit_log', ['record_type', 'record_id', 'at', 'id']],
  ['contact_messages_created_idx', 'contact_messages', ['created_at', 'id']],
  ['contact_messages_name_idx', 'contact_messages', ['name', 'id']],
  ['contact_messages_email_idx', 'contact_messages', ['email', 'id']],
  ['contact_messages_status_idx', 'contact_messages', ['status', 'id']],
  ['contact_messages_status_created_idx', 'contact_messages', ['status', 'created_at', 'id']],
  ['customer_forms_completed_idx', 'customer_forms', ['completed_at', 'id']],
  ['customer_forms_status_idx', 'customer_forms', ['status', 'id']],
  ['customer_forms_status_completed_idx', 'customer_forms', ['status', 'completed_at', 'id']],
  ['customer_forms_form_idx', 'customer_forms', ['form_id', 'id']],
  ['customer_forms_form_completed_idx', 'customer_forms', ['form_id', 'completed_at', 'id']],
  ['customer_forms_national_id_idx', 'customer_forms', ['national_id', 'id']],
  ['call_requests_created_idx', 'call_requests', ['created_at', 'id']],
  ['call_requests_name_idx', 'call_requests', ['name', 'id']],
  ['call_requests_status_sort_idx', 'call_requests', ['status', 'id']],
  ['call_requests_status_created_idx', 'call_requests', ['status', 'created_at', 'id']],
  ['remittance_requests_created_idx', 'remittance_requests', ['created_at', 'reference']],
  ['remittance_requests_updated_idx', 'remittance_requests', ['updated_at', 'reference']],
  ['remittance_requests_service_idx', 'remittance_requests', ['service', 'reference']],
  ['remittance_requests_status_idx', 'remittance_requests', ['status', 'reference']],
  ['remittance_requests_status_created_idx', 'remittance_requests', ['status', 'created_at', 'reference']],
  ['job_applications_created_idx', 'job_applications', ['created_at', 'id']],
  ['job_applications_status_created_idx', 'job_applications', ['status', 'created_at', 'id']],
  ['posts_date_idx', 'posts', ['date', 'id']],
];

/** Earlier indexes the new ones extend with the tie-breaker (a prefix serves no extra query). */
const REPLACED: readonly IndexSpec[] = [
  ['tickets_status_idx', 'tickets', ['status', 'created_at']],
  ['call_requests_status_idx', 'call_requests', ['status', 'created_at']],
  ['staff_audit_log_at_idx', 'staff_audit_log', ['at']],
  ['staff_audit_log_record_idx', 'staff_audit_log', ['record_type', 'record_id']],
  ['job_applications_list_idx', 'job_applications', ['status', 'created_at']],
];

async function create(db: Kysely<unknown>, [name, table, columns]: IndexSpec) {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const spec of ADDED) await create(db, spec);
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const spec of REPLACED) await create(db, spec);
  for (const [name] of ADDED) await db.schema.dropIndex(name).execute();
}
