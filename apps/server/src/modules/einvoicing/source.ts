import { MOVEMENT_TYPES, VAT_RATE, type MovementType } from '@waha/shared';
import { Big } from 'big.js';
import type { CoreTransaction } from '../../core/repository.js';
import type { Db } from '../../db/connection.js';
import { FEE_LABELS } from '../../lib/pdf/labels.js';
import { issueDocument, type DocumentRequest } from './chain.js';
import type { EgsUnit } from './egs.js';
import type { IssuedEinvoice } from './repository.js';

/** The invoice number follows the transaction number (as the printed invoice's always has). */
export const einvoiceNumberOf = (transactionNumber: string) => `SI-${transactionNumber}`;

/** The tax invoice of a transaction: one line, its fee, VAT at the standard rate. */
export function invoiceRequestFor(tx: CoreTransaction): DocumentRequest {
  const label = FEE_LABELS[tx.kind as MovementType];
  // A record the invoice cannot describe (an unknown kind from the core system) is refused.
  if (!label) throw new Error(`no invoice for a transaction of kind ${tx.kind}`);
  return {
    kind: '388',
    number: einvoiceNumberOf(tx.transaction_number),
    transactionNumber: tx.transaction_number,
    item: `${label.ar} - ${label.en}`,
    amount: tx.fee,
    vat: tx.vat,
    vatPercent: new Big(VAT_RATE).times(100).toFixed(2),
  };
}

/** Issues (or finds) the transaction's tax invoice. */
export const issueTransactionInvoice = (
  db: Db,
  unit: EgsUnit,
  tx: CoreTransaction,
): Promise<IssuedEinvoice> => issueDocument(db, unit, invoiceRequestFor(tx));

/**
 * A refunded fee: a credit note (381) for the whole fee and its VAT, in the same chain, naming the
 * invoice it corrects (issued first if it was not yet). Once per transaction, like the invoice.
 */
export async function issueFeeRefund(
  db: Db,
  unit: EgsUnit,
  tx: CoreTransaction,
  reason: string,
): Promise<IssuedEinvoice> {
  const invoice = await issueTransactionInvoice(db, unit, tx);
  return issueDocument(db, unit, {
    ...invoiceRequestFor(tx),
    kind: '381',
    number: `CN-${tx.transaction_number}`,
    billingReference: invoice.number,
    reason,
  });
}

export interface DueOptions {
  /** A transaction becomes invoiceable this long after it was made (the "still processing" window). */
  delayMs: number;
  now?: Date;
  /** At most this many per round; the next round goes on. */
  limit?: number;
  onError?: (transactionNumber: string, error: unknown) => void;
}

/**
 * Issues the invoice of every transaction past its processing window that has none, oldest
 * first: run at start (catching up after downtime or a crash) and on a timer. Safe on several
 * instances at once: each issue takes the chain head, and an invoice already issued is found,
 * not issued again. One transaction that cannot be invoiced does not stop the others.
 */
export async function issueDueInvoices(db: Db, unit: EgsUnit, options: DueOptions): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.delayMs).toISOString();
  const due = await db
    .selectFrom('core_transactions as t')
    .selectAll('t')
    .where('t.created_at', '<=', cutoff)
    // Only kinds an invoice can describe: an unknown one would head every round, failing, forever.
    .where('t.kind', 'in', [...MOVEMENT_TYPES])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('einvoices as e')
            .select('e.uuid')
            .whereRef('e.transaction_number', '=', 't.transaction_number')
            .where('e.kind', '=', '388'),
        ),
      ),
    )
    .orderBy('t.created_at')
    .limit(options.limit ?? 200)
    .execute();
  return issueEach(due, options, (tx) => issueTransactionInvoice(db, unit, tx));
}

/** Why a cancelled transfer's fee is credited, in the credit note's InstructionNote (both languages). */
export const CANCELLED_TRANSFER_REASON = 'إلغاء الحوالة واسترداد رسومها - Transfer cancelled, fee refunded';

/**
 * A transfer the core system cancelled has its fee refunded (PRODUCT.md section 7: refunds of fees
 * are credit notes in the same chain): each cancelled transfer whose transaction charged a fee and
 * has no credit note gets one, naming its invoice (issued first if it was not yet). Read from the
 * core records, like the invoices, so a cancellation seen while the server was down is credited at
 * the next round; safe on several instances (one credit note per transaction, as one invoice).
 */
export async function issueDueCreditNotes(db: Db, unit: EgsUnit, options: DueOptions): Promise<number> {
  const due = await db
    .selectFrom('core_transfers as tr')
    .innerJoin('core_transactions as t', 't.transaction_number', 'tr.transaction_number')
    .selectAll('t')
    .where('tr.status', '=', 'cancelled')
    .where('t.kind', 'in', [...MOVEMENT_TYPES])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('einvoices as e')
            .select('e.uuid')
            .whereRef('e.transaction_number', '=', 't.transaction_number')
            .where('e.kind', '=', '381'),
        ),
      ),
    )
    .orderBy('tr.cancelled_at')
    .limit(options.limit ?? 200)
    .execute();
  // No fee, nothing refunded: a credit note of zero would only lengthen the chain.
  const charged = due.filter((tx) => !new Big(tx.fee).eq(0));
  return issueEach(charged, options, (tx) => issueFeeRefund(db, unit, tx, CANCELLED_TRANSFER_REASON));
}

/** Issues one document per transaction, counting them; one that fails is reported, not fatal. */
async function issueEach(
  due: readonly CoreTransaction[],
  { onError }: DueOptions,
  issue: (tx: CoreTransaction) => Promise<unknown>,
): Promise<number> {
  let issued = 0;
  for (const tx of due) {
    try {
      await issue(tx);
      issued += 1;
    } catch (error) {
      onError?.(tx.transaction_number, error);
    }
  }
  return issued;
}

/** One issuing round: the invoices now due, then the credit notes of cancelled transfers. */
export async function issueDueDocuments(db: Db, unit: EgsUnit, options: DueOptions): Promise<number> {
  return (await issueDueInvoices(db, unit, options)) + (await issueDueCreditNotes(db, unit, options));
}
