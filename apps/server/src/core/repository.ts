import type { MovementType } from '@waha/shared';
import type { Db } from '../db/connection.js';
import type {
  CoreCustomersTable,
  CoreEmployeesTable,
  CoreTransactionsTable,
  CoreTransfersTable,
} from '../db/schema.js';

/**
 * The one way other modules read the company's core records. In production this module is where
 * the real core system is plugged in; nothing else queries the core_* tables.
 */
export type CoreCustomer = CoreCustomersTable;
export type CoreTransfer = CoreTransfersTable;
export type CoreTransaction = CoreTransactionsTable;
export type CoreEmployee = CoreEmployeesTable;

export async function findCustomer(db: Db, nationalId: string): Promise<CoreCustomer | undefined> {
  return db.selectFrom('core_customers').selectAll().where('national_id', '=', nationalId).executeTakeFirst();
}

/** A transfer by its 10-digit transfer number or its 14-digit transaction number. */
export async function findTransferByReference(db: Db, reference: string): Promise<CoreTransfer | undefined> {
  const column = reference.length === 14 ? 'transaction_number' : 'transfer_number';
  return db.selectFrom('core_transfers').selectAll().where(column, '=', reference).executeTakeFirst();
}

/** A transfer only when it was sent by this person: the pair is checked in one query. */
export async function findSendersTransfer(
  db: Db,
  reference: string,
  nationalId: string,
): Promise<CoreTransfer | undefined> {
  const transfer = await findTransferByReference(db, reference);
  return transfer?.sender_national_id === nationalId ? transfer : undefined;
}

export async function findCustomersTransaction(
  db: Db,
  transactionNumber: string,
  nationalId: string,
): Promise<CoreTransaction | undefined> {
  return db
    .selectFrom('core_transactions')
    .selectAll()
    .where('transaction_number', '=', transactionNumber)
    .where('customer_national_id', '=', nationalId)
    .executeTakeFirst();
}

/** Transactions in [fromIso, toIso) of the given kinds, oldest first. */
export async function listTransactions(
  db: Db,
  nationalId: string,
  fromIso: string,
  toIso: string,
  kinds: readonly MovementType[],
): Promise<CoreTransaction[]> {
  if (kinds.length === 0) return [];
  return db
    .selectFrom('core_transactions')
    .selectAll()
    .where('customer_national_id', '=', nationalId)
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .where('kind', 'in', [...kinds])
    .orderBy('created_at')
    .orderBy('transaction_number')
    .execute();
}

export async function findEmployee(db: Db, employeeNumber: string): Promise<CoreEmployee | undefined> {
  return db
    .selectFrom('core_employees')
    .selectAll()
    .where('employee_number', '=', employeeNumber)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Writes used by the seed and by tests that need records of their own (e.g. a fresh transaction). */
export async function insertCustomer(db: Db, row: CoreCustomer): Promise<void> {
  await db.insertInto('core_customers').values(row).execute();
}

export async function insertTransfer(db: Db, row: CoreTransfer): Promise<void> {
  await db.insertInto('core_transfers').values(row).execute();
}

export async function insertTransaction(db: Db, row: CoreTransaction): Promise<void> {
  await db.insertInto('core_transactions').values(row).execute();
}
