import { InvoiceRequestSchema } from '@waha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/index.js';
import { AppError } from '../../lib/app-error.js';
import { issueTransactionInvoice } from '../einvoicing/index.js';
import { enforceLimit, rateLimit } from '../../plugins/limiter.js';
import { findInvoiceableTransaction, generateInvoicePdf, invoiceNumberOf } from './service.js';
import { dependencyFailure } from '../../lib/dependency-errors.js';

const WINDOW = 15 * 60 * 1000;
export const INVOICE_LIMITS = {
  client: { bucket: 'invoice-client', max: 30, windowMs: WINDOW },
  nationalId: { bucket: 'invoice-national-id', max: 20, windowMs: WINDOW },
  transaction: { bucket: 'invoice-transaction', max: 10, windowMs: WINDOW },
} as const;

export const invoicesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/invoices',
    {
      schema: {
        summary: 'The simplified tax invoice (PDF) of a transaction, by ID number and transaction number',
        body: InvoiceRequestSchema,
        // A PDF on success; refusals use the error envelope (the response type is binary).
      },
      preHandler: rateLimit(INVOICE_LIMITS.client),
    },
    async (request, reply) => {
      const body = request.body;
      await enforceLimit(request, reply, INVOICE_LIMITS.nationalId, body.nationalId);
      await enforceLimit(request, reply, INVOICE_LIMITS.transaction, body.transactionNumber);
      const tx = await findInvoiceableTransaction(
        { db: app.db, processingDelayMs: config.vatProcessingDelayMs },
        body,
      );
      let pdf: Buffer;
      try {
        // Issued at the source (einvoicing's round); a download that comes first issues it, once.
        const issued = await issueTransactionInvoice(app.db, app.einvoicing.unit, tx);
        pdf = await generateInvoicePdf(tx, issued);
      } catch (error) {
        // A database outage is the 503 every request gets meanwhile (plugins/errors.ts), not ours.
        if (dependencyFailure(error)) throw error;
        request.log.error({ err: error }, 'invoice PDF failed');
        throw new AppError(500, 'invoice_failed');
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceNumberOf(tx.transaction_number)}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
