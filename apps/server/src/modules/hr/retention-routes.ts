import { HrPurgeResultSchema, HrRetentionSchema, HrRetentionViewSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContext } from '../staff/index.js';
import { purgeExpired, retentionDays, setRetentionDays } from './retention.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';

/** The retention setting, and its purge on demand from the HR desk (retention-plugin.ts runs it daily). */
export const hrRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
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
