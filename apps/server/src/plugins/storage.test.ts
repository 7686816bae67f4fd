import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorageEnv } from '../config/storage.js';
import { loadConfig } from '../config/index.js';
import { startS3 } from '../test/s3-server.js';
import { multipartFile } from '../test/multipart.js';
import { ORIGIN, signInAs, staffIp } from '../test/staff-client.js';
import { createTestApp } from '../test/test-app.js';
import { diskStorage, type Storage } from './storage.js';
import { s3Storage } from './storage-s3.js';

let s3: Awaited<ReturnType<typeof startS3>>;
const dir = mkdtempSync(path.join(tmpdir(), 'waha-disk-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['disk', () => diskStorage(dir)],
  ['s3', () => s3Storage(s3.config)],
] as const)('storage contract: %s', (_name, make: () => Storage) => {
  it('puts, gets back the same bytes and type, deletes, and answers null for a missing key', async () => {
    const storage = make();
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 0, 255]);
    await storage.put('abc-w600.webp', bytes, 'image/webp');
    const back = await storage.get('abc-w600.webp');
    expect(back?.bytes.equals(bytes)).toBe(true);
    expect(back?.contentType).toBe('image/webp');
    await storage.delete('abc-w600.webp');
    expect(await storage.get('abc-w600.webp')).toBeNull();
    expect(await storage.get('never-there.webp')).toBeNull();
    await storage.delete('never-there.webp');
  });

  it('refuses a key that could escape its place', async () => {
    await expect(make().put('../etc/passwd.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /invalid storage key/,
    );
  });
});

describe('S3 backend', () => {
  it('fails loudly (never silently) when the bucket does not exist', async () => {
    const storage = s3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(storage.put('abc-w600.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/S3 put/);
  });

  it('stores an uploaded image in the bucket and serves it back through /api/media', async () => {
    const t = await createTestApp({ storage: s3.config });
    try {
      const cookie = await signInAs(t.app, 'content', staffIp(72));
      const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0b3d91' } })
        .png()
        .toBuffer();
      const body = multipartFile('file', 'photo.png', 'image/png', png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/content/images',
        headers: { cookie, origin: ORIGIN, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const key = (res.json().url as string).replace('/api/media/', '');
      // In the bucket (read with the backend itself, signed) and not on the local disk.
      expect((await s3Storage(s3.config).get(key))?.contentType).toBe('image/webp');
      expect(await diskStorage(t.config.storageDir).get(key)).toBeNull();
      const media = await t.app.inject({ method: 'GET', url: `/api/media/${key}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect((await sharp(media.rawPayload).metadata()).format).toBe('webp');
    } finally {
      await t.close();
    }
  });
});

describe('storage configuration', () => {
  const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), CAPTCHA_HMAC_KEY: 'y'.repeat(32) };
  const prod = { ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' };

  it('is the disk by default', () => {
    expect(parseStorageEnv({}, true, '/data/uploads')).toEqual({
      config: { kind: 'disk', dir: '/data/uploads' },
    });
  });

  it('reads a complete S3 configuration, path style when an endpoint is given', () => {
    const result = parseStorageEnv(
      {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'https://minio.internal:9000/',
        S3_REGION: 'me-central-1',
        S3_BUCKET: 'waha-uploads',
        S3_ACCESS_KEY_ID: 'AK',
        S3_SECRET_ACCESS_KEY: 'SK',
      },
      true,
      '/d',
    );
    expect(result).toEqual({
      config: {
        kind: 's3',
        endpoint: 'https://minio.internal:9000',
        region: 'me-central-1',
        bucket: 'waha-uploads',
        accessKeyId: 'AK',
        secretAccessKey: 'SK',
        forcePathStyle: true,
      },
    });
  });

  it('refuses half an S3 configuration at start, naming the missing variables', () => {
    expect(() => loadConfig({ ...prod, STORAGE_DRIVER: 's3', S3_BUCKET: 'waha-uploads' }, '/tmp')).toThrow(
      /S3_ACCESS_KEY_ID: is required when STORAGE_DRIVER=s3[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...prod, S3_BUCKET: 'waha-uploads' }, '/tmp')).toThrow(
      /S3_BUCKET: is set but STORAGE_DRIVER is not s3/,
    );
    expect(() =>
      loadConfig(
        {
          ...prod,
          STORAGE_DRIVER: 's3',
          S3_BUCKET: 'Bad_Bucket',
          S3_ACCESS_KEY_ID: 'a',
          S3_SECRET_ACCESS_KEY: 'b',
        },
        '/tmp',
      ),
    ).toThrow(/S3_BUCKET: must be a bucket name/);
  });
});
