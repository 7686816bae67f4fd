import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import type { StorageConfig } from '../config/storage.js';
import { S3RequestError } from '../lib/storage-failure.js';
import { STORAGE_KEY, contentTypeOf, type Storage, type StoredObject } from './storage.js';

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
  const send = (key: string, init: RequestInit = {}) => {
    // Outside reach: an invalid key is a bug (a 500), not the store failing.
    const target = url(key);
    return reach(`${init.method ?? 'GET'} ${key}`, () =>
      client.fetch(target, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
    );
  };
  const bucketUrl = config.forcePathStyle
    ? `${endpoint.origin}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}/`;
  const fail = async (what: string, key: string, res: Response) => {
    // The body of an S3 error names the cause (AccessDenied, NoSuchBucket); never the credentials.
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    return new S3RequestError(`S3 ${what} ${key} failed with ${res.status}: ${detail}`, res.status);
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
      const res = await reach('HEAD bucket', () =>
        client.fetch(bucketUrl, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) }),
      );
      await res.arrayBuffer();
      if (!res.ok) throw new S3RequestError(`S3 bucket check failed with ${res.status}`, res.status);
    },
    // ListObjects (V1) paged by marker, the last key of the page before: every S3-compatible server
    // has it, and the test stand-in (s3rver) fails on a truncated V2 page (its continuation
    // tokens use DES, which OpenSSL 3 no longer has). For one flat folder of keys they are the same.
    async *list({ pageSize = 1000 } = {}) {
      let marker: string | undefined;
      do {
        const query = new URLSearchParams({ 'max-keys': String(pageSize) });
        if (marker) query.set('marker', marker);
        const res = await reach('list', () =>
          client.fetch(`${bucketUrl}?${query}`, { signal: AbortSignal.timeout(timeoutMs) }),
        );
        if (!res.ok) throw await fail('list', config.bucket, res);
        const page = parseListPage(await res.text());
        yield* page.objects;
        marker = page.nextMarker;
      } while (marker);
    },
  };
}

/**
 * A request that got no answer (refused connection, DNS, a timeout) as an S3RequestError without
 * status. fetch's own error names the host and port in its cause; only the error's code is kept,
 * so the log shows what failed, never where the store is (log policy).
 */
async function reach(what: string, request: () => Promise<Response>): Promise<Response> {
  try {
    return await request();
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === 'string' ? cause.code : (error as Error).name;
    throw new S3RequestError(`S3 ${what}: no answer (${code})`, null, code);
  }
}

// Text values stay strings (a key of digits is not a number); Contents is a list even with one.
const listParser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'Contents' });

interface ListBucketResult {
  IsTruncated?: string;
  NextMarker?: string;
  Contents?: { Key?: string; LastModified?: string }[];
}

/**
 * One page of ListObjects: the objects named by storage keys (others are not ours), and where the
 * next page starts (NextMarker is only sent with a delimiter, so the last key of this page).
 */
export function parseListPage(xml: string): { objects: StoredObject[]; nextMarker?: string } {
  const result = (listParser.parse(xml) as { ListBucketResult?: ListBucketResult }).ListBucketResult;
  if (!result) throw new Error('S3 list answered without a ListBucketResult');
  const contents = result.Contents ?? [];
  const objects: StoredObject[] = [];
  for (const item of contents) {
    const modifiedAt = new Date(item.LastModified ?? '');
    if (item.Key && STORAGE_KEY.test(item.Key) && !Number.isNaN(modifiedAt.getTime()))
      objects.push({ key: item.Key, modifiedAt });
  }
  const last = result.NextMarker || contents.at(-1)?.Key;
  return { objects, nextMarker: result.IsTruncated === 'true' && last ? last : undefined };
}
