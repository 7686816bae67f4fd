import { createHmac, timingSafeEqual } from 'node:crypto';
import { Big } from 'big.js';
import {
  maskNationalId,
  MOVEMENT_TYPES,
  namesMatch,
  type MovementType,
  type StatementForm,
} from '@waha/shared';
import { findCustomer, listTransactions } from '../../core/repository.js';
import type { Db } from '../../db/connection.js';
import type { RemittanceRequestsTable } from '../../db/schema.js';
import { MOVEMENT_LABELS, riyadhDateTime, sellerBlock } from '../../lib/pdf/labels.js';

/** How long the download link given after a confirmed statement request works. */
export const STATEMENT_LINK_MS = 15 * 60 * 1000;

const sign = (secret: string, reference: string, expires: number) =>
  createHmac('sha256', secret).update(`statement\n${reference}\n${expires}`).digest('base64url');

export function statementUrl(secret: string, reference: string, now: Date): string {
  const expires = now.getTime() + STATEMENT_LINK_MS;
  return `/api/remittance/statements/${reference}.pdf?expires=${expires}&token=${sign(secret, reference, expires)}`;
}

export function statementLinkValid(
  secret: string,
  reference: string,
  expires: number,
  token: string,
  now: Date,
): boolean {
  const expected = Buffer.from(sign(secret, reference, expires));
  const given = Buffer.from(token);
  return expires > now.getTime() && expected.length === given.length && timingSafeEqual(expected, given);
}

/** Saudi days: the period's dates are read in Riyadh time (UTC+3). */
const dayStart = (date: string) => new Date(`${date}T00:00:00+03:00`).toISOString();
const nextDayStart = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00+03:00`) + 86_400_000).toISOString();

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
      dayStart(details.periodFrom),
      nextDayStart(details.periodTo),
      types,
    )
  ).filter(
    (r) =>
      r.counterparty_name === null ||
      details.beneficiaries.some((b) => namesMatch(b.name, r.counterparty_name!)),
  );
  const sum = (pick: (r: (typeof rows)[number]) => string) =>
    rows.reduce((acc, r) => acc.plus(pick(r)), new Big(0)).toFixed(2);
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
    issuedAt: riyadhDateTime(now.toISOString()),
    emptyAr: 'لا توجد عمليات في هذه الفترة.',
    emptyEn: 'No operations in this period.',
    rows: rows.map((r) => ({
      date: riyadhDateTime(r.created_at),
      number: r.transaction_number,
      kindAr: MOVEMENT_LABELS[r.kind as MovementType].ar,
      kindEn: MOVEMENT_LABELS[r.kind as MovementType].en,
      party: r.counterparty_name ?? '—',
      amount: `${r.foreign_amount} ${r.currency_code}`,
      sar: r.amount_sar,
      fee: r.fee,
      vat: r.vat,
    })),
    totalSar: sum((r) => r.amount_sar),
    totalFee: sum((r) => r.fee),
    totalVat: sum((r) => r.vat),
  };
}
