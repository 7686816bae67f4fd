import type { Kysely } from 'kysely';

/**
 * SMS rate alerts (issue 25, deliverables 3 and 4; ADR 2502).
 * - `rate_alerts`: one row per alert. `status` active -> fired (a target reached), stopped (link or
 *   list), expired (90 days); ended rows are purged 30 days after `ended_at` (the consent text).
 * - `rate_alert_phones`: active alerts per phone, the slot counter reserved in the same transaction
 *   as the alert (a conditional `active < 5` update, never a count then an insert).
 * - `rate_alert_sms`: the outbox, written in the transaction that decides an SMS is due (the rate
 *   change, the digest or reminder round). `dedupe_key` is unique: one crossing SMS per alert, one
 *   digest per alert and Riyadh day, one reminder. Rounds claim rows with a lease, as e-invoices do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_alerts')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('side', 'varchar(4)')
    .addColumn('direction', 'varchar(5)')
    .addColumn('target', 'varchar(24)')
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('next_digest_at', 'varchar(32)')
    .addColumn('reminded_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('rate_alerts_watch_idx')
    .on('rate_alerts')
    .columns(['branch_id', 'currency_code', 'status'])
    .execute();
  await db.schema
    .createIndex('rate_alerts_phone_idx')
    .on('rate_alerts')
    .columns(['phone', 'status'])
    .execute();
  await db.schema
    .createIndex('rate_alerts_due_idx')
    .on('rate_alerts')
    .columns(['status', 'next_digest_at'])
    .execute();
  await db.schema
    .createIndex('rate_alerts_expiry_idx')
    .on('rate_alerts')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('rate_alert_phones')
    .addColumn('phone', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('rate_alert_sms')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('alert_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    // JSON: what the text names (rate, time, ...); the text itself is written when sent, with its link.
    .addColumn('payload', 'text', (c) => c.notNull())
    // pending | sent | failed (gave up after the last retry)
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('claim_token', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('rate_alert_sms_due_idx')
    .on('rate_alert_sms')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('rate_alert_sms_alert_idx').on('rate_alert_sms').column('alert_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_alert_sms').execute();
  await db.schema.dropTable('rate_alert_phones').execute();
  await db.schema.dropTable('rate_alerts').execute();
}
