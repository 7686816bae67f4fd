import type { Kysely } from 'kysely';

/**
 * Call-backs get an assignee like tickets (issue 22: bulk "assign" on the call-back queue): who is
 * to call the customer. Nullable: a new request is nobody's until someone takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('call_requests')
    .addColumn('assignee_id', 'varchar(36)', (c) => c.references('staff_accounts.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('call_requests').dropColumn('assignee_id').execute();
}
