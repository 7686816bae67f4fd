import { RATING_QUESTIONS, type RatingSummaryQuery } from '@waha/shared';
import type { Db } from '../../db/connection.js';
import type { BranchRatingsTable } from '../../db/schema-calls.js';

export async function insertRating(db: Db, row: BranchRatingsTable): Promise<void> {
  await db.insertInto('branch_ratings').values(row).execute();
}

/** Counts and averages per month and branch, and the latest 50 comments, of the filtered ratings. */
export async function ratingSummary(db: Db, { branchId, from, to }: RatingSummaryQuery) {
  let base = db.selectFrom('branch_ratings');
  if (branchId !== undefined) base = base.where('branch_id', '=', branchId);
  if (from) base = base.where('month', '>=', from);
  if (to) base = base.where('month', '<=', to);
  const groups = await base
    .select((eb) => [
      'month',
      'branch_id',
      eb.fn.countAll<string | number>().as('count'),
      ...RATING_QUESTIONS.map((q) => eb.fn.avg<string | number>(q).as(q)),
    ])
    .groupBy(['month', 'branch_id'])
    .orderBy('month', 'desc')
    .orderBy('branch_id')
    .execute();
  const comments = await base
    .selectAll()
    .where('comment', '<>', '')
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return { groups, comments };
}
