import { randomUUID } from 'node:crypto';
import type { StaffNotification, StaffNotificationKind } from '@waha/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';

export interface NotificationInput {
  kind: StaffNotificationKind;
  recordType: string;
  recordId: string;
  targetAt?: string | null;
  at: string;
}

/** How many of a person's notifications the shell lists (the newest; older ones wait their turn). */
const SHOWN = 50;

/**
 * One notification for each of `staffIds`, inside the caller's transaction. At most one of a kind
 * per person and record (a unique index): a job that reruns after a crash adds nothing.
 */
export async function notifyStaff(
  trx: Transaction<Database>,
  staffIds: readonly string[],
  note: NotificationInput,
): Promise<void> {
  const people = [...new Set(staffIds)];
  if (people.length === 0) return;
  await trx
    .insertInto('staff_notifications')
    .values(
      people.map((staffId) => ({
        id: randomUUID(),
        staff_id: staffId,
        kind: note.kind,
        record_type: note.recordType,
        record_id: note.recordId,
        data: note.targetAt ? JSON.stringify({ targetAt: note.targetAt }) : null,
        created_at: note.at,
        dismissed_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['staff_id', 'kind', 'record_id']).doNothing())
    .execute();
}

/** The person's notifications not yet dismissed, newest first. */
export async function notificationsOf(db: Db, staffId: string): Promise<StaffNotification[]> {
  const rows = await db
    .selectFrom('staff_notifications')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('dismissed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as StaffNotificationKind,
    recordId: row.record_id,
    targetAt: row.data ? ((JSON.parse(row.data) as { targetAt?: string }).targetAt ?? null) : null,
    createdAt: row.created_at,
  }));
}

/** Dismisses one of the person's own notifications; false when it is not theirs or already gone. */
export async function dismissNotification(
  trx: Transaction<Database>,
  staffId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('staff_notifications')
    .set({ dismissed_at: at })
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .where('dismissed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
