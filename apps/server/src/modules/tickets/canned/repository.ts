import { CANNED_PICK_MAX, type CannedReply, type CannedReplyEdit, type StaffListQuery } from '@waha/shared';
import type { Db } from '../../../db/connection.js';
import type { CannedRepliesTable } from '../../../db/schema.js';
import type { Trx } from '../repository.js';

/** The desk's sortable fields (API name -> column), each backed by an index (migration 2302). */
export const CANNED_SORTABLE = { code: 'code', title: 'title', updatedAt: 'updated_at' };

export const cannedView = (row: CannedRepliesTable): CannedReply => ({
  id: row.id,
  code: row.code,
  title: row.title,
  textAr: row.text_ar,
  textEn: row.text_en,
  textUr: row.text_ur,
  updatedAt: row.updated_at,
});

export const cannedColumns = (edit: CannedReplyEdit) => ({
  code: edit.code,
  title: edit.title,
  text_ar: edit.textAr,
  text_en: edit.textEn,
  text_ur: edit.textUr,
});

/** The desk's list: `q` finds a code or a title (LIKE wildcards typed by the lead are dropped). */
export function filteredCanned(db: Db, q: StaffListQuery) {
  let query = db.selectFrom('canned_replies');
  if (q.q) {
    const term = q.q
      .toLowerCase()
      .replace(/^\//, '')
      .replace(/[%_\\]/g, '');
    query = query.where((eb) =>
      eb.or([eb('code', 'like', `%${term}%`), eb(eb.fn('lower', ['title']), 'like', `%${term}%`)]),
    );
  }
  return query;
}

/** Every reply for the officer's picker, by code: a lead keeps tens of them, the cap is a guard. */
export async function pickList(db: Db): Promise<CannedRepliesTable[]> {
  return db.selectFrom('canned_replies').selectAll().orderBy('code').limit(CANNED_PICK_MAX).execute();
}

export async function findCanned(db: Db | Trx, id: string) {
  return db.selectFrom('canned_replies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCanned(trx: Trx, row: CannedRepliesTable): Promise<void> {
  await trx.insertInto('canned_replies').values(row).execute();
}

/** Last save wins; each save is in the audit log with what it replaced. */
export async function updateCanned(trx: Trx, id: string, set: Partial<CannedRepliesTable>): Promise<boolean> {
  const result = await trx.updateTable('canned_replies').set(set).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCanned(trx: Trx, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('canned_replies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
