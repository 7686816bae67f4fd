import { riyadhDayBounds } from '@waha/shared';
import type { Db } from '../../../db/connection.js';
import type { ReportRow } from './figures.js';

/**
 * The tickets received in a period of Riyadh days (both included), with what the report needs of
 * each: its review's score and its branch (ADR 2303): the branch the complaint was made at, else
 * the branch of the transaction the ticket names, else of the customer's latest transaction before
 * the ticket (their usual branch in the core system), else none.
 */
export async function reportRows(db: Db, period: { from: string; to: string }): Promise<ReportRow[]> {
  const start = riyadhDayBounds(period.from).start;
  const end = riyadhDayBounds(period.to).end;
  const rows = await db
    .selectFrom('tickets as t')
    .leftJoin('ticket_reviews as r', 'r.ticket_id', 't.id')
    .leftJoin('core_transactions as named', 'named.transaction_number', 't.transaction_number')
    .select((eb) => [
      't.request_type',
      't.category',
      't.channel',
      't.created_at',
      't.target_at',
      't.solved_at',
      't.escalated_at',
      't.remedy',
      't.assignee_id',
      'r.rating',
      't.branch_id as own_branch',
      'named.branch_id as named_branch',
      eb
        .selectFrom('core_transactions as usual')
        .select('usual.branch_id')
        .whereRef('usual.customer_national_id', '=', 't.national_id')
        .whereRef('usual.created_at', '<=', 't.created_at')
        .orderBy('usual.created_at', 'desc')
        .limit(1)
        .as('usual_branch'),
    ])
    .where('t.created_at', '>=', start)
    .where('t.created_at', '<', end)
    .orderBy('t.created_at')
    .execute();
  return rows.map(({ own_branch, named_branch, usual_branch, ...row }) => ({
    ...row,
    channel: row.channel ?? 'site',
    remedy: row.remedy ?? null,
    rating: row.rating === null ? null : Number(row.rating),
    branch_id: own_branch ?? named_branch ?? usual_branch ?? null,
  }));
}

/** The branches' names in the three languages, by id. */
export async function branchNames(db: Db, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, { ar: string; en: string; ur: string }>();
  const rows = await db
    .selectFrom('branches')
    .select(['id', 'name_ar', 'name_en', 'name_ur'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((b) => [b.id, { ar: b.name_ar, en: b.name_en, ur: b.name_ur }]));
}
