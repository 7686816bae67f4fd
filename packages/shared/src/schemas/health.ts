import { z } from '../zod.js';

/** GET /api/health/live: the process serves requests; nothing else is checked. */
export const LiveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof LiveResponseSchema>;

/**
 * GET /api/health/ready (and its alias /api/health): whether each dependency answers, never which
 * engine, host or error it is. Redis is `not_configured` without REDIS_URL; storage is the disk
 * folder or the S3 bucket, whichever is in use.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    database: z.enum(['ok', 'fail']),
    redis: z.enum(['ok', 'fail', 'not_configured']),
    storage: z.enum(['ok', 'fail']),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
