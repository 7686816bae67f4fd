import { Big } from 'big.js';
import {
  formatMoney,
  formatNumber,
  maskNationalId,
  MOVEMENT_TYPES,
  namesMatch,
  riyadhDateTimeText,
  riyadhDayBounds,
  riyadhDayStart,
  type MovementType,
  type StatementForm,
} from '@waha/shared';
import { findCustomer, listTransactions } from '../../core/repository.js';
import type { Db } from '../../db/connection.js';
import type { RemittanceRequestsTable } from '../../db/schema.js';
import { MOVEMENT_LABELS, sellerBlock } from '../../lib/pdf/labels.js';
import { expiringLinkValid, expiringQuery } from '../../lib/signed-link.js';

/** How long the download link given after a confirmed statement request works. */
export const STATEMENT_LINK_MS = 15 * 60 * 1000;

export function statementUrl(secret: string, reference: string, now: Date): string {
  const query = expiringQuery(secret, 'statement', reference, STATEMENT_LINK_MS, now);
  return `/api/remittance/statements/${reference}.pdf?${query}`;
}

export function statementLinkValid(
  secret: string,
  reference: string,
  expires: number,
  token: string,
  now: Date,
): boolean {
  return expiringLinkValid(secret, 'statement', { subject: reference, expires, token }, now);
}

/** Money on the bilingual statement: Latin digits and separators in both columns. */
const money = (value: string) => formatMoney(value, 'en');

/**
 * Riyals the customer receives: an incoming transfer paid out, and foreign currency the company
 * buys from the customer (currency purchase). Outgoing transfers and currency the company sells
 * to the customer (currency sale) are riyals the customer pays.
 */
const MONEY_IN: ReadonlySet<MovementType> = new Set(['incoming_transfer', 'currency_purchase']);

type StatementDetails = Omit<StatementForm, 'reference' | 'nationalId'>;

/**
 * The statement's content from the core transactions: the chosen period and types; transfers
 * only to or from the listed beneficiaries (exchange operations have none and all show).
 */
export async function buildStatementData(db: Db, request: RemittanceRequestsTable, now: Date) {
  const details = JSON.parse(request.details) as StatementDetails;
  const customer = await findCustomer(db, request.national_id);
  const types = MOVEMENT_TYPES.filter((t) => details.movementTypes.includes(t));
  const rows = (
    await listTransactions(
      db,
      request.national_id,
      // Saudi days: the period runs from its first Riyadh midnight to the one after its last day.
      riyadhDayStart(details.periodFrom),
      riyadhDayBounds(details.periodTo).end,
      types,
    )
  ).filter(
    (r) =>
      r.counterparty_name === null ||
      details.beneficiaries.some((b) => namesMatch(b.name, r.counterparty_name!)),
  );
  type Row = (typeof rows)[number];
  const sum = (list: Row[], pick: (r: Row) => string) =>
    money(list.reduce((acc, r) => acc.plus(pick(r)), new Big(0)).toFixed());
  // A sum across sales, purchases and transfers in both directions means nothing: each movement
  // type gets its own totals, and the riyals are split into what the customer received and paid.
  const byType = types
    .map((type) => ({ type, list: rows.filter((r) => r.kind === type) }))
    .filter(({ list }) => list.length > 0)
    .map(({ type, list }) => ({
      kindAr: MOVEMENT_LABELS[type].ar,
      kindEn: MOVEMENT_LABELS[type].en,
      count: String(list.length),
      sar: sum(list, (r) => r.amount_sar),
      fee: sum(list, (r) => r.fee),
      vat: sum(list, (r) => r.vat),
    }));
  const received = rows.filter((r) => MONEY_IN.has(r.kind as MovementType));
  const paid = rows.filter((r) => !MONEY_IN.has(r.kind as MovementType));
  return {
    ...sellerBlock(),
    reference: request.reference,
    customerAr: customer?.name_ar ?? '',
    customerEn: customer?.name_en ?? '',
    customerId: maskNationalId(request.national_id),
    periodFrom: details.periodFrom,
    periodTo: details.periodTo,
    typesAr: types.map((t) => MOVEMENT_LABELS[t].ar).join('، '),
    typesEn: types.map((t) => MOVEMENT_LABELS[t].en).join(', '),
    beneficiaries: details.beneficiaries.map((b) => b.name),
    issuedAt: riyadhDateTimeText(now.toISOString()),
    emptyAr: 'لا توجد عمليات في هذه الفترة.',
    emptyEn: 'No operations in this period.',
    rows: rows.map((r) => ({
      date: riyadhDateTimeText(r.created_at),
      number: r.transaction_number,
      kindAr: MOVEMENT_LABELS[r.kind as MovementType].ar,
      kindEn: MOVEMENT_LABELS[r.kind as MovementType].en,
      party: r.counterparty_name ?? '—',
      amount: `${formatNumber(r.foreign_amount, 'en')} ${r.currency_code}`,
      sar: money(r.amount_sar),
      fee: money(r.fee),
      vat: money(r.vat),
    })),
    totals: byType,
    sarIn: sum(received, (r) => r.amount_sar),
    sarOut: sum(paid, (r) => r.amount_sar),
    totalFee: sum(rows, (r) => r.fee),
    totalVat: sum(rows, (r) => r.vat),
  };
}
