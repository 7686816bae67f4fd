import type { Kysely } from 'kysely';

/**
 * Support tickets (PRODUCT.md section 5): the ticket, its files (the customer's attachments and
 * the employee's response files), every state change with its actor, the employee's notes
 * (internal, or needing the customer's reply, with that reply), and the one review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('national_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('request_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_number', 'varchar(14)')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('assignee_id', 'varchar(36)')
    // "<national id>:<request type>" while the ticket is not closed: the unique index refuses a
    // second open ticket of the same type even when two submissions race.
    .addColumn('open_key', 'varchar(40)', (c) => c.unique())
    .addColumn('response', 'text')
    .addColumn('resolution', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('solved_at', 'varchar(32)')
    .addColumn('escalated_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('tickets_national_id_idx').on('tickets').column('national_id').execute();
  await db.schema.createIndex('tickets_status_idx').on('tickets').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('ticket_files')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('ticket_id', 'varchar(10)', (c) => c.notNull().references('tickets.id'))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_files_ticket_idx').on('ticket_files').column('ticket_id').execute();

  await db.schema
    .createTable('ticket_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('ticket_id', 'varchar(10)', (c) => c.notNull().references('tickets.id'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('text', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_events_ticket_idx').on('ticket_events').column('ticket_id').execute();

  await db.schema
    .createTable('ticket_notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('ticket_id', 'varchar(10)', (c) => c.notNull().references('tickets.id'))
    .addColumn('staff_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('staff_label', 'varchar(40)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // 0: internal, never shown to the customer; 1: shown, and the customer must answer it.
    .addColumn('needs_reply', 'integer', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_notes_ticket_idx').on('ticket_notes').column('ticket_id').execute();

  await db.schema
    .createTable('ticket_reviews')
    // One review per ticket: the primary key refuses a second one, however concurrent.
    .addColumn('ticket_id', 'varchar(10)', (c) => c.primaryKey().references('tickets.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ticket_reviews', 'ticket_notes', 'ticket_events', 'ticket_files', 'tickets']) {
    await db.schema.dropTable(table).execute();
  }
}
