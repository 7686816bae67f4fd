import { StaffNotificationsSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { errorResponses } from '../../../lib/error-responses.js';
import { auditContext, writeAudit } from '../audit/audit.js';
import { dismissNotification, notificationsOf } from './notifications.js';
import { staffOf } from '../plugin.js';

const errors = errorResponses(401, 403, 404);

/** The signed-in person's own notifications (the shell's bell): read them, dismiss one. */
export const staffNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/me/notifications',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'My notifications not yet dismissed, newest first',
        response: { 200: StaffNotificationsSchema, ...errors },
      },
    },
    async (request) => ({ items: await notificationsOf(app.db, staffOf(request).account.id) }),
  );

  app.post(
    '/api/staff/me/notifications/:id/dismiss',
    {
      config: { permission: 'self' },
      schema: {
        summary: 'Dismiss one of my notifications',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const me = staffOf(request).account.id;
        if (!(await dismissNotification(trx, me, id, new Date().toISOString())))
          throw new AppError(404, 'not_found');
        await writeAudit(trx, auditContext(request), {
          action: 'notification.dismiss',
          recordType: 'staff_notification',
          recordId: id,
        });
      });
      return reply.status(204).send(null);
    },
  );
};
