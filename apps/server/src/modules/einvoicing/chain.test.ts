import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection.js';
import { makeCustomer, makeTransaction } from '../../test/core-fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { issueDocument, type DocumentRequest } from './chain.js';
import { createTestCertificate } from './test-certificate.js';
import { websiteEgsUnit, type EgsUnit } from './egs.js';
import { GENESIS_PIH, invoiceHash } from './hash.js';
import { decodeQr } from './qr.js';
import { listChain } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let units = 0;
// Each test its own unit (and so its own chain), on the one database of the file.
const freshUnit = (): EgsUnit => ({ ...websiteEgsUnit(), id: `test-${++units}` });

async function invoiceFor(overrides: Partial<DocumentRequest> = {}): Promise<DocumentRequest> {
  const customer = await makeCustomer(t.app.db);
  const tx = await makeTransaction(t.app.db, customer.national_id, { fee: '25.00', vat: '3.75' });
  return {
    kind: '388',
    number: `SI-${tx.transaction_number}`,
    transactionNumber: tx.transaction_number,
    item: 'رسوم الحوالة - Transfer fee',
    amount: tx.fee,
    vat: tx.vat,
    vatPercent: '15.00',
    ...overrides,
  };
}

/** ICV 1..n without a gap, PIH = the previous hash, the first PIH genesis, every hash its XML's. */
function expectUnbroken(chain: Awaited<ReturnType<typeof listChain>>) {
  chain.forEach((row, index) => {
    expect(row.icv).toBe(index + 1);
    expect(row.pih).toBe(index === 0 ? GENESIS_PIH : chain[index - 1]!.hash);
    expect(invoiceHash(row.xml)).toBe(row.hash);
    expect(row.xml).toMatch(new RegExp(`<cbc:ID>ICV</cbc:ID>\\s*<cbc:UUID>${row.icv}</cbc:UUID>`));
    expect(row.xml).toContain(`>${row.pih}</cbc:EmbeddedDocumentBinaryObject>`);
  });
}

describe(`the invoice chain (${TEST_ENGINE})`, () => {
  it('ICV 1, 2, 3 with each PIH the previous hash; a credit note in the same chain', async () => {
    const unit = freshUnit();
    const first = await invoiceFor();
    const a = await issueDocument(t.app.db, unit, first);
    const b = await issueDocument(t.app.db, unit, await invoiceFor());
    const c = await issueDocument(t.app.db, unit, await invoiceFor());
    const note = await issueDocument(t.app.db, unit, {
      ...first,
      kind: '381',
      number: `CN-${first.transactionNumber}`,
      billingReference: first.number,
      reason: 'Transfer cancelled: fee refunded',
    });
    expect([a.icv, b.icv, c.icv, note.icv]).toEqual([1, 2, 3, 4]);
    expect(a.pih).toBe(GENESIS_PIH);
    expect([b.pih, c.pih, note.pih]).toEqual([a.hash, b.hash, c.hash]);
    expect(note.kind).toBe('381');
    expect(note.transaction_number).toBe(first.transactionNumber);
    const qr = /<cbc:ID>QR<\/cbc:ID>[\s\S]*?mimeCode="text\/plain">([^<]+)</.exec(note.xml)![1]!;
    expect(decodeQr(qr).invoiceHash).toBe(note.hash);
    const chain = await listChain(t.app.db, unit.id);
    expect(chain.map((r) => r.uuid)).toEqual([a.uuid, b.uuid, c.uuid, note.uuid]);
    expectUnbroken(chain);
  });

  it('issues once: again (even after a restart, with a new key) gives the stored bytes and takes no counter', async () => {
    const unit = freshUnit();
    const request = await invoiceFor();
    const first = await issueDocument(t.app.db, unit, request);
    const again = await issueDocument(t.app.db, unit, request);
    expect(again).toEqual(first);
    // After a restart the process has another test key: the stored document is still not re-signed.
    const restarted = { ...unit, key: createTestCertificate({ vatNumber: unit.seller.vatNumber }) };
    expect((await issueDocument(t.app.db, restarted, request)).xml).toBe(first.xml);
    expect(again.xml).toBe(first.xml);
    expect(await listChain(t.app.db, unit.id)).toHaveLength(1);
  });

  it('a failed issue leaves no gap: the next document takes the counter', async () => {
    const unit = freshUnit();
    await issueDocument(t.app.db, unit, await invoiceFor());
    // A seller name over 255 bytes cannot go into the QR: the issue fails inside its transaction.
    const broken = { ...unit, seller: { ...unit.seller, registrationName: 'ش'.repeat(128) } };
    await expect(issueDocument(t.app.db, broken, await invoiceFor())).rejects.toThrow(RangeError);
    const next = await issueDocument(t.app.db, unit, await invoiceFor());
    expect(next.icv).toBe(2);
    expectUnbroken(await listChain(t.app.db, unit.id));
  });

  it('each unit has its own chain from the genesis PIH', async () => {
    const one = freshUnit();
    const two = { ...freshUnit(), key: createTestCertificate({ vatNumber: one.seller.vatNumber }) };
    await issueDocument(t.app.db, one, await invoiceFor());
    const other = await issueDocument(t.app.db, two, await invoiceFor());
    expect(other.icv).toBe(1);
    expect(other.pih).toBe(GENESIS_PIH);
  });

  it('20 concurrent issues give 20 distinct consecutive ICVs and one unbroken chain', async () => {
    const unit = freshUnit();
    const requests = await Promise.all(Array.from({ length: 20 }, () => invoiceFor()));
    // The same transaction twice in the burst as well: still one document for it.
    const issued = await Promise.all(
      [...requests, requests[0]!].map((r) => issueDocument(t.app.db, unit, r)),
    );
    expect(new Set(issued.map((r) => r.icv)).size).toBe(20);
    expect(issued[20]!.uuid).toBe(issued[0]!.uuid);
    const chain = await listChain(t.app.db, unit.id);
    expect(chain).toHaveLength(20);
    expectUnbroken(chain);
  }, 60_000);

  // PostgreSQL only: SQLite deployments run one instance (its single writer serialises issues), and
  // two better-sqlite3 connections in one process would block each other's event loop.
  it.skipIf(TEST_ENGINE === 'sqlite')(
    'two instances (two pools on one database) issuing at once make one chain',
    async () => {
      const unit = freshUnit();
      const other = createDb(t.config.database);
      try {
        const requests = await Promise.all(Array.from({ length: 16 }, () => invoiceFor()));
        await Promise.all(requests.map((r, i) => issueDocument(i % 2 ? other : t.app.db, unit, r)));
        const chain = await listChain(t.app.db, unit.id);
        expect(chain).toHaveLength(16);
        expectUnbroken(chain);
      } finally {
        await other.destroy();
      }
    },
    60_000,
  );
});
