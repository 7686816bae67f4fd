import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../test/s3-server.js';
import { diskStorage, type Storage, type StoredObject } from './storage.js';
import { parseListPage, s3Storage } from './storage-s3.js';

let s3: Awaited<ReturnType<typeof startS3>>;
const dir = mkdtempSync(path.join(tmpdir(), 'waha-list-'));
beforeAll(async () => {
  s3 = await startS3('listing');
});
afterAll(async () => {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function all(iterable: AsyncIterable<StoredObject>) {
  const out: StoredObject[] = [];
  for await (const item of iterable) out.push(item);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** An object under a name that is not a storage key, written past the adapter (which refuses it). */
const strangers: Record<string, () => Promise<void>> = {
  disk: async () => writeFileSync(path.join(dir, 'notes.txt'), 'not ours'),
  s3: async () => {
    const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3' });
    const url = `${s3.config.endpoint}/${s3.config.bucket}/backups/notes.txt`;
    const res = await client.fetch(url, { method: 'PUT', body: 'not ours' });
    expect(res.ok).toBe(true);
  },
};

describe.each([
  ['disk', () => diskStorage(dir)],
  ['s3', () => s3Storage(s3.config)],
] as const)('storage list: %s', (name, make: () => Storage) => {
  it('lists every stored key with its write time, page by page, and nothing that is not a key', async () => {
    const storage = make();
    const before = Date.now() - 2000;
    const keys = ['a1.png', 'b2-w600.webp', 'c3.pdf', 'form-d4.jpg', 'signature-e5.png'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'application/octet-stream');
    await strangers[name]!();
    const listed = await all(storage.list({ pageSize: 2 }));
    expect(listed.map((item) => item.key)).toEqual(keys);
    for (const item of listed) {
      expect(item.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(item.modifiedAt.getTime()).toBeLessThan(Date.now() + 2000);
    }
    for (const key of keys) await storage.delete(key);
    expect(await all(storage.list())).toEqual([]);
  });
});

describe('storage list edge cases', () => {
  it('lists nothing (and creates nothing) when the upload folder does not exist yet', async () => {
    expect(await all(diskStorage(path.join(dir, 'never-created')).list())).toEqual([]);
  });

  it('fails loudly when the bucket cannot be listed', async () => {
    await expect(all(s3Storage({ ...s3.config, bucket: 'no-such-bucket' }).list())).rejects.toThrow(
      /S3 list no-such-bucket failed with 404/,
    );
  });

  it('reads a ListObjects page: one object, escaped names, the next marker only when truncated', () => {
    const page = parseListPage(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>b</Name><IsTruncated>true</IsTruncated>
      <Contents><Key>123.png</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified></Contents>
      <Contents><Key>a&amp;b.png</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified></Contents>
      </ListBucketResult>`,
    );
    expect(page).toEqual({
      objects: [{ key: '123.png', modifiedAt: new Date('2026-01-02T03:04:05.000Z') }],
      // The last key, even one that is not ours: the next page starts after it.
      nextMarker: 'a&b.png',
    });
    const last = parseListPage(
      '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>x.png</Key></Contents></ListBucketResult>',
    );
    expect(last).toEqual({ objects: [], nextMarker: undefined });
    expect(() => parseListPage('<Error><Code>AccessDenied</Code></Error>')).toThrow(/ListBucketResult/);
  });
});
