import { randomUUID } from 'node:crypto';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../../config/storage.js';
import { makeCustomer } from '../../test/core-fixtures.js';
import { makeFormsCustomer } from '../../test/customer-client.js';
import { sample, scrape } from '../../test/metrics-text.js';
import { multipartFile } from '../../test/multipart.js';
import { startS3 } from '../../test/s3-server.js';
import { ORIGIN, signInAs, staffIp } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PDF, PNG, ticketClient, ticketForm } from '../../test/ticket-client.js';

const HOUR = 3600_000;
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3('sweep');
});
afterAll(async () => s3.stop());

/** Backdates an object's write time, where each backend keeps it (s3rver: its object file's mtime). */
function age(t: TestApp, key: string, ms: number) {
  const file =
    t.config.storage.kind === 's3'
      ? path.join(s3.directory, t.config.storage.bucket, `${key}._S3rver_object`)
      : path.join(t.config.storageDir, key);
  const at = new Date(Date.now() - ms);
  utimesSync(file, at, at);
}

async function storedKeys(t: TestApp) {
  const keys: string[] = [];
  for await (const object of t.app.storage.list()) keys.push(object.key);
  return keys.sort();
}

const backends: [string, () => StorageConfig | undefined][] = [
  ['disk', () => undefined],
  ['s3', () => s3.config],
];

describe.each(backends)('storage sweep on %s', (_name, storage) => {
  let t: TestApp;
  beforeAll(async () => {
    const backend = storage();
    // The demo careers seed stores application files and an interview signature under rows.
    t = await createTestApp({
      ...(backend && { storage: backend }),
      storageSweep: { intervalMs: 0, minAgeMs: HOUR },
    });
  });
  afterAll(async () => t.close());

  it('deletes old objects no row names; keeps young ones and every object a row names', async () => {
    // Named: a ticket's attachments, a content image (by its upload's audit entry), a form's files.
    const customer = await makeCustomer(t.app.db);
    const ticket = await ticketClient(t.app).submit(ticketForm(customer.national_id), [
      { name: 'receipt.png', type: 'image/png', bytes: PNG },
      { name: 'statement.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(ticket.statusCode, ticket.body).toBe(201);
    const cookie = await signInAs(t.app, 'content', staffIp(91));
    const png = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#3b7' } })
      .png()
      .toBuffer();
    const body = multipartFile('file', 'banner.png', 'image/png', png);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/staff/content/images',
      headers: { cookie, origin: ORIGIN, ...body.headers },
      payload: body.payload,
    });
    expect(image.statusCode, image.body).toBe(201);
    const forms = await makeFormsCustomer(t.app.db);
    const formId = Object.values(forms.ids)[0]!;
    const formFile = `form-${randomUUID()}.pdf`;
    const result = `form-result-${randomUUID()}.pdf`;
    for (const key of [formFile, result]) await t.app.storage.put(key, PDF, 'application/pdf');
    await t.app.db
      .insertInto('customer_form_files')
      .values({
        id: randomUUID(),
        customer_form_id: formId,
        field_id: 'id-copy',
        storage_key: formFile,
        file_name: 'id.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db
      .updateTable('customer_forms')
      .set({ result_file_key: result })
      .where('id', '=', formId)
      .execute();
    // Orphans: a ticket file and an image variant whose rows never committed, and a fresh one.
    const orphans = [`${randomUUID()}.pdf`, `${randomUUID()}-w600.webp`];
    const young = `${randomUUID()}.png`;
    for (const key of [...orphans, young]) await t.app.storage.put(key, PNG, 'image/png');

    const named = (await storedKeys(t)).filter((key) => !orphans.includes(key) && key !== young);
    // Two ticket files, two image widths, two form files, the seeded careers files.
    expect(named.length).toBeGreaterThanOrEqual(7);
    for (const key of [...named, ...orphans]) age(t, key, 2 * HOUR);

    const before = sample(await scrape(t.app), 'waha_storage_orphans_deleted_total');
    const outcome = await t.app.storageSweep.run();
    expect(outcome).toEqual({ listed: named.length + 3, young: 1, deleted: 2 });
    expect(await storedKeys(t)).toEqual([...named, young].sort());
    const metrics = await scrape(t.app);
    expect(sample(metrics, 'waha_storage_orphans_deleted_total') - before).toBe(2);
    expect(sample(metrics, 'waha_job_last_success_seconds', { job: 'storage-sweep' })).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );

    // Idempotent: a second round finds nothing more to delete.
    expect(await t.app.storageSweep.run()).toEqual({ listed: named.length + 1, young: 1, deleted: 0 });
  });
});
