import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config-storage.js';
import { STORAGE_KEY, contentTypeOf, type Storage } from './storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * The S3-compatible backend (AWS S3, MinIO, R2, ...): the same calls as the disk, signed with
 * AWS Signature V4 by aws4fetch over the runtime's fetch. Objects are private; the server reads
 * them back and serves them itself (GET /api/media/:key), so the bucket never needs public access.
 */
export function s3Storage(config: S3Config, timeoutMs = 10_000): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const endpoint = new URL(config.endpoint);
  const url = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    return config.forcePathStyle
      ? `${endpoint.origin}/${config.bucket}/${key}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${key}`;
  };
  const send = (key: string, init: RequestInit = {}) =>
    client.fetch(url(key), { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const bucketUrl = config.forcePathStyle
    ? `${endpoint.origin}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}/`;
  const fail = async (what: string, key: string, res: Response) => {
    // The body of an S3 error names the cause (AccessDenied, NoSuchBucket); never the credentials.
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} ${key} failed with ${res.status}: ${detail}`);
  };
  return {
    async put(key, bytes, contentType) {
      const res = await send(key, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType, 'content-length': String(bytes.length) },
      });
      if (!res.ok) throw await fail('put', key, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send(key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail('get', key, res);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? contentTypeOf(key),
      };
    },
    async delete(key) {
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await fail('delete', key, res);
      await res.arrayBuffer();
    },
    // HeadBucket: answers 200 only when the bucket exists and these credentials may use it.
    async check() {
      const res = await client.fetch(bucketUrl, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`S3 bucket check failed with ${res.status}`);
    },
  };
}
