import { buildTransaction, buildTransfer } from '../../core/factories.js';
import type { Transaction } from 'kysely';
import type { CoreTransactionsTable, CoreTransfersTable, Database } from '../schema.js';

import { DEMO_CUSTOMERS, DEMO_EMPLOYEES } from './core-people.js';

type Trx = Transaction<Database>;

const DAY = 24 * 60 * 60 * 1000;

interface DemoTransfer {
  number: string;
  sender: string;
  beneficiary: string;
  country: string;
  currency: string;
  sar: string;
  payout: string;
  status: CoreTransfersTable['status'];
  daysAgo: number;
}

const T = (
  number: string,
  sender: string,
  beneficiary: string,
  status: string,
  daysAgo: number,
  [country, currency, sar, payout]: [string, string, string, string],
): DemoTransfer => ({ number, sender, beneficiary, country, currency, sar, payout, status, daysAgo });

const EGYPT: [string, string, string, string] = ['EG', 'EGP', '1000.00', '13050.00'];
const INDIA: [string, string, string, string] = ['IN', 'INR', '2000.00', '45200.00'];
const PAKISTAN: [string, string, string, string] = ['PK', 'PKR', '1500.00', '111000.00'];

export const DEMO_TRANSFERS: DemoTransfer[] = [
  T('1000000011', '1000000008', 'أحمد محمود حسن', 'sent', 2, EGYPT),
  T('1000000012', '1000000008', 'أحمد محمود حسن', 'ready_for_pickup', 5, EGYPT),
  T('1000000013', '1000000008', 'منى محمود حسن', 'paid', 20, EGYPT),
  T('1000000014', '1000000008', 'منى محمود حسن', 'cancelled', 40, EGYPT),
  T('1000000015', '1000000008', 'أحمد محمود حسن', 'on_hold', 3, EGYPT),
  T('1000000016', '1000000008', 'أحمد محمود حسن', 'sent', 1, EGYPT),
  T('2100000021', '2100000005', 'Suresh Kumar Sharma', 'sent', 2, INDIA),
  T('2100000022', '2100000005', 'Suresh Kumar Sharma', 'ready_for_pickup', 6, INDIA),
  T('2100000023', '2100000005', 'Anita Sharma', 'on_hold', 4, INDIA),
  T('2100000024', '2100000005', 'Anita Sharma', 'paid', 30, INDIA),
  T('2100000025', '2100000005', 'Suresh Kumar Sharma', 'sent', 1, INDIA),
  T('2234567801', '2234567895', 'Imran Asif Khan', 'paid', 12, PAKISTAN),
];

/** Transfer 1000000011's transaction number: the reference of every demo transfer is derived the same way. */
export const transferTransactionNumber = (transferNumber: string) => `2025${transferNumber}`;

/** A transaction younger than the VAT delay: re-stamped at every start so it stays "processing". */
export const RECENT_TRANSACTIONS = ['30000000000001', '30000000000002'] as const;

function transferRows(now: number): {
  transfers: CoreTransfersTable[];
  transactions: CoreTransactionsTable[];
} {
  const transfers: CoreTransfersTable[] = [];
  const transactions: CoreTransactionsTable[] = [];
  for (const d of DEMO_TRANSFERS) {
    const sent = now - d.daysAgo * DAY;
    const at = (offsetHours: number) => new Date(sent + offsetHours * 3_600_000).toISOString();
    const txNumber = transferTransactionNumber(d.number);
    transfers.push(
      buildTransfer({
        transfer_number: d.number,
        transaction_number: txNumber,
        sender_national_id: d.sender,
        beneficiary_name: d.beneficiary,
        country: d.country,
        amount_sar: d.sar,
        payout_amount: d.payout,
        payout_currency: d.currency,
        status: d.status,
        sent_at: at(0),
        ready_at: ['ready_for_pickup', 'paid'].includes(d.status) ? at(2) : null,
        paid_at: d.status === 'paid' ? at(26) : null,
        cancelled_at: d.status === 'cancelled' ? at(5) : null,
        on_hold_at: d.status === 'on_hold' ? at(1) : null,
        updated_at: at(d.status === 'paid' ? 26 : d.status === 'sent' ? 0 : 2),
      }),
    );
    transactions.push(
      buildTransaction({
        transaction_number: txNumber,
        customer_national_id: d.sender,
        kind: 'outgoing_transfer',
        currency_code: d.currency,
        foreign_amount: d.payout,
        amount_sar: d.sar,
        counterparty_name: d.beneficiary,
        created_at: at(0),
      }),
    );
  }
  return { transfers, transactions };
}

