import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../test/core-fixtures.js';
import { sample, scrape } from '../test/metrics-text.js';
import { startS3 } from '../test/s3-server.js';
import { PNG, ticketClient, ticketForm } from '../test/ticket-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { s3Storage } from './storage-s3.js';

/**
 * Object storage going away under a running app (issue 37): the real S3 test server is stopped
 * mid-test and started again on the same port. Uploads and reads answer 503 storage_unavailable
 * with Retry-After (never a 500), nothing is half-written, readiness says storage fails, and
 * service comes back by itself.
 */
let s3: Awaited<ReturnType<typeof startS3>>;
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp(
    { storage: s3.config, logLevel: 'info' },
    { seed: false, logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const port = () => new URL(s3.config.endpoint).port;
const IMAGE = 'a1b2c3-w600.webp';
const attachment = [{ name: 'screen.png', type: 'image/png', bytes: PNG }];
const rowsOf = async (nationalId: string) => ({
  tickets: (await t.app.db.selectFrom('tickets').select('id').where('national_id', '=', nationalId).execute())
    .length,
  files: (await t.app.db.selectFrom('ticket_files').select('id').execute()).length,
});
const errorLines = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string })
    .filter((line) => line.level >= 50)
    .map(({ msg, reqId }) => ({ msg, reqId }));
const expectUnavailable = (res: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('30');
  expect(res.json()).toEqual({ code: 'storage_unavailable', message: expect.any(String) });
  expect(res.body).not.toMatch(/ECONNREFUSED|fetch failed|S3|127\.0\.0\.1/);
};

describe('object storage unreachable', () => {
  it('answers 503 with Retry-After for uploads and reads, keeps nothing, fails readiness, then recovers', async () => {
    const customer = await makeCustomer(t.app.db);
    await s3Storage(s3.config).put(IMAGE, Buffer.from('RIFF....WEBP'), 'image/webp');
    expect((await t.app.inject({ url: `/api/media/${IMAGE}` })).statusCode).toBe(200);
    const before = await rowsOf(customer.national_id);

    await s3.stop();
    const upload = await ticketClient(t.app).submit(ticketForm(customer.national_id), attachment);
    expectUnavailable(upload);
    expect(await rowsOf(customer.national_id)).toEqual(before);
    const read = await t.app.inject({ url: `/api/media/${IMAGE}` });
    expectUnavailable(read);
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.storage).toBe('fail');

    const metrics = await scrape(t.app);
    expect(sample(metrics, 'waha_storage_write_failures_total', { reason: 'unavailable' })).toBe(1);
    expect(sample(metrics, 'waha_storage_read_failures_total', { reason: 'unavailable' })).toBe(1);
    expect(errorLines()).toEqual([
      { msg: 'storage write failed', reqId: upload.headers['x-request-id'] },
      { msg: 'storage read failed', reqId: read.headers['x-request-id'] },
    ]);
    // Where the store is stays out of the log (the readiness warning included).
    expect(lines.join('\n')).not.toContain(`:${port()}`);

    // The store is back at the same address: the next upload goes through without a restart.
    s3 = await startS3('uploads', Number(port()));
    const again = await ticketClient(t.app).submit(ticketForm(customer.national_id), attachment);
    expect(again.statusCode, again.body).toBe(201);
    expect((await rowsOf(customer.national_id)).tickets).toBe(before.tickets + 1);
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the store answers but refuses the write (an S3 error), keeping no row', async () => {
    const refusing = await createTestApp(
      { storage: { ...s3.config, bucket: 'no-such-bucket' } },
      { seed: false },
    );
    try {
      const customer = await makeCustomer(refusing.app.db);
      const res = await ticketClient(refusing.app).submit(ticketForm(customer.national_id), attachment);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().code).toBe('storage_unavailable');
      const tickets = await refusing.app.db.selectFrom('tickets').select('id').execute();
      expect(tickets).toEqual([]);
      expect((await refusing.app.inject({ url: '/api/health/ready' })).json().checks.storage).toBe('fail');
    } finally {
      await refusing.close();
    }
  });
});
