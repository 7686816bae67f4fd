import type { Kysely } from 'kysely';

/**
 * Branch cards show opening hours, working days and a phone number, kept with the branch so the
 * back office edits them with the rest of its information. Times are Riyadh wall-clock "HH:mm"
 * (closes_at may be "24:00"); work_days lists weekdays as digits, 0 = Sunday. The defaults are the
 * usual Saturday-to-Thursday day, so rows that exist before this migration read sensibly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('branch_locations').addColumn('phone', 'varchar(20)').execute();
  await db.schema
    .alterTable('branch_locations')
    .addColumn('opens_at', 'varchar(5)', (c) => c.notNull().defaultTo('09:00'))
    .execute();
  await db.schema
    .alterTable('branch_locations')
    .addColumn('closes_at', 'varchar(5)', (c) => c.notNull().defaultTo('21:00'))
    .execute();
  await db.schema
    .alterTable('branch_locations')
    .addColumn('work_days', 'varchar(20)', (c) => c.notNull().defaultTo('0,1,2,3,4,6'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['work_days', 'closes_at', 'opens_at', 'phone']) {
    await db.schema.alterTable('branch_locations').dropColumn(column).execute();
  }
}
