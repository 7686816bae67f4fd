import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config/storage.js';

/**
 * A real S3-compatible server in this process (s3rver: the S3 REST API over a temporary folder),
 * so the S3 backend is tested with signed HTTP requests, not a mock.
 */
export async function startS3(bucket = 'uploads', port = 0) {
  const directory = mkdtempSync(path.join(tmpdir(), 'waha-s3-'));
  const server = new S3rver({
    // A fixed port brings a stopped store back where the app still points (outage tests).
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: listening } = await server.run();
  const config: Extract<StorageConfig, { kind: 's3' }> = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${listening}`,
    region: 'us-east-1',
    bucket,
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
