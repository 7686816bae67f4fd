import { randomInt } from 'node:crypto';
import { luhnValid } from '@waha/shared';
import { buildCustomer, buildTransaction, buildTransfer } from '../core/factories.js';
import { insertCustomer, insertTransaction, insertTransfer } from '../core/repository.js';
import type { Db } from '../db/connection.js';
import type { CoreCustomersTable, CoreTransactionsTable, CoreTransfersTable } from '../db/schema.js';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * Random but valid identities: limiter counters may live in Redis, which outlives a test file's
 * database, so each run uses numbers (and client addresses) no earlier run has touched.
 */
export function randomNationalId(first: '1' | '2' = '1'): string {
  const body = first + digits(8);
  for (let check = 0; check < 10; check++) if (luhnValid(body + check)) return body + check;
  throw new Error('unreachable');
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function makeCustomer(db: Db, overrides: Partial<CoreCustomersTable> = {}) {
  const customer = buildCustomer({ national_id: randomNationalId(), ...overrides });
  await insertCustomer(db, customer);
  return customer;
}

export async function makeTransfer(db: Db, sender: string, overrides: Partial<CoreTransfersTable> = {}) {
  const transfer = buildTransfer({
    transfer_number: `9${digits(9)}`,
    transaction_number: `9${digits(13)}`,
    sender_national_id: sender,
    ...overrides,
  });
  await insertTransfer(db, transfer);
  return transfer;
}

export async function makeTransaction(
  db: Db,
  customer: string,
  overrides: Partial<CoreTransactionsTable> = {},
) {
  const transaction = buildTransaction({
    transaction_number: `8${digits(13)}`,
    customer_national_id: customer,
    ...overrides,
  });
  await insertTransaction(db, transaction);
  return transaction;
}
