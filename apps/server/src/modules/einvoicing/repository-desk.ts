import { EINVOICE_REPORT_ALERT_HOURS, type EinvoiceListQuery, type EinvoiceRow } from '@waha/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { ZatcaMessage } from './report-client.js';

type Reader = Db | Transaction<Database>;

/** The finance desk's sort keys (ADR 2202): newest issue first by default; ICV is the chain order. */
export const EINVOICE_SORTABLE = { issuedAt: 'issued_at', icv: 'icv' } as const;

/**
 * Documents with their outbox row, filtered by reporting status; wrapped as a derived table so the
 * keyset paging (ADR 2202) names its columns unqualified (both tables have a uuid).
 */
export function filteredEinvoices(db: Reader, filters: Pick<EinvoiceListQuery, 'status'>) {
  return db.selectFrom(joinedEinvoices(db, filters).as('x')).selectAll();
}

function joinedEinvoices(db: Reader, { status }: Pick<EinvoiceListQuery, 'status'>) {
  let query = db
    .selectFrom('einvoices as e')
    .innerJoin('einvoice_reports as r', 'r.uuid', 'e.uuid')
    .select([
      'e.uuid',
      'e.number',
      'e.kind',
      'e.icv',
      'e.issued_at',
      'r.status',
      'r.attempts',
      'r.next_attempt_at',
      'r.reported_at',
      'r.http_status',
      'r.messages',
    ]);
  if (status) query = query.where('r.status', '=', status);
  return query;
}

export type EinvoiceDeskRow = {
  uuid: string;
  number: string;
  kind: string;
  icv: number;
  issued_at: string;
  status: EinvoiceRow['status'];
  attempts: number;
  next_attempt_at: string;
  reported_at: string | null;
  http_status: number | null;
  messages: string | null;
};

const shown = (list: ZatcaMessage[] | undefined) =>
  (list ?? []).map((m) => ({ code: String(m.code ?? ''), message: String(m.message ?? '') }));

/** Stored JSON to the desk's row; "overdue" by the same 20 hours as the metric. */
export function einvoiceView(row: EinvoiceDeskRow, now: Date): EinvoiceRow {
  let messages: { warnings?: ZatcaMessage[]; errors?: ZatcaMessage[] } = {};
  try {
    messages = row.messages ? (JSON.parse(row.messages) as typeof messages) : {};
  } catch {
    messages = {};
  }
  const reported = row.status === 'reported' || row.status === 'reported_warnings';
  const age = now.getTime() - new Date(row.issued_at).getTime();
  return {
    uuid: row.uuid,
    number: row.number,
    kind: row.kind === '381' ? '381' : '388',
    icv: Number(row.icv),
    issuedAt: row.issued_at,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    reportedAt: row.reported_at,
    httpStatus: row.http_status === null ? null : Number(row.http_status),
    overdue: !reported && age > EINVOICE_REPORT_ALERT_HOURS * 3600_000,
    warnings: shown(messages.warnings),
    errors: shown(messages.errors),
  };
}

export async function findReport(db: Reader, uuid: string) {
  return joinedEinvoices(db, {}).where('e.uuid', '=', uuid).executeTakeFirst() as Promise<
    EinvoiceDeskRow | undefined
  >;
}

/** Due now, out of any backoff or claim; ZATCA's messages stay until the next answer replaces them. */
export async function requeueReport(trx: Transaction<Database>, uuid: string, now: string) {
  await trx
    .updateTable('einvoice_reports')
    .set({ status: 'pending', next_attempt_at: now, claimed_until: null, claim_token: null, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();
}