function exchangeRows(now: number): CoreTransactionsTable[] {
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  const rows: CoreTransactionsTable[] = [];
  for (const [index, nationalId] of ['1000000008', '2100000005'].entries()) {
    const n = (k: number) => `4000000000${index}${String(k).padStart(3, '0')}`;
    rows.push(
      buildTransaction({
        transaction_number: n(1),
        customer_national_id: nationalId,
        kind: 'currency_sale',
        currency_code: 'USD',
        foreign_amount: '500.00',
        amount_sar: '1877.50',
        fee: '5.00',
        created_at: at(10),
      }),
      buildTransaction({
        transaction_number: n(2),
        customer_national_id: nationalId,
        kind: 'currency_purchase',
        currency_code: 'EUR',
        foreign_amount: '300.00',
        amount_sar: '1215.00',
        fee: '5.00',
        created_at: at(15),
        branch_id: 14,
      }),
      buildTransaction({
        transaction_number: n(3),
        customer_national_id: nationalId,
        kind: 'incoming_transfer',
        currency_code: 'SAR',
        foreign_amount: '750.00',
        amount_sar: '750.00',
        fee: '10.00',
        counterparty_name: index ? 'Suresh Kumar Sharma' : 'أحمد محمود حسن',
        created_at: at(25),
        branch_id: 12,
      }),
    );
  }
  return rows;
}

function recentRows(now: number): CoreTransactionsTable[] {
  const at = new Date(now - 2 * 60 * 1000).toISOString();
  return [
    buildTransaction({
      transaction_number: RECENT_TRANSACTIONS[0],
      customer_national_id: '1000000008',
      kind: 'currency_sale',
      currency_code: 'USD',
      foreign_amount: '200.00',
      amount_sar: '751.00',
      fee: '5.00',
      created_at: at,
    }),
    buildTransaction({
      transaction_number: RECENT_TRANSACTIONS[1],
      customer_national_id: '2100000005',
      kind: 'currency_sale',
      currency_code: 'USD',
      foreign_amount: '200.00',
      amount_sar: '751.00',
      fee: '5.00',
      created_at: at,
    }),
  ];
}

export interface CoreSeedResult {
  customers: number;
  transfers: number;
}

/** Inserts missing demo rows; existing ones are kept, except the "recent" ones' time (see above). */
export async function seedCoreData(trx: Trx, now: Date): Promise<CoreSeedResult> {
  const t = now.getTime();
  const customers = await trx
    .insertInto('core_customers')
    .values(DEMO_CUSTOMERS)
    .onConflict((oc) => oc.column('national_id').doNothing())
    .executeTakeFirst();
  await trx
    .insertInto('core_employees')
    .values(DEMO_EMPLOYEES)
    .onConflict((oc) => oc.column('employee_number').doNothing())
    .execute();
  const { transfers, transactions } = transferRows(t);
  const inserted = await trx
    .insertInto('core_transfers')
    .values(transfers)
    .onConflict((oc) => oc.column('transfer_number').doNothing())
    .executeTakeFirst();
  await trx
    .insertInto('core_transactions')
    .values([...transactions, ...exchangeRows(t)])
    .onConflict((oc) => oc.column('transaction_number').doNothing())
    .execute();
  await trx
    .insertInto('core_transactions')
    .values(recentRows(t))
    .onConflict((oc) =>
      oc.column('transaction_number').doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') })),
    )
    .execute();
  return {
    customers: Number(customers.numInsertedOrUpdatedRows ?? 0),
    transfers: Number(inserted.numInsertedOrUpdatedRows ?? 0),
  };
}
