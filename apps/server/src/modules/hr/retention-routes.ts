import { HrPurgeResultSchema, HrRetentionSchema, HrRetentionViewSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContext } from '../staff/index.js';
import { purgeExpired, retentionDays, setRetentionDays } from './retention.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';

const DAY_MS = 24 * 3600_000;

/**
 * The retention setting and its purge: run when the server is ready, then daily (the timer does not
 * keep the process alive and stops on close), and on demand from the HR desk.
 */
export const hrRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const run = () =>
    purgeExpired(app.db, app.storage).catch((error: unknown) =>
      app.log.error({ err: error }, 'hr retention purge failed'),
    );
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  app.get(
    '/api/staff/hr/retention',
    {
      config: { permission: 'hr.read' },
      schema: {
        summary: "Days a rejected application's personal data is kept",
        response: { 200: HrRetentionViewSchema, ...STAFF_ERRORS },
      },
    },
    async () => ({ days: await retentionDays(app.db) }),
  );

  app.put(
    '/api/staff/hr/retention',
    {
      config: { permission: 'hr.write' },
      schema: {
        summary: 'Set the retention period (30 to 3650 days; audited)',
        body: HrRetentionSchema,
        response: { 200: HrRetentionViewSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await setRetentionDays(app.db, request.body.days, auditContext(request));
      return { days: request.body.days };
    },
  );

  app.post(
    '/api/staff/hr/retention/apply',
    {
      config: { permission: 'hr.write' },
      schema: {
        summary: "Apply the retention rule now: erase expired rejected applications' personal data",
        response: { 200: HrPurgeResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ purged: await purgeExpired(app.db, app.storage, auditContext(request)) }),
  );
};
