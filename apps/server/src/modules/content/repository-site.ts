import type { Db } from '../../db/connection.js';
import type { BranchLocationsTable, PagesTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit, type AuditChange, type AuditContext } from '../staff/index.js';

/** The queries of the page texts and branch information desks (staff-site-routes.ts). */
export async function loadPage(db: Db, slug: string): Promise<PagesTable> {
  const row = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export const listPages = (db: Db) => db.selectFrom('pages').selectAll().orderBy('slug').execute();

/** Saves a page's titles and sections with its audit entry, in one transaction. */
export async function updatePage(
  db: Db,
  audit: AuditContext,
  slug: string,
  columns: Partial<PagesTable>,
  change: Pick<AuditChange, 'before' | 'after'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('pages').set(columns).where('slug', '=', slug).execute();
    await writeAudit(trx, audit, { action: 'page.update', recordType: 'page', recordId: slug, ...change });
  });
}

const branchInfo = (db: Db) =>
  db
    .selectFrom('branch_locations as l')
    .innerJoin('branches as b', 'b.id', 'l.branch_id')
    .selectAll('l')
    .select(['b.name_ar', 'b.name_en', 'b.name_ur']);

export async function loadBranchInfo(db: Db, id: number) {
  const row = await branchInfo(db).where('l.branch_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export const listBranchInfo = (db: Db) => branchInfo(db).orderBy('l.sort_order').execute();

/** Saves a branch's public information with its audit entry, in one transaction. */
export async function updateBranchInfo(
  db: Db,
  audit: AuditContext,
  branchId: number,
  columns: Partial<BranchLocationsTable>,
  change: Pick<AuditChange, 'before' | 'after'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('branch_locations').set(columns).where('branch_id', '=', branchId).execute();
    await writeAudit(trx, audit, {
      action: 'branch.update',
      recordType: 'branch',
      recordId: String(branchId),
      ...change,
    });
  });
}
