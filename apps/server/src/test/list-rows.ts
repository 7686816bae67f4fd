import {
  CALL_STATUSES,
  FORM_SUBMISSION_STATUSES,
  REQUEST_STATUSES,
  TICKET_CATEGORIES,
  TICKET_REQUEST_TYPES,
  TICKET_STATUSES,
} from '@waha/shared';
import type { Db } from '../db/connection.js';

/**
 * Rows for the staff lists at any size, shared by the paging tests and `npm run bench:lists`:
 * deterministic from the row number, with ties (repeating names and statuses, same instants) and
 * NULLs (unfinished forms, unassigned tickets) where the real desks have them.
 */
const START = Date.parse('2026-01-01T00:00:00.000Z');
const NAMES = ['Amal', 'Badr', 'Huda', 'Zaid', 'Mona', 'عبدالله', 'نورة', 'Imran'];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
/** Several rows share each instant (every 7th minute repeats), as bursts of real traffic do. */
const at = (i: number, prefix = 0) => new Date(START + prefix + Math.floor(i / 3) * 60_000).toISOString();
const pad = (i: number, width: number) => String(i).padStart(width, '0');

export const ticketRow = (i: number, assignees: readonly string[]) => ({
  id: `L${pad(i, 7)}`,
  national_id: `1${pad(i % 100_000, 9)}`,
  name: `${pick(NAMES, i)} ${i % 97}`,
  email: `t${i}@example.com`,
  phone: `+9665${pad(i % 100_000_000, 8)}`,
  category: pick(TICKET_CATEGORIES, i),
  request_type: pick(TICKET_REQUEST_TYPES, i >> 1),
  transaction_number: null,
  description: 'A ticket for the list benchmark.',
  status: pick(TICKET_STATUSES, i >> 2),
  language: pick(['ar', 'en', 'ur'], i),
  assignee_id: i % 3 === 0 || assignees.length === 0 ? null : pick(assignees, i),
  open_key: null,
  response: null,
  resolution: null,
  created_at: at(i),
  updated_at: at(i),
  target_at: at(i, 7 * 86_400_000),
  solved_at: null,
  escalated_at: null,
  closed_at: null,
  warned_at: null,
  auto_closed_at: null,
  close_sms_at: null,
});

export const auditRow = (i: number) => ({
  id: `a${pad(i, 11)}`,
  at: at(i),
  actor_id: null,
  actor_label: pick(['90001', '90002', '90003', '90004', '90005', '90006', 'system'], i >> 3),
  action: pick(['ticket.assign', 'ticket.status', 'rate.update', 'signin.succeeded', 'export.csv'], i),
  record_type: pick(['ticket', 'exchange_rate', 'staff_account', 'contact_messages'], i >> 1),
  record_id: `r${i % 5000}`,
  before: null,
  after: '{"status":"open"}',
  ip: '10.0.0.1',
  user_agent: 'bench',
});

export const contactRow = (i: number) => ({
  id: `c${pad(i, 11)}`,
  name: `${pick(NAMES, i)} ${i % 89}`,
  email: `c${i % 5000}@example.com`,
  message: 'A contact message for the list benchmark.',
  language: pick(['ar', 'en', 'ur'], i),
  status: i % 4 === 0 ? 'new' : 'handled',
  created_at: at(i),
});

/** Every fifth form is still with the customer's draft: no completion time (NULL on purpose). */
export const customerFormRow = (i: number, formIds: readonly string[]) => ({
  id: `F${pad(i, 11)}`,
  form_id: pick(formIds, i),
  national_id: `2${pad(i % 100_000, 9)}`,
  transfer_number: null,
  status: i % 5 === 0 ? ('under_review' as const) : pick(FORM_SUBMISSION_STATUSES, i),
  assigned_at: at(i),
  completed_at: i % 5 === 0 ? null : at(i, 3_600_000),
  answers: '{}',
  rejection_reason: null,
  result_file_key: null,
  result_file_name: null,
  updated_at: at(i),
});

export const callRow = (i: number) => ({
  id: `k${pad(i, 11)}`,
  name: `${pick(NAMES, i)} ${i % 83}`,
  phone: `+9665${pad(i % 100_000_000, 8)}`,
  language: pick(['ar', 'en', 'ur'], i),
  description: 'Please call me back.',
  status: pick(CALL_STATUSES, i >> 1),
  created_at: at(i),
  updated_at: i % 2 ? at(i, 600_000) : null,
  updated_by: null,
});

export const remittanceRow = (i: number) => ({
  reference: `RB${pad(i, 8)}`,
  service: pick(['change-name', 'cancel', 'statement'], i),
  transfer_number: pad(i % 1_000_000, 10),
  national_id: `1${pad(i % 100_000, 9)}`,
  details: '{}',
  status: pick(REQUEST_STATUSES, i >> 1),
  language: pick(['ar', 'en', 'ur'], i),
  created_at: at(i),
  updated_at: at(i, 86_400_000),
  pending_key: null,
});

/** A news post on day `i % 400` of 2025, so many share a day (the id breaks the tie). */
export const postRow = (i: number) => ({
  id: 100_000 + i,
  img: '/media/posts/a.svg',
  poster: null,
  date: new Date(Date.UTC(2025, 0, 1 + (i % 400))).toISOString().slice(0, 10),
  published: i % 10 === 9 ? 0 : 1,
  title_ar: `خبر ${i}`,
  title_en: `News ${i}`,
  title_ur: `خبر ${i}`,
  body_ar: 'نص الخبر.',
  body_en: 'The news.',
  body_ur: 'خبر کا متن۔',
});

type Table =
  | 'posts'
  | 'tickets'
  | 'staff_audit_log'
  | 'contact_messages'
  | 'customer_forms'
  | 'call_requests'
  | 'remittance_requests';

/**
 * Inserts `count` rows from `row(i)` in multi-row statements, one transaction per `perCommit`
 * rows, so a million rows take a minute or two rather than a million round trips.
 */
export async function insertRows(
  db: Db,
  table: Table,
  count: number,
  row: (i: number) => object,
  { batch = 400, perCommit = 20_000, offset = 0 } = {},
): Promise<void> {
  for (let start = 0; start < count; start += perCommit) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(count, start + perCommit); i += batch) {
        const rows = Array.from({ length: Math.min(batch, count - i) }, (_, k) => row(offset + i + k));
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
      }
    });
  }
}

/** Form definitions the seeded submissions point at (the demo seed's). */
export async function formIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('form_definitions').select('id').orderBy('id').execute()).map((r) => r.id);
}

/** Staff accounts tickets are assigned to (the demo staff). */
export async function staffIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('staff_accounts').select('id').orderBy('id').execute()).map((r) => r.id);
}
