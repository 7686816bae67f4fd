import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { stampDocument } from './document.js';
import { GENESIS_PIH } from './hash.js';
import { appendToChain, ensureChain, findIssued, lockChainHead, type IssuedEinvoice } from './repository.js';
import type { EgsUnit } from './egs.js';
import type { InvoiceDocument } from './xml.js';

/** What the caller decides; the chain adds UUID, ICV, PIH, seller and time. */
export type DocumentRequest = Omit<InvoiceDocument, 'uuid' | 'icv' | 'pih' | 'seller' | 'issuedAt'> & {
  transactionNumber: string;
};

/**
 * Issues one document into the unit's chain, once: ICV = previous + 1 and PIH = previous hash,
 * fixed inside one transaction that holds the chain head (repository.lockChainHead), so concurrent
 * issues, here or on other instances, queue on that row and the chain never gaps or forks. A
 * crash before commit leaves nothing behind; issuing again for the same transaction and kind
 * returns the stored document unchanged (byte-identical, never re-signed).
 */
export async function issueDocument(
  db: Db,
  unit: EgsUnit,
  request: DocumentRequest,
  now: () => Date = () => new Date(),
): Promise<IssuedEinvoice> {
  const existing = await findIssued(db, request.transactionNumber, request.kind);
  if (existing) return existing;
  return db.transaction().execute(async (trx) => {
    const startedAt = now().toISOString();
    await ensureChain(trx, unit.id, GENESIS_PIH, startedAt);
    const head = await lockChainHead(trx, unit.id, startedAt);
    // Another issue for this transaction may have committed while this one waited for the head.
    const raced = await findIssued(trx, request.transactionNumber, request.kind);
    if (raced) return raced;
    const issuedAt = now();
    const { transactionNumber, ...fields } = request;
    const doc: InvoiceDocument = {
      ...fields,
      uuid: randomUUID(),
      icv: Number(head.last_icv) + 1,
      pih: head.last_hash,
      seller: unit.seller,
      issuedAt,
    };
    const stamped = stampDocument(doc, unit.key, issuedAt);
    const row: IssuedEinvoice = {
      uuid: doc.uuid,
      egs_unit: unit.id,
      icv: doc.icv,
      pih: doc.pih,
      hash: stamped.hash,
      kind: doc.kind,
      number: doc.number,
      transaction_number: transactionNumber,
      xml: stamped.xml,
      issued_at: issuedAt.toISOString(),
    };
    await appendToChain(trx, row, unit.csid !== undefined);
    return row;
  });
}
