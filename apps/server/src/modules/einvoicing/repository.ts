import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database, EinvoicesTable } from '../../db/schema.js';

type Tx = Transaction<Database>;
type Reader = Db | Tx;

export type IssuedEinvoice = EinvoicesTable;

export async function findIssued(db: Reader, transactionNumber: string, kind: string) {
  return db
    .selectFrom('einvoices')
    .selectAll()
    .where('transaction_number', '=', transactionNumber)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Makes sure the unit's chain exists, starting at the genesis PIH (a no-op once it does). */
export async function ensureChain(trx: Tx, egsUnit: string, genesisHash: string, now: string): Promise<void> {
  await trx
    .insertInto('einvoice_chains')
    .values({ egs_unit: egsUnit, last_icv: 0, last_hash: genesisHash, updated_at: now })
    .onConflict((oc) => oc.column('egs_unit').doNothing())
    .execute();
}

/**
 * Takes the chain's head for this transaction: an UPDATE, not a read, on both engines. On
 * PostgreSQL it row-locks the head until commit (what `select ... for update` would do), and a
 * waiting issue re-reads the head the first one committed; on SQLite the write takes the
 * database's single write lock at once, so a deferred transaction never reads a head it then
 * cannot write (SQLITE_BUSY_SNAPSHOT). One code path, no engine switch.
 */
export async function lockChainHead(trx: Tx, egsUnit: string, now: string) {
  return trx
    .updateTable('einvoice_chains')
    .set({ updated_at: now })
    .where('egs_unit', '=', egsUnit)
    .returning(['last_icv', 'last_hash'])
    .executeTakeFirstOrThrow();
}

/**
 * Appends the document and its reporting outbox row in the transaction (ADR 2402): a unit
 * without a CSID queues it as not_configured, which no round sends.
 */
export async function appendToChain(trx: Tx, row: IssuedEinvoice, reportable: boolean): Promise<void> {
  await trx.insertInto('einvoices').values(row).execute();
  await trx
    .insertInto('einvoice_reports')
    .values({
      uuid: row.uuid,
      status: reportable ? 'pending' : 'not_configured',
      next_attempt_at: row.issued_at,
      claimed_until: null,
      claim_token: null,
      messages: null,
      http_status: null,
      reported_at: null,
      updated_at: row.issued_at,
    })
    .execute();
  await trx
    .updateTable('einvoice_chains')
    .set({ last_icv: row.icv, last_hash: row.hash })
    .where('egs_unit', '=', row.egs_unit)
    .execute();
}

/** A unit's documents in chain order (checks, tests, the finance desk later). */
export async function listChain(db: Reader, egsUnit: string) {
  return db.selectFrom('einvoices').selectAll().where('egs_unit', '=', egsUnit).orderBy('icv').execute();
}
