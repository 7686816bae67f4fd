import {
  EinvoiceAlertSchema,
  EinvoiceListQuerySchema,
  EinvoiceRowSchema,
  listOf,
  mayRetryReport,
} from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { STAFF_ERRORS } from '../../lib/error-responses.js';
import { listPage } from '../../lib/list-query.js';
import { auditContext, writeAudit } from '../staff/index.js';
import {
  EINVOICE_SORTABLE,
  einvoiceView,
  filteredEinvoices,
  findReport,
  requeueReport,
  type EinvoiceDeskRow,
} from './repository-desk.js';
import { countOverdue } from './outbox.js';

const UuidParams = z.object({ uuid: z.string().uuid() });

/**
 * The finance desk (issue 24, ADR 2402; permission einvoices.read, retry einvoices.write): invoices
 * by reporting status with ZATCA's warnings and errors, the 20-hour alert, and a retry.
 */
export const einvoiceStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/einvoices',
    {
      config: { permission: 'einvoices.read' },
      schema: {
        summary: 'E-invoices and their reporting to ZATCA, newest first',
        querystring: EinvoiceListQuerySchema,
        response: { 200: listOf(EinvoiceRowSchema), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { rows, ...page } = await listPage<Database, 'einvoices', EinvoiceDeskRow>(
        filteredEinvoices(app.db, request.query) as never,
        request.query,
        EINVOICE_SORTABLE,
        'issuedAt',
        'uuid',
      );
      const now = new Date();
      return { items: rows.map((row) => einvoiceView(row, now)), ...page };
    },
  );

  app.get(
    '/api/staff/einvoices/alert',
    {
      config: { permission: 'einvoices.read' },
      schema: {
        summary: 'How many invoices are not reported 20 hours after issue',
        response: { 200: EinvoiceAlertSchema, ...STAFF_ERRORS },
      },
    },
    async () => ({ overdue: await countOverdue(app.db) }),
  );

  app.post(
    '/api/staff/einvoices/:uuid/retry',
    {
      config: { permission: 'einvoices.write' },
      schema: {
        summary: 'Report this invoice again at the next round (not yet reported only)',
        params: UuidParams,
        response: { 200: EinvoiceRowSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const now = new Date().toISOString();
      const { uuid } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const before = await findReport(trx, uuid);
        if (!before) throw new AppError(404, 'not_found');
        if (!mayRetryReport(before.status)) throw new AppError(400, 'invalid_transition');
        await requeueReport(trx, uuid, now);
        await writeAudit(trx, auditContext(request), {
          action: 'einvoice.report-retry',
          recordType: 'einvoice',
          recordId: uuid,
          before: { status: before.status, attempts: Number(before.attempts) },
          after: { status: 'pending' },
        });
      });
      // Sent at once when this instance has a CSID; otherwise at the next round on one that has.
      void app.einvoicing.reportDue();
      return einvoiceView((await findReport(app.db, uuid))!, new Date());
    },
  );
};
