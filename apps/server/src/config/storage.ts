import { z } from 'zod';

/** Where uploads live: the local disk (default) or an S3-compatible bucket (several instances). */
export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2/Spaces address. */
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** https://host/bucket/key instead of https://bucket.host/key (MinIO and most self-hosted servers). */
      forcePathStyle: boolean;
    };

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const StorageEnvSchema = z.object({
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * The storage variables, checked at start: with STORAGE_DRIVER=s3 every S3 variable but the
 * endpoint and path style must be set (a half configuration would only fail at the first upload),
 * and production refuses S3 variables without STORAGE_DRIVER=s3 (uploads would silently stay on
 * one instance's disk). Answers the problems as "VARIABLE: message" lines.
 */
export function parseStorageEnv(
  env: NodeJS.ProcessEnv,
  production: boolean,
  dir: string,
): { config: StorageConfig } | { problems: string[] } {
  const parsed = StorageEnvSchema.safeParse(env);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 'disk') {
    const stray = S3_VARIABLES.filter((name) => e[name] !== undefined);
    if (production && stray.length > 0)
      return {
        problems: stray.map(
          (name) => `${name}: is set but STORAGE_DRIVER is not s3 (uploads would stay on this disk)`,
        ),
      };
    return { config: { kind: 'disk', dir } };
  }
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0)
    return { problems: missing.map((name) => `${name}: is required when STORAGE_DRIVER=s3`) };
  const region = e.S3_REGION ?? 'us-east-1';
  return {
    config: {
      kind: 's3',
      endpoint: (e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
      region,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle:
        e.S3_FORCE_PATH_STYLE === undefined
          ? e.S3_ENDPOINT !== undefined
          : e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
    },
  };
}
