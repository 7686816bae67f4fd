import type { Kysely } from 'kysely';

/**
 * The ticket clock (ADR 2301). On the ticket, when the clock acted, so that every action is
 * guarded in SQL ("... where warned_at is null") and a rerun after a crash, or a second instance,
 * never acts twice:
 * - `warned_at`: the day-5 warning went out to the assignee and the leads;
 * - `auto_closed_at`: the ticket closed itself (solved, no answer from the customer);
 * - `close_sms_at`: the closing SMS was claimed for sending (at most once, after the commit).
 * And the staff's own notifications (the warnings), each dismissed by its reader.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['warned_at', 'auto_closed_at', 'close_sms_at'])
    await db.schema.alterTable('tickets').addColumn(column, 'varchar(32)').execute();
  // The auto-close round reads solved tickets by the time they were solved.
  await db.schema
    .createIndex('tickets_status_solved_idx')
    .on('tickets')
    .columns(['status', 'solved_at'])
    .execute();
  // The SMS step reads the (few) tickets that closed themselves.
  await db.schema.createIndex('tickets_auto_closed_idx').on('tickets').column('auto_closed_at').execute();

  await db.schema
    .createTable('staff_notifications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('staff_id', 'varchar(36)', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(80)', (c) => c.notNull())
    // JSON: what the reader needs to word the notification (e.g. the ticket's target).
    .addColumn('data', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('dismissed_at', 'varchar(32)')
    .execute();
  // One notification of a kind per person and record: a rerun inserts nothing new.
  await db.schema
    .createIndex('staff_notifications_once_idx')
    .on('staff_notifications')
    .columns(['staff_id', 'kind', 'record_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('staff_notifications_reader_idx')
    .on('staff_notifications')
    .columns(['staff_id', 'dismissed_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_notifications').execute();
  await db.schema.dropIndex('tickets_auto_closed_idx').execute();
  await db.schema.dropIndex('tickets_status_solved_idx').execute();
  for (const column of ['close_sms_at', 'auto_closed_at', 'warned_at'])
    await db.schema.alterTable('tickets').dropColumn(column).execute();
}
